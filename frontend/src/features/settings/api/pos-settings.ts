import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPANY_SETTINGS_READ_MODEL, type CompanySettings, type SettingsView } from '@tradedesk/contracts/settings/company-settings';
import { api } from '../../../lib/api';
import type { PutSettingsResult } from './put-settings';

/** GET /be/api/system-setting/pos-settings -> { Key: { value } } of the till's settings (the CashRegisterSystem screen). */
export const getPosSettings = async (): Promise<SettingsView> => (await api.get<SettingsView>('/api/system-setting/pos-settings')).data ?? {};

/** Keyed under 'company-settings': a live change elsewhere refreshes the screen. */
export const posSettingsQueryOptions = () => queryOptions({ queryKey: [COMPANY_SETTINGS_READ_MODEL, 'pos'], queryFn: getPosSettings, staleTime: 0 });
export const usePosSettings = () => useQuery(posSettingsQueryOptions());

/** PUT /be/api/system-setting/pos-settings {commandId, settings}: the till's keys only. */
export function usePutPosSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { commandId: string; settings: Partial<CompanySettings> }) => (await api.put<PutSettingsResult>('/api/system-setting/pos-settings', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [COMPANY_SETTINGS_READ_MODEL] }),
  });
}
