import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DaemonLeader } from '../platform/daemon-leader.js';
import { PLATFORM } from '../platform/platform.module.js';
import type { Platform } from '../platform/platform.js';

export { DAEMON_LEASE_KEY } from '../platform/daemon-leader.js';

/** The API process's seat in the projection-daemon election (see DaemonLeader). */
@Injectable()
export class DaemonHost implements OnApplicationShutdown {
  private readonly leader: DaemonLeader;

  constructor(@Inject(PLATFORM) platform: Platform) {
    const logger = new Logger('projections');
    this.leader = new DaemonLeader(platform.db, platform.daemon, { info: (m) => logger.log(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m) });
  }

  get role() {
    return this.leader.role;
  }

  start(retryMs = 2000) {
    this.leader.start(retryMs);
  }

  async onApplicationShutdown() {
    await this.leader.stop();
  }
}
