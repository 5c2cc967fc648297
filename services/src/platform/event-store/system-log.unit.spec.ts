import { instantOf, redact } from './system-log.js';

describe('system log filters', () => {
  it('a date is a business day of the company: midnight at its hour offset', () => {
    expect(instantOf('2026-03-02', -3, false)).toEqual({ at: new Date('2026-03-02T03:00:00.000Z'), exclusive: false });
    expect(instantOf('2026-03-02', -3, true)).toEqual({ at: new Date('2026-03-03T03:00:00.000Z'), exclusive: true });
    expect(instantOf('2026-03-02', 8, false).at.toISOString()).toBe('2026-03-01T16:00:00.000Z');
  });

  it('ten-digit values are seconds; ISO instants are taken as they are', () => {
    expect(instantOf('1767225600', -4, true)).toEqual({ at: new Date('2026-01-01T00:00:00.000Z'), exclusive: false });
    expect(instantOf('2026-01-01T10:00:00-03:00', 0, false).at.toISOString()).toBe('2026-01-01T13:00:00.000Z');
  });

  it('hashes never leave the server', () => {
    expect(redact({ userId: 'u1', passwordHash: '$argon2id$...', tokenHash: 'abc', codeHash: 'def', name: 'Ana' })).toEqual({ userId: 'u1', name: 'Ana' });
  });
});
