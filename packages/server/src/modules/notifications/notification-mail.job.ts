import crypto from 'node:crypto';
import os from 'node:os';
import type { WarnLog } from '../../lib/log';
import type { DigestCounts, NotificationMailService } from './notification-mail.service';

/** How often held-back mails and due digests are looked for, over all processes together. */
export const NOTIFICATION_MAIL_INTERVAL_MS = 60_000;
/** The lease's name in `job_leases`. */
export const NOTIFICATION_MAIL_JOB = 'notification-mail';

/** The lease of a scheduled job (`job_leases`), as the operations module keeps it. */
export interface JobLease {
  acquire(name: string, holder: string, now: number, leaseMs: number): Promise<boolean>;
}

/** What one run sent. */
export interface NotificationMailRun {
  held: number;
  daily: DigestCounts;
  weekly: DigestCounts;
}

/**
 * Sends the "as it happens" mails held back by their gap once due, and the daily and weekly
 * digests of the members whose span has passed. Every process runs the timer; the lease lets
 * one process run it per interval.
 */
export class NotificationMailJob {
  /** Who this process is in `job_leases.holder`. */
  readonly holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly mails: NotificationMailService,
    private readonly lease: JobLease,
    private readonly log: WarnLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs when this process gets the lease; null when another has it. */
  async runOnce(now = this.now()): Promise<NotificationMailRun | null> {
    const leaseMs = NOTIFICATION_MAIL_INTERVAL_MS;
    if (!(await this.lease.acquire(NOTIFICATION_MAIL_JOB, this.holder, now, leaseMs))) {
      return null;
    }
    return {
      held: await this.mails.sendDue(now),
      daily: await this.mails.sendDigests('daily', now),
      weekly: await this.mails.sendDigests('weekly', now),
    };
  }

  /** Runs every interval, without keeping the process alive. */
  start(intervalMs = NOTIFICATION_MAIL_INTERVAL_MS): void {
    if (this.timer) return;
    const run = () =>
      void this.runOnce().catch((error: unknown) => {
        this.log.warn({ err: error }, 'notification mails failed; they are tried again later');
      });
    this.timer = setInterval(run, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
