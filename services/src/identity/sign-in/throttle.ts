import { SIGN_IN_LIMITS } from '@tradedesk/contracts/identity/sign-in';

export interface Limit {
  /** Failures within `windowMs` that lock. */
  max: number;
  windowMs: number;
  /** How long the lock lasts after the failure that set it. */
  lockMs: number;
}

const MINUTE = 60_000;
export const USERNAME_LIMIT: Limit = { max: SIGN_IN_LIMITS.perUsername, windowMs: SIGN_IN_LIMITS.windowMinutes * MINUTE, lockMs: SIGN_IN_LIMITS.lockMinutes * MINUTE };
export const ADDRESS_LIMIT: Limit = { max: SIGN_IN_LIMITS.perAddress, windowMs: SIGN_IN_LIMITS.windowMinutes * MINUTE, lockMs: SIGN_IN_LIMITS.lockMinutes * MINUTE };
/** How far back the counts need to look. */
export const LOOKBACK_MS = Math.max(USERNAME_LIMIT.windowMs + USERNAME_LIMIT.lockMs, ADDRESS_LIMIT.windowMs + ADDRESS_LIMIT.lockMs);

/**
 * When `max` failures (newest first) fall within the window, the lock lasts `lockMs` from the
 * newest of them. Attempts refused during a lock are not recorded, so a lock ends on time and the
 * next failure after it does not lock again by itself.
 */
export function lockedUntil(failuresNewestFirst: readonly Date[], limit: Limit): Date | null {
  if (failuresNewestFirst.length < limit.max) return null;
  const newest = failuresNewestFirst[0].getTime();
  const oldestCounted = failuresNewestFirst[limit.max - 1].getTime();
  if (newest - oldestCounted > limit.windowMs) return null;
  return new Date(newest + limit.lockMs);
}

/** The lock in force at `now` (the later one when both the user name and the address are locked). */
export function activeLock(now: Date, locks: (Date | null)[]): Date | null {
  const active = locks.filter((d): d is Date => d !== null && d.getTime() > now.getTime());
  if (active.length === 0) return null;
  return new Date(Math.max(...active.map((d) => d.getTime())));
}
