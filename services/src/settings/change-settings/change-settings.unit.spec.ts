import { type CompanySettingsEvent, DEFAULT_COMPANY_SETTINGS } from '@tradedesk/contracts/settings/company-settings';
import { spec } from '../../platform/cqrs/decider-spec.js';
import { companySettingsDecider } from '../company-settings.decider.js';

const created: CompanySettingsEvent = { type: 'CompanyCreated', data: { settings: DEFAULT_COMPANY_SETTINGS } };

describe('change settings', () => {
  it('records only the keys that change, with their previous values', () =>
    spec(companySettingsDecider)
      .given([created])
      .when({ type: 'ChangeSettings', changes: { CompanyName: 'Importadora Pacífico SpA', SystemTimeZone: -4, IsCloseLang: true } })
      .then([{ type: 'CompanySettingsChanged', data: { changes: { CompanyName: 'Importadora Pacífico SpA', IsCloseLang: true }, previous: { CompanyName: 'Mi Empresa', IsCloseLang: false } } }]));

  it('a change to the same values records nothing', () =>
    spec(companySettingsDecider).given([created]).when({ type: 'ChangeSettings', changes: { SaleType: 'Wholesale' } }).thenNothing());

  it('currencies must differ and the cost currency must be one of them', () => {
    spec(companySettingsDecider).given([created]).when({ type: 'ChangeSettings', changes: { SecondCurrencyID: 'CLP' } }).thenFails('currency_repeated');
    spec(companySettingsDecider).given([created]).when({ type: 'ChangeSettings', changes: { CostCurrencyID: 'EUR' } }).thenFails('cost_currency_unknown');
    spec(companySettingsDecider).given([created]).when({ type: 'ChangeSettings', changes: { SecondCurrencyID: null, ThirdCurrencyID: 'CNY' } }).thenFails('third_without_second');
  });

  it('later changes build on earlier ones', () =>
    spec(companySettingsDecider)
      .given([created, { type: 'CompanySettingsChanged', data: { changes: { ThirdCurrencyID: 'CNY' }, previous: { ThirdCurrencyID: null } } }])
      .when({ type: 'ChangeSettings', changes: { CostCurrencyID: 'CNY' } })
      .then([{ type: 'CompanySettingsChanged', data: { changes: { CostCurrencyID: 'CNY' }, previous: { CostCurrencyID: 'CLP' } } }]));
});
