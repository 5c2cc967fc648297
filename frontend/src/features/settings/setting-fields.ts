/**
 * How each company setting is edited on the SystemSetting screen (pure, unit-tested): the input
 * kind follows the setting's schema in contracts (booleans -> switch, currency ids -> currency
 * select, enums -> select, numbers -> number input, lists of lines -> text area, the rest text), and only the keys that differ
 * from what was loaded are sent.
 */
import { COMPANY_SETTING_KEYS, DEFAULT_COMPANY_SETTINGS, type CompanySettingKey, type CompanySettings } from '@tradedesk/contracts/settings/company-settings';

export type SettingKind =
  | { type: 'switch' }
  | { type: 'currency'; nullable: boolean }
  | { type: 'select'; list: SelectList }
  | { type: 'number'; step: number; min: number; max: number }
  | { type: 'decimal' }
  | { type: 'lines' }
  | { type: 'text' };

/** The lists a select setting picks from: the server's systypes, or (costMethod, receiptWidth) the contract's list. */
export type SelectList = 'saleType' | 'salePage' | 'packageType' | 'negativeStockPolicy' | 'costMethod' | 'receiptWidth';

const SELECTS: Partial<Record<CompanySettingKey, SelectList>> = {
  SaleType: 'saleType',
  DefaultSalePage: 'salePage',
  DefaultSalePackageType: 'packageType',
  NegativeStockPolicy: 'negativeStockPolicy',
  CostMethod: 'costMethod',
  PosReceiptWidth: 'receiptWidth',
};
const NUMBERS: Partial<Record<CompanySettingKey, { step: number; min: number; max: number }>> = {
  SystemTimeZone: { step: 0.25, min: -12, max: 14 },
  StockNumberDecimal: { step: 1, min: 0, max: 4 },
  PriceDecimal: { step: 1, min: 0, max: 4 },
};
const NULLABLE_CURRENCIES: readonly CompanySettingKey[] = ['SecondCurrencyID', 'ThirdCurrencyID'];

export function settingKind(key: CompanySettingKey): SettingKind {
  const sample = DEFAULT_COMPANY_SETTINGS[key];
  if (typeof sample === 'boolean') return { type: 'switch' };
  if (key.endsWith('CurrencyID')) return { type: 'currency', nullable: NULLABLE_CURRENCIES.includes(key) };
  const list = SELECTS[key];
  if (list) return { type: 'select', list };
  const number = NUMBERS[key];
  if (number) return { type: 'number', ...number };
  if (key === 'DefaultTax' || key === 'PosMaxDiscount') return { type: 'decimal' };
  if (key === 'NoticeContacts' || key === 'PosReceiptHeader' || key === 'PosReceiptFooter') return { type: 'lines' };
  return { type: 'text' };
}

export type SettingValues = Partial<Record<CompanySettingKey, unknown>>;

/** { group: { Key: { value } } } -> { Key: value } for the known keys. */
export function valuesOf(groups: Record<string, Record<string, { value: unknown }> | undefined>): SettingValues {
  const out: SettingValues = {};
  for (const group of Object.values(groups)) {
    for (const [key, entry] of Object.entries(group ?? {})) {
      if ((COMPANY_SETTING_KEYS as string[]).includes(key)) out[key as CompanySettingKey] = entry?.value;
    }
  }
  return out;
}

/** What an input's text becomes for a key (numbers parsed; '' -> null for optional currencies). */
export function fromInput(key: CompanySettingKey, raw: string | boolean): unknown {
  const kind = settingKind(key);
  if (kind.type === 'switch') return Boolean(raw);
  const text = String(raw);
  if (kind.type === 'number') return text.trim() === '' ? null : Number(text);
  if (kind.type === 'currency' && kind.nullable && text === '') return null;
  return text;
}

/** The keys whose edited value differs from the loaded one. */
export function changedSettings(loaded: SettingValues, edited: SettingValues): Partial<CompanySettings> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(edited)) {
    if (!Object.is(value, loaded[key as CompanySettingKey]) && JSON.stringify(value) !== JSON.stringify(loaded[key as CompanySettingKey])) out[key] = value;
  }
  return out as Partial<CompanySettings>;
}
