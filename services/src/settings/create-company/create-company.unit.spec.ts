import { type CompanySettingsEvent, DEFAULT_COMPANY_SETTINGS } from '@tradedesk/contracts/settings/company-settings';
import { spec } from '../../platform/cqrs/decider-spec.js';
import { companySettingsDecider } from '../company-settings.decider.js';

const created: CompanySettingsEvent = { type: 'CompanyCreated', data: { settings: DEFAULT_COMPANY_SETTINGS } };

describe('create company', () => {
  it('the first start records the company with its settings, once', () => {
    spec(companySettingsDecider).given([]).when({ type: 'CreateCompany', settings: DEFAULT_COMPANY_SETTINGS }).then([created]);
    spec(companySettingsDecider).given([created]).when({ type: 'CreateCompany', settings: DEFAULT_COMPANY_SETTINGS }).thenNothing();
  });

  it('refuses to record a company whose default currencies are inconsistent', () => {
    spec(companySettingsDecider).given([]).when({ type: 'CreateCompany', settings: { ...DEFAULT_COMPANY_SETTINGS, SecondCurrencyID: DEFAULT_COMPANY_SETTINGS.BaseCurrencyID } }).thenFails('currency_repeated');
  });
});
