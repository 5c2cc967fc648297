import {
  COMPANY_SETTING_KEYS,
  type CompanySettings,
  type CompanySettingsEvent,
  DEFAULT_COMPANY_SETTINGS,
} from '@tradedesk/contracts/settings/company-settings';
import type { Decider } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface CompanySettingsState {
  created: boolean;
  values: CompanySettings;
}

export type CompanySettingsCommand =
  | { type: 'CreateCompany'; settings: CompanySettings }
  | { type: 'ChangeSettings'; changes: Partial<CompanySettings> };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Rules that hold between keys, checked on the settings as they would be after the change. */
function checkConsistency(v: CompanySettings) {
  const currencies = [v.BaseCurrencyID, v.SecondCurrencyID, v.ThirdCurrencyID].filter((c): c is string => c !== null);
  if (new Set(currencies).size !== currencies.length) {
    throw new DomainError('currency_repeated', 'The base, second and third currencies must all differ.', 400);
  }
  if (!currencies.includes(v.CostCurrencyID)) {
    throw new DomainError('cost_currency_unknown', `The cost currency ${v.CostCurrencyID} must be one of the company's currencies (${currencies.join(', ')}).`, 400);
  }
  if (v.ThirdCurrencyID !== null && v.SecondCurrencyID === null) {
    throw new DomainError('third_without_second', 'Set a second currency before a third one.', 400);
  }
}

/**
 * The company settings stream. The values are already valid one by one (the zod schema of each
 * key); the decider keeps them consistent together and records only what changes.
 */
export const companySettingsDecider: Decider<CompanySettingsCommand, CompanySettingsState, CompanySettingsEvent> = {
  initialState: () => ({ created: false, values: { ...DEFAULT_COMPANY_SETTINGS } }),

  decide(cmd, s) {
    switch (cmd.type) {
      case 'CreateCompany':
        if (s.created) return [];
        checkConsistency(cmd.settings);
        return [{ type: 'CompanyCreated', data: { settings: cmd.settings } }];
      case 'ChangeSettings': {
        const changes: Record<string, unknown> = {};
        const previous: Record<string, unknown> = {};
        for (const key of COMPANY_SETTING_KEYS) {
          if (!(key in cmd.changes)) continue;
          const value = cmd.changes[key];
          if (value === undefined || same(value, s.values[key])) continue;
          changes[key] = value;
          previous[key] = s.values[key];
        }
        if (Object.keys(changes).length === 0) return [];
        checkConsistency({ ...s.values, ...changes } as CompanySettings);
        return [{ type: 'CompanySettingsChanged', data: { changes: changes as Partial<CompanySettings>, previous: previous as Partial<CompanySettings> } }];
      }
    }
  },

  evolve(s, e) {
    switch (e.type) {
      case 'CompanyCreated':
        // Keys added to the product later keep their defaults.
        return { created: true, values: { ...DEFAULT_COMPANY_SETTINGS, ...e.data.settings } };
      case 'CompanySettingsChanged':
        return { ...s, values: { ...s.values, ...e.data.changes } };
      default: {
        const _exhaustive: never = e;
        return s;
      }
    }
  },
};
