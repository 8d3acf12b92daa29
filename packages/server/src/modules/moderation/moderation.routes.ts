import {
  AuditLog,
  AuditLogQuery,
  IdParams,
  LinkRightAnswer,
  LiftSuspensionBody,
  ModerationActionAnswer,
  ModerationActionBody,
  ModerationItemParams,
  ModerationQueue,
  MyReportsAnswer,
  OkAnswer,
  ReportAnswer,
  ReportBody,
  RestoreLinksBody,
  SuspendBody,
  SuspensionAnswer,
  WarningsAnswer,
} from '@vantage/shared';
import { cacheControl } from '../../lib/cache-control';
import { documentedAs } from '../../lib/route-docs';
import { requestInfo, signedInOnly } from '../../lib/session-http';
import { zodRoutes } from '../../lib/zod-app';
import type { LinkRightService } from './link-right.service';
import type { ModerationActionService } from './moderation-action.service';
import type { ModerationQueueService } from './moderation-queue.service';
import type { ReportService } from './report.service';
import type { SuspensionService } from './suspension.service';

const doc = documentedAs(['moderation']);
const privateAnswer = cacheControl('private, no-store');

export interface ModerationRouteDeps {
  reports: ReportService;
  moderationQueue: ModerationQueueService;
  moderationActions: ModerationActionService;
  suspensions: SuspensionService;
  linkRights: LinkRightService;
}

/** HTTP for reports, the moderation queue, suspensions, warnings and the audit log. */
export function moderationRoutes(deps: ModerationRouteDeps, publicUrl: string) {
  return zodRoutes((app) => {
    app.post(
      '/reports',
      doc(
        'Reports a photo, description, guide, gallery, spot or member to the moderators',
        { body: ReportBody, response: { 200: ReportAnswer }, errors: [401, 404, 409] },
        signedInOnly,
      ),
      (request) => deps.reports.report(request.body, request.user),
    );

    app.get(
      '/reports/mine',
      doc(
        "The signed-in member's reports and how each ended",
        { response: { 200: MyReportsAnswer }, errors: [401, 403] },
        { ...signedInOnly, ...privateAnswer },
      ),
      (request) => deps.reports.mine(request.user),
    );

    app.get(
      '/moderation/queue',
      doc(
        'Open reports grouped by item, with each item in context: administrators and stewards',
        { response: { 200: ModerationQueue }, errors: [401, 403] },
        { ...signedInOnly, ...privateAnswer },
      ),
      (request) => deps.moderationQueue.queue(request.user),
    );

    app.post(
      '/moderation/items/:kind/:id',
      doc(
        'One action on a reported or held item: dismiss, hide, delete, warn its author, suspend them, approve a held post or remove it as spam',
        {
          params: ModerationItemParams,
          body: ModerationActionBody,
          response: { 200: ModerationActionAnswer },
          errors: [401, 404, 409, 429],
        },
        signedInOnly,
      ),
      (request) =>
        deps.moderationActions.act(
          request.params.kind,
          request.params.id,
          request.body,
          request.user,
          requestInfo(request, publicUrl),
        ),
    );

    app.get(
      '/moderation/log',
      doc(
        "The audit log of moderators' actions, newest first: administrators",
        { querystring: AuditLogQuery, response: { 200: AuditLog }, errors: [401, 403] },
        { ...signedInOnly, ...privateAnswer },
      ),
      (request) => deps.suspensions.auditLog(request.user, request.query),
    );

    app.get(
      '/user/:id/suspension',
      doc(
        "A member's suspension: administrators",
        { params: IdParams, response: { 200: SuspensionAnswer }, errors: [401, 403, 404] },
        { ...signedInOnly, ...privateAnswer },
      ),
      (request) => deps.suspensions.get(request.user, request.params.id),
    );

    app.put(
      '/user/:id/suspension',
      doc(
        'Suspends a member for some days or for good (days null): administrators',
        {
          params: IdParams,
          body: SuspendBody,
          response: { 200: SuspensionAnswer },
          errors: [401, 404],
        },
        signedInOnly,
      ),
      (request) => deps.suspensions.suspend(request.user, request.params.id, request.body),
    );

    app.delete(
      '/user/:id/suspension',
      doc(
        "Lifts a member's suspension: administrators",
        {
          params: IdParams,
          body: LiftSuspensionBody,
          response: { 200: SuspensionAnswer },
          errors: [401, 404, 409],
        },
        signedInOnly,
      ),
      (request) => deps.suspensions.lift(request.user, request.params.id, request.body?.reason),
    );

    app.get(
      '/user/:id/links',
      doc(
        "A member's right to post links, lost when their posts were removed as spam: administrators",
        { params: IdParams, response: { 200: LinkRightAnswer }, errors: [401, 403, 404] },
        { ...signedInOnly, ...privateAnswer },
      ),
      (request) => deps.linkRights.get(request.user, request.params.id),
    );

    app.put(
      '/user/:id/links',
      doc(
        'Gives a member back the right to post links: administrators',
        {
          params: IdParams,
          body: RestoreLinksBody,
          response: { 200: LinkRightAnswer },
          errors: [401, 403, 404, 409],
        },
        signedInOnly,
      ),
      (request) => deps.linkRights.restore(request.user, request.params.id, request.body),
    );

    app.get(
      '/moderation/warnings',
      doc(
        "The signed-in member's warnings from moderators not yet seen",
        { response: { 200: WarningsAnswer }, errors: [401] },
        privateAnswer,
      ),
      (request) => deps.suspensions.warnings(request.user),
    );

    app.post(
      '/moderation/warnings/:id/seen',
      doc(
        'The member saw a warning: it is not shown again',
        { params: IdParams, response: { 200: OkAnswer }, errors: [401, 404] },
        signedInOnly,
      ),
      (request) => deps.suspensions.warningSeen(request.user, request.params.id),
    );
  });
}
