import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMPANY_SETTINGS_READ_MODEL } from '@tradedesk/contracts/settings/company-settings';
import { api } from '../../../lib/api';
import type { CompanySettings } from '../../../stores/session';

/**
 * GET /be/api/system-setting/common -> data { CompanyName: { value }, SystemTimeZone: { value }, ... }:
 * the settings every session may read (the full set is the settings screen's, Admin only).
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
  const envelope = await api.get<unknown>('/api/system-setting/common', undefined, { silent: true });
  return normalizeSettings(envelope.data);
}

/** Keyed by the read model ('company-settings'): a live readModelChanged for it refetches the settings. */
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: [COMPANY_SETTINGS_READ_MODEL], queryFn: getSettings, staleTime: 5 * 60_000, retry: false });

export const useSettingsQuery = (enabled: boolean) => useQuery({ ...settingsQueryOptions(), enabled });
