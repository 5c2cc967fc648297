import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPANY_SETTINGS_READ_MODEL, type CompanySettings, type SettingsView } from '@tradedesk/contracts/settings/company-settings';
import { api } from '../../../lib/api';
import { settingsChanged } from '../../../stores/session';
import { normalizeSettings, settingsQueryOptions } from './get-settings';

/** PUT /be/api/system-setting/settings {commandId, settings: {Key: value}} -> {changed, settings}. */
export interface PutSettingsResult {
  changed: string[];
  streamVersion: number;
  globalPosition: string;
  settings: SettingsView;
}

export const putSettings = async (body: { commandId: string; settings: Partial<CompanySettings> }) =>
  (await api.put<PutSettingsResult>('/api/system-setting/settings', body)).data;

/**
 * After a save the shell's settings (menu switches, clock, units) take the answer at once, and every
 * 'company-settings' query is refetched, so the menu reflects a changed flag without a reload.
 */
export function usePutSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSettings,
    onSuccess: async (result) => {
      if (result?.settings) {
        const settings = normalizeSettings(result.settings);
        queryClient.setQueryData(settingsQueryOptions().queryKey, settings);
        settingsChanged(settings);
      }
      await queryClient.invalidateQueries({ queryKey: [COMPANY_SETTINGS_READ_MODEL] });
    },
  });
}
