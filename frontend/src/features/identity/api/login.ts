import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /be/api/user/login {username, password, language} (docs/api.md, sign-in). */
export interface LoginInput {
  username: string;
  password: string;
  /** Sent only when chosen: the server makes it the user's language. */
  language?: string;
}

export interface LoginResult {
  accessToken: string;
  extend?: unknown;
  toTime?: unknown;
  expireTime?: unknown;
}

/** The username is trimmed before login. */
export const login = (input: LoginInput) =>
  api.post<LoginResult>('/api/user/login', { username: input.username.trim(), password: input.password, ...(input.language ? { language: input.language } : {}) });

export const useLogin = () => useMutation({ mutationFn: login });
