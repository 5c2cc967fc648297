import type { CompanySettings, CompanySettingsEvent } from '@tradedesk/contracts/settings/company-settings';
import { type CompanySettingsState, requireConsistentSettings } from '../company-settings.state.js';

export interface CreateCompany {
  type: 'CreateCompany';
  settings: CompanySettings;
}

/** The first start records the company with its settings; every later start changes nothing. */
export function decideCreateCompany(c: CreateCompany, s: CompanySettingsState): CompanySettingsEvent[] {
  if (s.created) return [];
  requireConsistentSettings(c.settings);
  return [{ type: 'CompanyCreated', data: { settings: c.settings } }];
}
