import { passwordProblem } from './password-rules';

describe('password change form', () => {
  it('requires the old password first', () => {
    expect(passwordProblem({ oldPassword: '', newPassword: 'abcdefgh', confirm: 'abcdefgh' }, 8)).toBe('oldRequired');
  });
  it('checks the new password and its repetition', () => {
    expect(passwordProblem({ oldPassword: 'old', newPassword: '', confirm: '' }, 8)).toBe('newRequired');
    expect(passwordProblem({ oldPassword: 'old', newPassword: 'abcdefg', confirm: 'abcdefg' }, 8)).toBe('tooShort');
    expect(passwordProblem({ oldPassword: 'abcdefgh', newPassword: 'abcdefgh', confirm: 'abcdefgh' }, 8)).toBe('sameAsOld');
    expect(passwordProblem({ oldPassword: 'old', newPassword: 'abcdefgh', confirm: 'abcdefgx' }, 8)).toBe('mismatch');
    expect(passwordProblem({ oldPassword: 'old', newPassword: 'abcdefgh', confirm: 'abcdefgh' }, 8)).toBeNull();
  });
});
