import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { PLATFORM } from '../platform/platform.module.js';
import type { Platform } from '../platform/platform.js';

/** Advisory-lock key of the projection daemon: one leader among all processes on a database. */
export const DAEMON_LEASE_KEY = 741_002;

/**
 * Runs the projection daemon in this process when it wins the lease. On PostgreSQL several
 * processes compete; when the leader dies its connection drops, the lock is released, and
 * another process takes over within a few seconds.
 */
@Injectable()
export class DaemonHost implements OnApplicationShutdown {
  private readonly logger = new Logger('projections');
  role: 'leader' | 'standby' | 'off' = 'off';
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private release: (() => Promise<void>) | null = null;

  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  start(retryMs = 2000) {
    this.stopped = false;
    this.role = 'standby';
    const attempt = async () => {
      if (this.stopped) return;
      try {
        const lease = await this.platform.db.tryLease(DAEMON_LEASE_KEY);
        if (!lease) {
          this.timer = setTimeout(attempt, retryMs);
          return;
        }
        this.role = 'leader';
        this.release = () => lease.release();
        this.logger.log('this process runs the projection daemon');
        this.platform.daemon.start();
        await lease.lost;
        await this.platform.daemon.stop();
        if (!this.stopped) {
          this.role = 'standby';
          this.logger.warn('lost the projection daemon lease; trying again');
          this.timer = setTimeout(attempt, retryMs);
        }
      } catch (e) {
        this.logger.error(`projection daemon lease failed: ${String(e)}`);
        if (!this.stopped) this.timer = setTimeout(attempt, retryMs);
      }
    };
    void attempt();
  }

  async onApplicationShutdown() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.platform.daemon.stop();
    await this.release?.().catch(() => undefined);
    this.role = 'off';
  }
}
