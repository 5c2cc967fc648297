import 'reflect-metadata';
import { pino } from 'pino';
import { loadConfig } from './platform/config/config.js';
import { createPlatform } from './platform/platform.js';
import { registerJobs } from './platform/queue/jobs.js';
import { DAEMON_LEASE_KEY } from './system/daemon-host.js';

/**
 * A worker process (`npm run worker`): consumes the job queue (BullMQ on Redis) and competes for
 * the projection-daemon lease. Run as many as the machine allows; they share the work.
 */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  const daemonLog = { info: (m: string) => log.info(m), warn: (m: string) => log.warn(m), error: (m: string, x?: object) => log.error(x ?? {}, m) };
  const platform = await createPlatform(config, { log: daemonLog });
  registerJobs(platform);
  if (config.RUN_WORKER !== 'no') await platform.queue.startWorker();
  let stopping = false;
  const compete = async () => {
    while (!stopping) {
      const lease = config.RUN_DAEMON === 'no' ? null : await platform.db.tryLease(DAEMON_LEASE_KEY).catch(() => null);
      if (!lease) {
        await new Promise((r) => setTimeout(r, 2000));
        continue;
      }
      log.info('this worker runs the projection daemon');
      platform.daemon.start();
      await Promise.race([lease.lost, new Promise<void>((r) => process.once('SIGTERM', r))]);
      await platform.daemon.stop();
      await lease.release().catch(() => undefined);
    }
  };
  const stop = async () => {
    stopping = true;
    await platform.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  log.info(`worker started (queue: ${platform.queue.kind}, store: ${platform.db.kind})`);
  await compete();
}

main().catch((e) => {
  console.error(e?.stack ?? String(e));
  process.exit(1);
});
