import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  APPLY_SCORE,
  DAILY_GAIN_CAP,
  DAILY_LOSS_CAP,
  DELETED_MEMBER_NAME,
  formatDistance,
  IMPACT_POINTS,
  SENSITIVE_BLUR_RADIUS_M,
  SENSITIVE_EXACT_MIN_IMPACT,
  SENSITIVE_REASON_LABELS,
  SENSITIVE_REASONS,
  SENSITIVE_TILE_MIN_HIDDEN_ZOOM,
  TRUST_TIERS,
} from '@vantage/shared';

const POINTS: { event: keyof typeof IMPACT_POINTS; text: string }[] = [
  { event: 'proposalApplied', text: 'a proposal of yours is applied' },
  { event: 'proposalRejected', text: 'a proposal of yours is rejected' },
  { event: 'photoUpVoted', text: 'a photograph of yours is voted up' },
  { event: 'photoDownVoted', text: 'a photograph of yours is voted down' },
  { event: 'descriptionUpVoted', text: 'a description of yours is voted up' },
  { event: 'descriptionDownVoted', text: 'a description of yours is voted down' },
  { event: 'spotKeptPlace', text: 'a spot you added keeps its place against a move' },
];

/** A heading and the list of rules under it. */
function RuleList({
  title,
  sensitive,
  children,
}: {
  title: string;
  /** Marks the list of the sensitive places' rules. */
  sensitive?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, mt: 0 }} data-sensitive-rules={sensitive}>
        {children}
      </Box>
    </>
  );
}

function ImpactRules() {
  return (
    <RuleList title="How impact is earned">
      {POINTS.map(({ event, text }) => (
        <li key={event}>
          {IMPACT_POINTS[event] > 0 ? '+' : ''}
          {IMPACT_POINTS[event]} when {text}
        </li>
      ))}
      <li>
        At most {DAILY_GAIN_CAP} points are earned and {DAILY_LOSS_CAP} lost per day.
      </li>
    </RuleList>
  );
}

function TrustRules() {
  return (
    <RuleList title="Trust">
      {TRUST_TIERS.map((tier) => (
        <li key={tier.name}>
          {tier.name} (impact {tier.minImpact}+): a vote counts {tier.weight}
          {tier.editsDirectly && '; their new titles and tags apply at once'}
        </li>
      ))}
      <li>
        A proposal applies at +{APPLY_SCORE} from members other than its author and is rejected at −
        {APPLY_SCORE}; votes of unconfirmed e-mail addresses do not count.
      </li>
    </RuleList>
  );
}

function SensitiveRules() {
  return (
    <RuleList title="Sensitive places" sensitive>
      <li>
        Any member may propose to protect a fragile place, for one of these reasons:{' '}
        {SENSITIVE_REASONS.map((reason) => SENSITIVE_REASON_LABELS[reason]).join('; ')}. It is voted
        on like every proposal, and lifting the protection is a proposal too.
      </li>
      <li>
        Everyone else then sees the place at the centre of a fixed grid cell, at most{' '}
        {formatDistance(SENSITIVE_BLUR_RADIUS_M)} from where it is: always the same point, so asking
        again cannot narrow it down.
      </li>
      <li>
        The place leaves gallery downloads (KML, GPX, GeoJSON), search by coordinates, and the map
        from zoom {SENSITIVE_TILE_MIN_HIDDEN_ZOOM} on; its page publishes no position to search
        engines, and its photographs never show where they were taken.
      </li>
      <li>
        The member who added it, administrators and members with an impact of{' '}
        {SENSITIVE_EXACT_MIN_IMPACT} or more see the exact position.
      </li>
    </RuleList>
  );
}

function DeletionRules() {
  return (
    <RuleList title="When an account is deleted">
      <li>
        Its votes are withdrawn and the scores counted again. A withdrawal never decides an open
        proposal, even when the new score reaches ±{APPLY_SCORE}: the next vote decides it.
      </li>
      <li>
        Its open proposals close; its decided proposals, the History and its descriptions stay,
        credited to “{DELETED_MEMBER_NAME}”.
      </li>
    </RuleList>
  );
}

/** The rules of the community: impact, trust, sensitive places, deleted accounts. */
export function BadgeRules() {
  return (
    <>
      <ImpactRules />
      <TrustRules />
      <SensitiveRules />
      <DeletionRules />
    </>
  );
}
