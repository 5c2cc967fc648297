import {
  COMPANY_SETTING_KEYS,
  companySettingsSchema,
  DEFAULT_COMPANY_SETTINGS,
  noticeContactLines,
  putPosSettingsBody,
  putSettingsBody,
  SETTING_GROUPS,
} from '@tradedesk/contracts/settings/company-settings';

describe('company settings schema', () => {
  it('the defaults are valid and name every company setting key', () => {
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
    [{ NoticeContacts: Array.from({ length: 21 }, (_, i) => `Agent ${i}: +56 2 2000 ${i}`).join('\n') }, 'more than 20 contact lines'],
    [{ NoticeContacts: `Europe: ${'x'.repeat(200)}` }, 'a contact line over 200 characters'],
    [{ NoticeContacts: 42 }, 'contacts not text'],
    [{ PosReceiptHeader: 'a\nb\nc\nd\ne\nf\ng' }, 'a receipt header of 7 lines'],
    [{ PosReceiptFooter: 'x'.repeat(49) }, 'a receipt line over 48 characters (an 80 mm roll prints 48)'],
    [{ PosReceiptWidth: '76' }, 'a paper width not offered'],
    [{ PosAutoPrint: 'yes' }, 'print after payment as text'],
    [{}, 'nothing to change'],
  ])('PUT refuses %j (%s)', (settings, _why) => expect(putSettingsBody.safeParse({ settings }).success).toBe(false));

  it('the notice lists no contacts by default; its contact lines leave blank lines out', () => {
    expect(DEFAULT_COMPANY_SETTINGS.NoticeContacts).toBe('');
    expect(noticeContactLines(DEFAULT_COMPANY_SETTINGS.NoticeContacts)).toEqual([]);
    const text = 'Shanghai head office: Wang Li, +86 21 5555 0100\r\n\n  Chile: Ana Pérez, +56 2 2345 6789  \n';
    expect(putSettingsBody.safeParse({ settings: { NoticeContacts: text } }).success).toBe(true);
    expect(noticeContactLines(text)).toEqual(['Shanghai head office: Wang Li, +86 21 5555 0100', 'Chile: Ana Pérez, +56 2 2345 6789']);
  });

  it('the till settings screen takes the till keys only', () => {
    expect(putPosSettingsBody.safeParse({ settings: { PosReceiptHeader: `Comercial Andes\n${'x'.repeat(48)}`, PosReceiptWidth: '58', PosAutoPrint: true, PosMaxDiscount: '15' } }).success).toBe(true);
    expect(putPosSettingsBody.safeParse({ settings: { CompanyName: 'Otra' } }).success).toBe(false);
    expect(putPosSettingsBody.safeParse({ settings: { PosReceiptFooter: 'ok', NegativeStockPolicy: 'warn' } }).success).toBe(false);
    expect(DEFAULT_COMPANY_SETTINGS).toMatchObject({ PosReceiptHeader: '', PosReceiptFooter: '', PosReceiptWidth: '80', PosAutoPrint: false });
  });

  it('PUT accepts valid values', () =>
    expect(putSettingsBody.safeParse({ settings: { SystemTimeZone: -3, DefaultTax: '10.5', ThirdCurrencyID: null, NegativeStockPolicy: 'warn' } }).success).toBe(true));
});
