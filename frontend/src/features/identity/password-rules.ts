/** Password form rules. Pure (unit-tested). The server has the last word. */
export const MIN_PASSWORD_LENGTH = 6;

export type PasswordProblem = 'oldRequired' | 'newRequired' | 'tooShort' | 'sameAsOld' | 'mismatch';

export function passwordProblem(input: { oldPassword: string; newPassword: string; confirm: string }): PasswordProblem | null {
  if (!input.oldPassword) return 'oldRequired';
  if (!input.newPassword) return 'newRequired';
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (input.newPassword === input.oldPassword) return 'sameAsOld';
  if (input.newPassword !== input.confirm) return 'mismatch';
  return null;
}
