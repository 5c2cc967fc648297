import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /be/api/user/login {username, password, language} (spec 3, 7). */
export interface LoginInput {
  username: string;
  password: string;
  language: string;
}

export interface LoginResult {
  accessToken: string;
  extend?: unknown;
  toTime?: unknown;
  expireTime?: unknown;
}

/** The username is trimmed before login (spec 5). */
export const login = (input: LoginInput) =>
  api.post<LoginResult>('/api/user/login', { username: input.username.trim(), password: input.password, language: input.language });

export const useLogin = () => useMutation({ mutationFn: login });
