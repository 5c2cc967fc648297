import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SecretBox, secretBoxFrom } from './secret-box.js';

describe('secrets sealed at rest (AES-256-GCM)', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed; the same value seals differently each time; never in clear', () => {
    const a = box.seal('-----BEGIN PRIVATE KEY----- clave');
    const b = box.seal('-----BEGIN PRIVATE KEY----- clave');
    expect([a.startsWith('v1:'), a === b, a.includes('PRIVATE')]).toEqual([true, false, false]);
    expect(box.open(a)).toBe('-----BEGIN PRIVATE KEY----- clave');
  });

  it('a changed byte or another key does not open', () => {
    const sealed = box.seal('secreto');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => box.open(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('without SECRETS_KEY: a key file in DATA_DIR, made once (0600) and used again', () => {
    const dir = mkdtempSync(join(tmpdir(), 'td-secrets-'));
    const sealed = secretBoxFrom({ DATA_DIR: dir }).seal('x');
    expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    const key = readFileSync(join(dir, 'secrets.key'), 'utf8');
    expect(secretBoxFrom({ DATA_DIR: dir }).open(sealed)).toBe('x');
    expect(readFileSync(join(dir, 'secrets.key'), 'utf8')).toBe(key);
    expect(secretBoxFrom({ SECRETS_KEY: '00'.repeat(32), DATA_DIR: dir }).seal('y')).toMatch(/^v1:/);
    expect(() => secretBoxFrom({ SECRETS_KEY: 'short', DATA_DIR: dir })).toThrow(/32 bytes/);
  });
});
