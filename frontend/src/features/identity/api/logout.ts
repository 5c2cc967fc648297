import { api } from '../../../lib/api';

/** POST /be/api/user/logout (no body). */
export const logout = () => api.post<unknown>('/api/user/logout', undefined, { silent: true });
