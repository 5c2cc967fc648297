import { COMPANY_SETTING_KEYS } from '@tradedesk/contracts/settings/company-settings';
import { changedSettings, fromInput, settingKind, valuesOf } from './setting-fields';

describe('company setting inputs', () => {
  it('edits flags with switches, currencies with currency selects and enums with selects', () => {
    expect(settingKind('MenuShowWebshop')).toEqual({ type: 'switch' });
    expect(settingKind('BaseCurrencyID')).toEqual({ type: 'currency', nullable: false });
    expect(settingKind('ThirdCurrencyID')).toEqual({ type: 'currency', nullable: true });
    expect(settingKind('SaleType')).toEqual({ type: 'select', list: 'saleType' });
    expect(settingKind('SystemTimeZone')).toMatchObject({ type: 'number', step: 0.25 });
    expect(settingKind('DefaultTax')).toEqual({ type: 'decimal' });
    expect(settingKind('CompanyName')).toEqual({ type: 'text' });
    expect(settingKind('NoticeContacts')).toEqual({ type: 'lines' });
  });

  it('has an input for every setting key', () => {
    for (const key of COMPANY_SETTING_KEYS) expect(settingKind(key).type).toBeTruthy();
  });

  it('turns input text into the setting type', () => {
    expect(fromInput('PriceDecimal', '2')).toBe(2);
    expect(fromInput('SecondCurrencyID', '')).toBeNull();
    expect(fromInput('BaseCurrencyID', 'USD')).toBe('USD');
    expect(fromInput('IsCloseLang', true)).toBe(true);
    expect(fromInput('DefaultTax', '19')).toBe('19');
  });

  it('sends only the changed keys', () => {
    const loaded = valuesOf({ company: { CompanyName: { value: 'Mi Empresa' } }, menu: { MenuShowWebshop: { value: false } }, currency: { ThirdCurrencyID: { value: null } } });
    expect(loaded).toEqual({ CompanyName: 'Mi Empresa', MenuShowWebshop: false, ThirdCurrencyID: null });
    expect(changedSettings(loaded, { ...loaded })).toEqual({});
    expect(changedSettings(loaded, { ...loaded, MenuShowWebshop: true, ThirdCurrencyID: null })).toEqual({ MenuShowWebshop: true });
  });
});
