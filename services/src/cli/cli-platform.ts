import { loadConfig } from '../platform/config/config.js';
import { createPlatform, type Platform } from '../platform/platform.js';

/** Opens the platform for a command-line tool (migrations already applied unless migrate is set). */
export async function cliPlatform(opts: { migrate?: boolean } = {}): Promise<Platform> {
  const config = loadConfig();
  return createPlatform(config, { migrate: opts.migrate, log: { info: (m) => console.error(m), warn: (m) => console.error(m), error: (m) => console.error(m) } });
}

export function fail(e: unknown): never {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}
