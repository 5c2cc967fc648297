/**
 * Sign-in attempts and one-time sign-in codes. Attempts are events so that throttling survives a
 * restart, holds across API processes, and the system log shows who tried what from where.
 */

// ---- events
/**
 * A sign-in attempt's slot, taken BEFORE the password or code is checked, in a transaction that
 * first locks the attempt's throttle keys: concurrent guesses are counted one after another, and
 * a refused attempt appends nothing. Until its outcome is recorded an attempt counts as a failure
 * (an attempt cut short by a crash is never a free guess).
 *
 * `nameKey`: a keyed hash (HMAC with the installation's key) of the trimmed, lower-cased user name
 * typed; null for a code sign-in. Never the name itself: people type passwords into the name
 * field. The same for known and unknown names, so locking never tells the two apart.
 */
export interface SignInAttempted {
  type: 'SignInAttempted';
  data: { attemptId: string; nameKey: string | null; address: string | null; via: SignInVia; at: string };
}
export type SignInVia = 'password' | 'code' | 'confirm';
/**
 * Schema v2: the outcome of an attempt (`attemptId`); `userId` when the name belongs to a user.
 * v1 (before attempts were reserved) carried the typed name in plain text as `usernameKey`; its
 * upcaster drops it, so old events read without it and count only for their address.
 */
export interface SignInFailed {
  type: 'SignInFailed';
  data: { attemptId: string | null; nameKey: string | null; userId: string | null; address: string | null; via: SignInVia; at: string };
}
/** Schema v2, as SignInFailed. Resets the counts of its user name (never those of an address). */
export interface SignInSucceeded {
  type: 'SignInSucceeded';
  data: { attemptId: string | null; nameKey: string | null; userId: string; address: string | null; via: SignInVia; at: string };
}
export type SignInEvent = SignInAttempted | SignInFailed | SignInSucceeded;
export const SIGN_IN_EVENT_TYPES = ['SignInAttempted', 'SignInFailed', 'SignInSucceeded'] as const;
/** One stream per attempt (its slot, then its outcome). v1 streams were one per hashed name or address. */
export const signInStreamId = (attemptId: string) => `signin-${attemptId}`;

/** Lifts v1 payloads (plain `usernameKey`) to v2: the typed name is dropped, never shown again. */
export const SIGN_IN_UPCASTERS = [
  {
    type: 'SignInFailed',
    fromVersion: 1,
    up: ({ usernameKey: _dropped, ...d }: { usernameKey: string | null; address: string | null; via: SignInVia; at: string }): SignInFailed['data'] => ({
      attemptId: null,
      nameKey: null,
      userId: null,
      ...d,
    }),
  },
  {
    type: 'SignInSucceeded',
    fromVersion: 1,
    up: ({ usernameKey: _dropped, ...d }: { usernameKey: string; userId: string; address: string | null; at: string }): SignInSucceeded['data'] => ({
      attemptId: null,
      nameKey: null,
      via: 'password',
      ...d,
    }),
  },
] as const;

export interface LoginCodeIssued {
  type: 'LoginCodeIssued';
  /** Only a SHA-256 of the code is kept. */
  data: { codeId: string; userId: string; codeHash: string; expiresAt: string };
}
export interface LoginCodeUsed {
  type: 'LoginCodeUsed';
  data: { codeId: string; sessionId: string; at: string };
}
export type LoginCodeEvent = LoginCodeIssued | LoginCodeUsed;
export const LOGIN_CODE_EVENT_TYPES = ['LoginCodeIssued', 'LoginCodeUsed'] as const;
export const loginCodeStreamId = (codeId: string) => `login-code-${codeId}`;

/**
 * Throttling (docs/api.md "Sign-in throttle"). Each key counts failures (and attempts still being
 * checked) within `windowMinutes`: past `free` of them every further failure locks the key, for
 * `firstLockMinutes` after the first one past the limit, doubling with each one after, at most
 * `maxLockMinutes`. Refused attempts are not counted, so a guesser gets a handful of tries per hour.
 *  - perNameAndAddress: one user name from one address (reset by signing in there);
 *  - perAddress: every name from one address (never reset: an attacker's own account must not help);
 *  - perName: one user name from all addresses, against guesses spread over many addresses; it is
 *    not applied at an address where that user signed in within `knownAddressDays`, so a
 *    distributed attack slows everyone guessing but does not lock the owner out at their desk.
 */
export const SIGN_IN_POLICY = {
  windowMinutes: 60,
  perNameAndAddress: { free: 5, firstLockMinutes: 1, maxLockMinutes: 30 },
  perAddress: { free: 20, firstLockMinutes: 1, maxLockMinutes: 30 },
  perName: { free: 50, firstLockMinutes: 1, maxLockMinutes: 15 },
  knownAddressDays: 30,
} as const;
export const TOO_MANY_ATTEMPTS = 'too_many_attempts';
