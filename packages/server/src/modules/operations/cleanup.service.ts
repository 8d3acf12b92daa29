import crypto from 'node:crypto';
import os from 'node:os';
import type { WarnLog } from '../../lib/log';
import type { EmailTokenRepository } from '../auth/email-token.repository';
import type { OAuthStateRepository } from '../auth/oauth-state.repository';
import type { SessionRepository } from '../auth/session.repository';
import type { PhotoUploadService } from '../photos/photo-upload.service';
import type { JobLeaseRepository } from './job-lease.repository';

/** How often the clean-up runs, over all processes together. */
export const CLEANUP_INTERVAL_MS = 15 * 60_000;
/** The lease's name in `job_leases`. */
export const CLEANUP_JOB = 'cleanup';
/** Upload batches removed per run at most, so one run never takes long. */
const MAX_UPLOAD_BATCHES = 50;

/** What one run removed. */
export interface CleanupCounts {
  sessions: number;
  emailTokens: number;
  oauthStates: number;
  uploads: number;
}

export interface CleanupDeps {
  leases: JobLeaseRepository;
  sessions: SessionRepository;
  emailTokens: EmailTokenRepository;
  oauthStates: OAuthStateRepository;
  uploads: Pick<PhotoUploadService, 'cleanExpired'>;
  log: WarnLog;
  now?: () => number;
}

/**
 * Removes what has expired: sessions, the tokens of e-mailed links, unfinished provider
 * sign-ins, and uploads whose photo form never came (with their files). Every process runs
 * the timer, but a lease in the database lets one process run it per interval.
 */
export class CleanupJob {
  /** Who this process is in `job_leases.holder`. */
  readonly holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: CleanupDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Runs the clean-up when this process gets the lease; null when another has it. */
  async runOnce(): Promise<CleanupCounts | null> {
    const now = this.now();
    if (!(await this.deps.leases.acquire(CLEANUP_JOB, this.holder, now, CLEANUP_INTERVAL_MS))) {
      return null;
    }
    const counts: CleanupCounts = {
      sessions: await this.deps.sessions.deleteExpired(now),
      emailTokens: await this.deps.emailTokens.deleteExpired(now),
      oauthStates: await this.deps.oauthStates.deleteExpired(now),
      uploads: 0,
    };
    for (let batch = 0; batch < MAX_UPLOAD_BATCHES; batch++) {
      const removed = await this.deps.uploads.cleanExpired();
      counts.uploads += removed;
      if (removed === 0) break;
    }
    return counts;
  }

  /** Runs now and then every interval, without keeping the process alive. */
  start(intervalMs = CLEANUP_INTERVAL_MS): void {
    if (this.timer) return;
    const run = () =>
      void this.runOnce().catch((error: unknown) => {
        this.deps.log.warn({ err: error }, 'clean-up failed; it runs again later');
      });
    run();
    this.timer = setInterval(run, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
