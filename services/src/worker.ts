import 'reflect-metadata';
import { pino } from 'pino';
import { loadConfig } from './platform/config/config.js';
import { DaemonLeader } from './platform/daemon-leader.js';
import { createPlatform } from './platform/platform.js';
import { registerJobs } from './jobs.js';

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
  const leader = new DaemonLeader(platform.db, platform.daemon, daemonLog);
  if (config.RUN_DAEMON !== 'no') leader.start();
  const stop = async () => {
    await leader.stop();
    await platform.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  log.info(`worker started (queue: ${platform.queue.kind}, store: ${platform.db.kind})`);
}

main().catch((e) => {
  console.error(e?.stack ?? String(e));
  process.exit(1);
});
