import {
  COMPANY_SETTING_KEYS,
  type CompanySettingsEvent,
  companySettingsSchema,
  DEFAULT_COMPANY_SETTINGS,
  putSettingsBody,
  SETTING_GROUPS,
} from '@tradedesk/contracts/settings/company-settings';
import { spec } from '../platform/cqrs/decider-spec.js';
import { companySettingsDecider } from './company-settings.decider.js';
import { tableColumnsDecider } from './table-columns/table-columns.decider.js';

const created: CompanySettingsEvent = { type: 'CompanyCreated', data: { settings: DEFAULT_COMPANY_SETTINGS } };

describe('company settings decider', () => {
  it('the first start records the company with its settings, once', () => {
    spec(companySettingsDecider).given([]).when({ type: 'CreateCompany', settings: DEFAULT_COMPANY_SETTINGS }).then([created]);
    spec(companySettingsDecider).given([created]).when({ type: 'CreateCompany', settings: DEFAULT_COMPANY_SETTINGS }).thenNothing();
  });

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

describe('company settings schema', () => {
  it('the defaults are valid and name every key of spec section 3', () => {
    expect(companySettingsSchema.safeParse(DEFAULT_COMPANY_SETTINGS).success).toBe(true);
    for (const key of ['CompanyName', 'SystemTimeZone', 'IsCloseLang', 'SaleType', 'IsChainStoreHead', 'EnableBossPrivilege', 'MenuShowBossview', 'MenuShowWebshop',
      'MenuShowAppshop', 'MenuShowOtao', 'MenuShowAIanalysis', 'MenuNoUserManage', 'MenuShowOrderClear', 'BaseCurrencyID', 'SecondCurrencyID', 'ThirdCurrencyID',
      'CostCurrencyID', 'BoxUnit', 'BigBagUnit', 'BagUnit', 'UnitUnit', 'EnableColor', 'EnableSize', 'StockNumberDecimal', 'DefaultSalePage', 'DefaultSalePackageType',
      'MenuShowVat', 'DefaultTax', 'EnableSaleOrderTax', 'PriceDecimal', 'NegativeStockPolicy']) {
      expect(COMPANY_SETTING_KEYS).toContain(key);
    }
  });

  it('Chile runs on UTC-4 (or -3 in summer) by default, in pesos with 19 % IVA', () => {
    expect([-4, -3]).toContain(DEFAULT_COMPANY_SETTINGS.SystemTimeZone);
    expect(DEFAULT_COMPANY_SETTINGS.BaseCurrencyID).toBe('CLP');
    expect(DEFAULT_COMPANY_SETTINGS.DefaultTax).toBe('19');
  });

  it('every key belongs to exactly one group', () => {
    const grouped = Object.values(SETTING_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...COMPANY_SETTING_KEYS].sort());
  });

  it.each<[Record<string, unknown>, string]>([
    [{ Unknown: 1 }, 'unknown key'],
    [{ SystemTimeZone: 15 }, 'time zone out of range'],
    [{ SystemTimeZone: -3.3 }, 'not a quarter hour'],
    [{ IsCloseLang: 'yes' }, 'flag as text'],
    [{ BaseCurrencyID: 'peso' }, 'not an ISO code'],
    [{ DefaultTax: 19 }, 'tax as a float, not a decimal string'],
    [{ DefaultTax: '120' }, 'tax over 100'],
    [{ PriceDecimal: 1.5 }, 'decimals not whole'],
    [{ NegativeStockPolicy: 'allow' }, 'unknown policy'],
    [{ CompanyName: '  ' }, 'empty name'],
    [{}, 'nothing to change'],
  ])('PUT refuses %j (%s)', (settings, _why) => expect(putSettingsBody.safeParse({ settings }).success).toBe(false));

  it('PUT accepts valid values', () =>
    expect(putSettingsBody.safeParse({ settings: { SystemTimeZone: -3, DefaultTax: '10.5', ThirdCurrencyID: null, NegativeStockPolicy: 'warn' } }).success).toBe(true));
});

describe('table columns decider', () => {
  it('saves a layout, and the same layout again records nothing', () => {
    const saved = { type: 'TableColumnsSaved' as const, data: { userId: 'u1', table: 'voiceSetting', columns: ['voiceClose'] } };
    spec(tableColumnsDecider).given([]).when({ type: 'SaveTableColumns', userId: 'u1', table: 'voiceSetting', columns: ['voiceClose'] }).then([saved]);
    spec(tableColumnsDecider).given([saved]).when({ type: 'SaveTableColumns', userId: 'u1', table: 'voiceSetting', columns: ['voiceClose'] }).thenNothing();
    spec(tableColumnsDecider).given([saved]).when({ type: 'SaveTableColumns', userId: 'u1', table: 'voiceSetting', columns: [] }).then([{ ...saved, data: { ...saved.data, columns: [] } }]);
  });
});
