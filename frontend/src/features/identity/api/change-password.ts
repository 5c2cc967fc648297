import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /be/api/user/password {oldPassword, newPassword}. */
export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

export const changePassword = (input: ChangePasswordInput) => api.post<unknown>('/api/user/password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
