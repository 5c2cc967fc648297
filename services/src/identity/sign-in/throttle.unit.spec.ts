import { activeLock, lockedUntil, type Rule } from './throttle.js';

const t0 = Date.parse('2026-01-15T10:00:00Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000);
const newestFirst = (...minutes: number[]) => minutes.map(at).sort((a, b) => b.getTime() - a.getTime());
const rule: Rule = { free: 5, firstLockMs: 60_000, maxLockMs: 30 * 60_000 };

describe('sign-in throttle', () => {
  it('four counted attempts do not lock', () => expect(lockedUntil(newestFirst(0, 1, 2, 3), rule)).toBeNull());

  it('the fifth locks for the first lock length from the newest', () => expect(lockedUntil(newestFirst(0, 1, 2, 3, 14), rule)).toEqual(at(15)));

  it('each further failure doubles the lock', () => {
    expect(lockedUntil(newestFirst(0, 0, 0, 0, 0, 1), rule)).toEqual(at(1 + 2));
    expect(lockedUntil(newestFirst(0, 0, 0, 0, 0, 1, 3), rule)).toEqual(at(3 + 4));
    expect(lockedUntil(newestFirst(0, 0, 0, 0, 0, 1, 3, 7), rule)).toEqual(at(7 + 8));
  });

  it('the lock never grows past its cap', () => {
    expect(lockedUntil(newestFirst(0, 0, 0, 0, 0, 1, 3, 7, 15, 31), rule)).toEqual(at(31 + 30));
    expect(lockedUntil(Array.from({ length: 200 }, () => at(0)), rule)).toEqual(at(30));
  });

  it('a lock is over once its time has passed', () => {
    const until = lockedUntil(newestFirst(0, 0, 0, 0, 0), rule);
    expect(activeLock(at(0.5), [until])).toEqual(at(1));
    expect(activeLock(at(1), [until])).toBeNull();
  });

  it('the later of two locks wins', () => expect(activeLock(at(1), [at(5), null, at(9)])).toEqual(at(9)));
});
