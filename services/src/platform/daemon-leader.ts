import type { ProjectionDaemon } from '@tradedesk/projections/platform/daemon';
import type { Database } from '@tradedesk/projections/platform/sql';

/** Advisory-lock key of the projection daemon: one leader among all processes on a database. */
export const DAEMON_LEASE_KEY = 741_002;

/**
 * Runs the projection daemon in this process while it holds the lease. On PostgreSQL several
 * processes (API and workers) compete; when the leader dies its connection drops, the lock is
 * released, and another process takes over within `retryMs`. On PGlite the lease is always granted.
 */
export class DaemonLeader {
  role: 'leader' | 'standby' | 'off' = 'off';
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private release: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly daemon: ProjectionDaemon,
    private readonly log: { info(m: string): void; warn(m: string): void; error(m: string): void },
  ) {}

  start(retryMs = 2000) {
    this.stopped = false;
    this.role = 'standby';
    const attempt = async () => {
      if (this.stopped) return;
      try {
        const lease = await this.db.tryLease(DAEMON_LEASE_KEY);
        if (!lease) {
          if (!this.stopped) this.timer = setTimeout(attempt, retryMs);
          return;
        }
        if (this.stopped) return void (await lease.release());
        this.role = 'leader';
        this.release = () => lease.release();
        this.log.info('this process runs the projection daemon');
        this.daemon.start();
        await lease.lost;
        await this.daemon.stop();
        if (!this.stopped) {
          this.role = 'standby';
          this.log.warn('lost the projection daemon lease; trying again');
          this.timer = setTimeout(attempt, retryMs);
        }
      } catch (e) {
        this.log.error(`projection daemon lease failed: ${String(e)}`);
        if (!this.stopped) this.timer = setTimeout(attempt, retryMs);
      }
    };
    void attempt();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.daemon.stop();
    await this.release?.().catch(() => undefined);
    this.release = null;
    this.role = 'off';
  }
}
