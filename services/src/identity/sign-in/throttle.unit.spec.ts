import { activeLock, lockedUntil, USERNAME_LIMIT } from './throttle.js';

const t0 = Date.parse('2026-01-15T10:00:00Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000);
const newestFirst = (...minutes: number[]) => minutes.map(at).sort((a, b) => b.getTime() - a.getTime());

describe('sign-in throttle', () => {
  it('four failures do not lock', () => expect(lockedUntil(newestFirst(0, 1, 2, 3), USERNAME_LIMIT)).toBeNull());

  it('the fifth failure within 15 minutes locks for 15 minutes from it', () =>
    expect(lockedUntil(newestFirst(0, 1, 2, 3, 14), USERNAME_LIMIT)).toEqual(at(29)));

  it('five failures spread over more than 15 minutes do not lock', () => expect(lockedUntil(newestFirst(0, 4, 8, 12, 16), USERNAME_LIMIT)).toBeNull());

  it('a lock is over once its time has passed', () => {
    const until = lockedUntil(newestFirst(0, 0, 0, 0, 0), USERNAME_LIMIT);
    expect(activeLock(at(14), [until])).toEqual(at(15));
    expect(activeLock(at(15), [until])).toBeNull();
  });

  it('the later of two locks wins', () => expect(activeLock(at(1), [at(5), null, at(9)])).toEqual(at(9)));
});
