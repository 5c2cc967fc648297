import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMPLOYEES_READ_MODEL } from '@tradedesk/contracts/identity/employees';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { Profile } from '../../../stores/session';

/**
 * GET /be/api/user/profile. Parsed leniently: fields the screen does not get are given
 * neutral defaults so a partial server answer never breaks the shell.
 */
const profileSchema = z.object({
  id: z.union([z.string(), z.number()]).nullish().transform((v) => v ?? null),
  role: z
    .union([z.array(z.string()), z.string()])
    .nullish()
    .transform((v) => (v == null ? [] : Array.isArray(v) ? v : [v])),
  name: z.string().nullish().transform((v) => v ?? ''),
  avatar: z.object({ staticUrl: z.string() }).nullish().transform((v) => v ?? null).catch(null),
  introduction: z.string().nullish().transform((v) => v ?? ''),
  language: z.string().nullish().transform((v) => v ?? null),
  username: z.string().nullish().transform((v) => v ?? ''),
  privilege: z.object({ isBoss: z.boolean().optional() }).nullish().transform((v) => v ?? null).catch(null),
  pagePrivileges: z
    .union([z.array(z.object({ page: z.string(), privilege: z.string() })), z.record(z.string(), z.string())])
    .nullish()
    .transform((v) => v ?? [])
    .catch([]),
  sysPagePrilvileges: z
    .union([z.array(z.object({ page: z.string(), privilege: z.unknown() })), z.record(z.string(), z.unknown())])
    .nullish()
    .transform((v) => v ?? null)
    .catch(null),
  sysSettings: z.record(z.string(), z.unknown()).nullish().transform((v) => v ?? null).catch(null),
});

export function parseProfile(data: unknown): Profile {
  return profileSchema.parse(data ?? {}) as Profile;
}

export async function getProfile(): Promise<Profile> {
  const envelope = await api.get<unknown>('/api/user/profile');
  return parseProfile(envelope.data);
}

/**
 * Refetched when the 'users' read model changes (an administrator changed roles or privileges):
 * the shell then regenerates the routes and, when the roles changed, resets tabs and cached pages.
 */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['user-profile'], queryFn: getProfile, staleTime: Infinity, retry: false, meta: { readModels: [EMPLOYEES_READ_MODEL] } });

export const useProfileQuery = () => useQuery(profileQueryOptions());
