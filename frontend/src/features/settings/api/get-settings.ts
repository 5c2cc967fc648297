import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CompanySettings } from '../../../stores/session';

/**
 * GET /be/api/system-setting/settings -> data { CompanyName: { value }, SystemTimeZone: { value }, ... }.
 * A list of { name | key, value } is accepted too and turned into that object.
 */
export function normalizeSettings(data: unknown): CompanySettings {
  if (Array.isArray(data)) {
    const out: CompanySettings = {};
    for (const item of data as { name?: string; key?: string; value?: unknown }[]) {
      const key = item?.name ?? item?.key;
      if (key) out[key] = { value: item.value };
    }
    return out;
  }
  return data && typeof data === 'object' ? (data as CompanySettings) : {};
}

export async function getSettings(): Promise<CompanySettings> {
  const envelope = await api.get<unknown>('/api/system-setting/settings', undefined, { silent: true });
  return normalizeSettings(envelope.data);
}

/** Key head 'system-settings': a live readModelChanged with that name refetches it. */
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['system-settings'], queryFn: getSettings, staleTime: 5 * 60_000, retry: false });

export const useSettingsQuery = (enabled: boolean) => useQuery({ ...settingsQueryOptions(), enabled });
