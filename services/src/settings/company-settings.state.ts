import {
  type CompanySettings,
  type CompanySettingsEvent,
  DEFAULT_COMPANY_SETTINGS,
} from '@tradedesk/contracts/settings/company-settings';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

/** What the company settings stream says: whether the company was recorded, and every value. */
export interface CompanySettingsState {
  created: boolean;
  values: CompanySettings;
}

export const initialCompanySettingsState = (): CompanySettingsState => ({ created: false, values: { ...DEFAULT_COMPANY_SETTINGS } });

export function evolveCompanySettings(s: CompanySettingsState, e: EvolveEvent<CompanySettingsEvent>): CompanySettingsState {
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
}

/** Rules that hold between keys, checked on the settings as they would be after the change. */
export function requireConsistentSettings(v: CompanySettings) {
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
