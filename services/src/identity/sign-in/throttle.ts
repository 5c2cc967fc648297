import { SIGN_IN_POLICY } from '@tradedesk/contracts/identity/sign-in';

export interface Rule {
  /** Counted attempts within the window that pass without a lock. */
  free: number;
  firstLockMs: number;
  maxLockMs: number;
}

const MINUTE = 60_000;
const ruleOf = (r: { free: number; firstLockMinutes: number; maxLockMinutes: number }): Rule => ({
  free: r.free,
  firstLockMs: r.firstLockMinutes * MINUTE,
  maxLockMs: r.maxLockMinutes * MINUTE,
});
export const NAME_AND_ADDRESS = ruleOf(SIGN_IN_POLICY.perNameAndAddress);
export const ADDRESS = ruleOf(SIGN_IN_POLICY.perAddress);
export const NAME = ruleOf(SIGN_IN_POLICY.perName);
export const WINDOW_MS = SIGN_IN_POLICY.windowMinutes * MINUTE;
export const KNOWN_ADDRESS_MS = SIGN_IN_POLICY.knownAddressDays * 24 * 60 * MINUTE;
/**
 * How many counted attempts a key needs read: beyond free + this many doublings every lock is at
 * its cap already (2^20 minutes is longer than any cap).
 */
export const READ_LIMIT = Math.max(NAME_AND_ADDRESS.free, ADDRESS.free, NAME.free) + 20;

/**
 * The lock a key is under after its counted attempts (newest first, all within the window): none
 * below `free`; from the newest, `firstLockMs` at `free`, doubled for each one beyond, at most
 * `maxLockMs`. Attempts refused during a lock are never counted, so each lock ends on time and
 * every further failure after it locks twice as long.
 */
export function lockedUntil(countedNewestFirst: readonly Date[], rule: Rule): Date | null {
  const n = countedNewestFirst.length;
  if (n < rule.free) return null;
  const lockMs = Math.min(rule.maxLockMs, rule.firstLockMs * 2 ** Math.min(n - rule.free, 40));
  return new Date(countedNewestFirst[0].getTime() + lockMs);
}

/** The lock in force at `now` (the latest of those still running), or null. */
export function activeLock(now: Date, locks: (Date | null)[]): Date | null {
  const active = locks.filter((d): d is Date => d !== null && d.getTime() > now.getTime());
  if (active.length === 0) return null;
  return new Date(Math.max(...active.map((d) => d.getTime())));
}
