import { z } from 'zod';

/** Start-up configuration, validated once; a bad value stops the process with the whole list. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** BullMQ queue name: processes sharing a Redis but not a database must use different names. */
  QUEUE_NAME: z.string().regex(/^[\w.-]{1,64}$/, 'letters, digits, . _ - only').default('tradedesk-jobs'),
  ROOT_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Run the projection daemon in the API process (default: yes on the embedded store). */
  RUN_DAEMON: z.enum(['auto', 'yes', 'no']).default('auto'),
  /** Run queue workers in the API process (default: yes without Redis). */
  RUN_WORKER: z.enum(['auto', 'yes', 'no']).default('auto'),
  BODY_LIMIT: z.string().regex(/^\d+(kb|mb)$/i, 'like 1mb or 512kb').default('1mb'),
  SESSION_HOURS: z.coerce.number().positive().max(24 * 90).default(12),
  WEB_DIST: z.string().optional(),
  /** The key sealing secrets at rest (platform/secret-box.ts): 32 bytes, hex or base64; unset: <DATA_DIR>/secrets.key. */
  SECRETS_KEY: z.string().optional(),
});

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const clean: Record<string, string> = {};
  for (const k of Object.keys(configSchema.shape)) {
    const v = env[k];
    if (v !== undefined && v !== '') clean[k] = v;
  }
  const r = configSchema.safeParse(clean);
  if (!r.success) throw new ConfigError(r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  return r.data;
}

export const CONFIG = Symbol('CONFIG');
