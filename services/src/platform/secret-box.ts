import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Secrets kept at rest (a CAF's private key, a signing certificate's key and password,
 * docs/invoicing.md "Keys at rest"): AES-256-GCM with a fresh 12-byte IV per value, sealed as
 * `v1:<base64 iv|tag|ciphertext>`. The key is SECRETS_KEY (32 bytes, base64 or hex) when set,
 * else a random key kept in `<DATA_DIR>/secrets.key` (created once, mode 0600). Losing that file
 * loses the sealed values: back it up with the database, and keep it out of the database dump.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox: the key must be 32 bytes');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return `v1:${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64')}`;
  }

  open(sealed: string): string {
    if (!sealed.startsWith('v1:')) throw new Error('SecretBox: not a sealed value');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    const d = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    d.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
  }
}

function parseKey(v: string): Buffer {
  const k = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64');
  if (k.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes (64 hex digits or base64)');
  return k;
}

/** The process's box: SECRETS_KEY, else `<DATA_DIR>/secrets.key` (made on first use). */
export function secretBoxFrom(env: { SECRETS_KEY?: string; DATA_DIR: string }): SecretBox {
  if (env.SECRETS_KEY) return new SecretBox(parseKey(env.SECRETS_KEY));
  const file = join(env.DATA_DIR, 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch (e) {
      // Another process made it a moment ago: read that one.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  return new SecretBox(parseKey(readFileSync(file, 'utf8').trim()));
}
