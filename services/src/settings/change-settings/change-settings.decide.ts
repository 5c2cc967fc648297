import { COMPANY_SETTING_KEYS, type CompanySettings, type CompanySettingsEvent } from '@tradedesk/contracts/settings/company-settings';
import { type CompanySettingsState, requireConsistentSettings } from '../company-settings.state.js';

export interface ChangeSettings {
  type: 'ChangeSettings';
  changes: Partial<CompanySettings>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The values are already valid one by one (the zod schema of each key); the change keeps them
 * consistent together and records only the keys that change, with their previous values.
 */
export function decideChangeSettings(c: ChangeSettings, s: CompanySettingsState): CompanySettingsEvent[] {
  const changes: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const key of COMPANY_SETTING_KEYS) {
    if (!(key in c.changes)) continue;
    const value = c.changes[key];
    if (value === undefined || same(value, s.values[key])) continue;
    changes[key] = value;
    previous[key] = s.values[key];
  }
  if (Object.keys(changes).length === 0) return [];
  requireConsistentSettings({ ...s.values, ...changes } as CompanySettings);
  return [{ type: 'CompanySettingsChanged', data: { changes: changes as Partial<CompanySettings>, previous: previous as Partial<CompanySettings> } }];
}
