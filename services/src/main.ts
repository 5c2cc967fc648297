import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { DataDirLockedError } from './platform/database/data-dir-lock.js';
import { createHttpApp } from './platform/http/http-app.js';
import { createPlatform } from './platform/platform.js';
import { IdentityService } from './identity/identity.service.js';
import { DaemonHost } from './system/daemon-host.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo/demo-data.js';
import { registerJobs } from './jobs.js';

/** The API process: `npm start`. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const log = pino({ level: config.LOG_LEVEL });
  const daemonLog = { info: (m: string) => log.info(m), warn: (m: string) => log.warn(m), error: (m: string, x?: object) => log.error(x ?? {}, m) };
  const platform = await createPlatform(config, { log: daemonLog });
  const app = await createHttpApp(platform, { logger: log });
  app.enableShutdownHooks();
  await app.init();

  const identity = app.get(IdentityService);
  const root = await identity.ensureRoot();
  const demo = process.argv.includes('--demo') || process.env.DEMO === 'yes';
  if (demo) await seedDemo(app, log);

  // 'auto': every API process competes for the daemon lease; exactly one runs it at a time.
  if (config.RUN_DAEMON !== 'no') app.get(DaemonHost).start();
  const runWorker = config.RUN_WORKER === 'yes' || (config.RUN_WORKER === 'auto' && platform.queue.kind === 'in-process');
  registerJobs(platform);
  if (runWorker) await platform.queue.startWorker();

  await app.listen(config.PORT, config.HOST);
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const url = `http://${shown}:${config.PORT}/`;
  const lines = [
    '',
    `TradeDesk is running at ${url}`,
    `  store: ${platform.db.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.DATA_DIR}` : 'PostgreSQL'}; queue: ${platform.queue.kind}`,
    root.generatedPassword
      ? `  sign in as root / ${root.generatedPassword}  (generated now and shown only once: note it, or set ROOT_PASSWORD)`
      : `  sign in as root with ROOT_PASSWORD${root.created ? '' : ' (or the password you set)'}`,
    ...(demo ? [`  demo users: ${DEMO_USERS.map((u) => u.username).join(', ')} (password ${DEMO_PASSWORD})`] : []),
    `  API docs: ${url}be/docs`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((e) => {
  if (e instanceof DataDirLockedError) {
    console.error(e.message);
    process.exit(3);
  }
  new Logger('main').error(e?.stack ?? String(e));
  process.exit(1);
});
