import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMPANY_SETTINGS_READ_MODEL, type SettingGroup, type SettingsView } from '@tradedesk/contracts/settings/company-settings';
import { api } from '../../../lib/api';

/** GET /be/api/system-setting/group-settings -> { group: { Key: { value } } } (every group). */
export type GroupSettings = Partial<Record<SettingGroup, SettingsView>>;

export async function getGroupSettings(): Promise<GroupSettings> {
  const envelope = await api.get<GroupSettings>('/api/system-setting/group-settings');
  return envelope.data ?? {};
}

/** Keyed under 'company-settings': a live change (another administrator) refreshes the screen. */
export const groupSettingsQueryOptions = () =>
  queryOptions({ queryKey: [COMPANY_SETTINGS_READ_MODEL, 'groups'], queryFn: getGroupSettings, staleTime: 0 });

export const useGroupSettings = () => useQuery(groupSettingsQueryOptions());
