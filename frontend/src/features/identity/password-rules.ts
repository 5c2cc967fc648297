/**
 * Password form rules. Pure (unit-tested). The minimum length is the server's (contracts
 * PASSWORD_MIN, passed in by the form); the server has the last word.
 */

export type PasswordProblem = 'oldRequired' | 'newRequired' | 'tooShort' | 'sameAsOld' | 'mismatch';

export function passwordProblem(input: { oldPassword: string; newPassword: string; confirm: string }, minLength: number): PasswordProblem | null {
  if (!input.oldPassword) return 'oldRequired';
  if (!input.newPassword) return 'newRequired';
  if (input.newPassword.length < minLength) return 'tooShort';
  if (input.newPassword === input.oldPassword) return 'sameAsOld';
  if (input.newPassword !== input.confirm) return 'mismatch';
  return null;
}
