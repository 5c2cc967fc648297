/**
 * Sign-in attempts and one-time sign-in codes. Attempts are events so that throttling survives a
 * restart, holds across API processes, and the system log shows who tried what from where.
 */

// ---- events
export interface SignInFailed {
  type: 'SignInFailed';
  /**
   * `usernameKey`: the trimmed, lower-cased user name typed (null for a code sign-in). It is
   * recorded whether or not such a user exists, so that locking never tells the two apart.
   */
  data: { usernameKey: string | null; address: string | null; via: 'password' | 'code' | 'confirm'; at: string };
}
export interface SignInSucceeded {
  type: 'SignInSucceeded';
  /** Resets the user-name counter (never the address counter). */
  data: { usernameKey: string; userId: string; address: string | null; at: string };
}
export type SignInEvent = SignInFailed | SignInSucceeded;
export const SIGN_IN_EVENT_TYPES = ['SignInFailed', 'SignInSucceeded'] as const;
/** One stream per user name (hashed key) or per address; appended with expected version 'any'. */
export const signInStreamId = (hashedKey: string) => `signin-${hashedKey}`;

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

/** Throttling (spec: repeated failures lock for a while). */
export const SIGN_IN_LIMITS = {
  /** Failures of one user name within `windowMinutes` that lock it. */
  perUsername: 5,
  /** Failures from one address within `windowMinutes` that lock the address. */
  perAddress: 20,
  windowMinutes: 15,
  lockMinutes: 15,
} as const;
export const TOO_MANY_ATTEMPTS = 'too_many_attempts';
