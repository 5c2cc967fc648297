import { z } from 'zod';
import { COST_METHODS } from '../inventory/cost.js';

/**
 * Company settings (docs/api.md "Company settings"), one event stream `settings-company`. Every
 * key has a zod schema and a default for a trader in Chile; the first start records the company
 * with the defaults (CompanyCreated), every later change records the keys that changed, their new
 * and their previous values, and who changed them (metadata.userId).
 *
 * Currency ids are ISO 4217 codes (CLP, USD, CNY), as every entity's currency is.
 */

const flag = z.boolean();
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as CLP');
/** Unit label shown for a packing; empty = that packing is not used. */
const unitLabel = z.string().trim().max(20);
const decimals = (max: number) => z.number().int().min(0).max(max);
/** A percentage as a decimal string (never a float): 0 to 100 with at most 2 decimals. */
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage such as 19 or 10.5')
  .refine((v) => Number(v) <= 100, 'at most 100');

/** Most contact lines the daily notice lists, and the longest line. */
export const NOTICE_CONTACT_LIMITS = { lines: 20, length: 200 } as const;

/** The lines of a multi-line text setting, trimmed, blank lines left out. */
export const settingLines = (text: unknown): string[] =>
  typeof text === 'string' ? text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean) : [];
/** The daily notice's contact lines: one per line of NoticeContacts. */
export const noticeContactLines = settingLines;

const noticeContacts = z
  .string()
  .max(NOTICE_CONTACT_LIMITS.lines * (NOTICE_CONTACT_LIMITS.length + 2))
  .refine((v) => noticeContactLines(v).length <= NOTICE_CONTACT_LIMITS.lines, `at most ${NOTICE_CONTACT_LIMITS.lines} contact lines`)
  .refine((v) => noticeContactLines(v).every((l) => l.length <= NOTICE_CONTACT_LIMITS.length), `each contact line at most ${NOTICE_CONTACT_LIMITS.length} characters`);

/** The till receipt's own lines (header, footer): at most 6 lines of 48 characters (an 80 mm roll prints 48). */
export const RECEIPT_TEXT_LIMITS = { lines: 6, length: 48 } as const;
export const receiptText = z
  .string()
  .max(RECEIPT_TEXT_LIMITS.lines * (RECEIPT_TEXT_LIMITS.length + 2))
  .refine((v) => settingLines(v).length <= RECEIPT_TEXT_LIMITS.lines, `at most ${RECEIPT_TEXT_LIMITS.lines} lines`)
  .refine((v) => settingLines(v).every((l) => l.length <= RECEIPT_TEXT_LIMITS.length), `each line at most ${RECEIPT_TEXT_LIMITS.length} characters`);
/** Receipt printer paper widths (mm). */
export const RECEIPT_WIDTHS = ['58', '80'] as const;

export const SALE_TYPES = ['Retail', 'Wholesale'] as const;
export const SALE_PAGES = ['new', 'input', 'retail'] as const;
export const PACKAGE_TYPES = ['unit', 'bag', 'bigBag', 'box'] as const;
export const NEGATIVE_STOCK_POLICIES = ['refuse', 'warn'] as const;

export const companySettingsShape = {
  CompanyName: z.string().trim().min(1, 'enter the company name').max(120),
  /** Hour offset from UTC used for the clock and business days (quarter hours allowed). */
  SystemTimeZone: z.number().min(-12).max(14).multipleOf(0.25),
  /** true: users may not switch language (docs/shell.md "Languages"). */
  IsCloseLang: flag,
  /** Retail hides SaleNew, SaleInput, SaleBatchInput (docs/shell.md "Menu switches"). */
  SaleType: z.enum(SALE_TYPES),
  IsChainStoreHead: flag,
  /**
   * The official contacts the daily notice lists against impersonators (docs/shell.md "Daily
   * notice"), one per line: "Shanghai head office: Wang Li, +86 21 5555 0100". Empty: the notice
   * lists no contacts.
   */
  NoticeContacts: noticeContacts,
  EnableBossPrivilege: flag,
  MenuShowBossview: flag,
  MenuShowWebshop: flag,
  MenuShowAppshop: flag,
  MenuShowOtao: flag,
  MenuShowAIanalysis: flag,
  MenuNoUserManage: flag,
  MenuShowOrderClear: flag,
  BaseCurrencyID: currencyCode,
  SecondCurrencyID: currencyCode.nullable(),
  ThirdCurrencyID: currencyCode.nullable(),
  /** Currency purchase costs are kept in: one of the three above. */
  CostCurrencyID: currencyCode,
  /**
   * How stock is valued (docs/costing.md): moving average or FIFO layers, company-wide per
   * product. Changing it revalues every movement from the start (the cost projection replays).
   */
  CostMethod: z.enum(COST_METHODS),
  BoxUnit: unitLabel,
  BigBagUnit: unitLabel,
  BagUnit: unitLabel,
  UnitUnit: unitLabel.min(1, 'the base unit needs a label'),
  EnableColor: flag,
  EnableSize: flag,
  /** Decimal places of stock quantities. */
  StockNumberDecimal: decimals(4),
  DefaultSalePage: z.enum(SALE_PAGES),
  DefaultSalePackageType: z.enum(PACKAGE_TYPES),
  MenuShowVat: flag,
  /** Default tax (IVA) percentage of new sale lines. */
  DefaultTax: percent,
  EnableSaleOrderTax: flag,
  /** Decimal places of prices (0 for CLP). */
  PriceDecimal: decimals(4),
  /** Selling more than is in stock: refuse the sale, or warn and allow it. */
  NegativeStockPolicy: z.enum(NEGATIVE_STOCK_POLICIES),
  /** The highest line discount (percent) a cashier may give at the till (docs/pos.md "Selling"). */
  PosMaxDiscount: percent,
  /** Lines printed above every till receipt (shop name, address, tax id, phone), one a line (docs/pos.md "Cash register system"). */
  PosReceiptHeader: receiptText,
  /** Lines printed under every till receipt (a thank-you, the returns policy). */
  PosReceiptFooter: receiptText,
  /** The receipt printer's paper width in mm: the printed receipt is laid out to it. */
  PosReceiptWidth: z.enum(RECEIPT_WIDTHS),
  /** true: the till opens the print dialog on the receipt as soon as a sale is paid. */
  PosAutoPrint: flag,
  /** true: the till rounds cash as the law of the cash's currency asks (CLP, HUF, CZK, PEN; docs/pos.md "Cash rounding"). */
  PosCashRounding: flag,
  /** true: a blind close: the till answers no expected figures while its session is open; the cashier counts without them (docs/pos.md "Blind close"). */
  PosBlindClose: flag,
  /** true (the default): the till sells while it cannot reach the server and queues the sales; false: it does not, and the server refuses a sale marked as made offline (docs/pos.md "Offline"). */
  PosOfflineSales: flag,
};

export const companySettingsSchema = z.object(companySettingsShape).strict();
export type CompanySettings = z.infer<typeof companySettingsSchema>;
export type CompanySettingKey = keyof CompanySettings;
export const COMPANY_SETTING_KEYS = Object.keys(companySettingsShape) as CompanySettingKey[];

/** A trader (importer and wholesaler) in Chile. */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = {
  CompanyName: 'Mi Empresa',
  SystemTimeZone: -4,
  IsCloseLang: false,
  SaleType: 'Wholesale',
  IsChainStoreHead: false,
  NoticeContacts: '',
  EnableBossPrivilege: false,
  MenuShowBossview: true,
  MenuShowWebshop: false,
  MenuShowAppshop: false,
  MenuShowOtao: false,
  MenuShowAIanalysis: true,
  MenuNoUserManage: false,
  MenuShowOrderClear: false,
  BaseCurrencyID: 'CLP',
  SecondCurrencyID: 'USD',
  ThirdCurrencyID: null,
  CostCurrencyID: 'CLP',
  CostMethod: 'moving-average',
  BoxUnit: 'Caja',
  BigBagUnit: 'Saco grande',
  BagUnit: 'Bolsa',
  UnitUnit: 'Unidad',
  EnableColor: false,
  EnableSize: false,
  StockNumberDecimal: 0,
  DefaultSalePage: 'new',
  DefaultSalePackageType: 'unit',
  MenuShowVat: true,
  DefaultTax: '19',
  EnableSaleOrderTax: true,
  PriceDecimal: 0,
  NegativeStockPolicy: 'refuse',
  PosMaxDiscount: '10',
  PosReceiptHeader: '',
  PosReceiptFooter: '',
  PosReceiptWidth: '80',
  PosAutoPrint: false,
  PosCashRounding: true,
  PosBlindClose: false,
  PosOfflineSales: true,
};

/** Groups of the settings screen (GET /api/system-setting/group-settings?group=...). */
export const SETTING_GROUPS = {
  company: ['CompanyName', 'SystemTimeZone', 'IsCloseLang', 'SaleType', 'IsChainStoreHead', 'NoticeContacts'],
  menu: [
    'EnableBossPrivilege',
    'MenuShowBossview',
    'MenuShowWebshop',
    'MenuShowAppshop',
    'MenuShowOtao',
    'MenuShowAIanalysis',
    'MenuNoUserManage',
    'MenuShowOrderClear',
  ],
  currency: ['BaseCurrencyID', 'SecondCurrencyID', 'ThirdCurrencyID', 'CostCurrencyID', 'CostMethod', 'PriceDecimal'],
  unit: ['BoxUnit', 'BigBagUnit', 'BagUnit', 'UnitUnit', 'StockNumberDecimal', 'EnableColor', 'EnableSize'],
  sale: ['DefaultSalePage', 'DefaultSalePackageType', 'MenuShowVat', 'DefaultTax', 'EnableSaleOrderTax', 'NegativeStockPolicy'],
  /** The till's settings: also the CashRegisterSystem screen's (/setting/cashRegisterSys). */
  pos: ['PosMaxDiscount', 'PosReceiptHeader', 'PosReceiptFooter', 'PosReceiptWidth', 'PosAutoPrint', 'PosCashRounding', 'PosBlindClose', 'PosOfflineSales'],
} as const satisfies Record<string, readonly CompanySettingKey[]>;
export type SettingGroup = keyof typeof SETTING_GROUPS;
export const SETTING_GROUP_NAMES = Object.keys(SETTING_GROUPS) as SettingGroup[];

/**
 * What every session reads (GET /api/system-setting/common): the shell (clock, menu filters,
 * units, currencies) and the screens' defaults. The rest (stock policy, tax defaults the server
 * applies) is the settings screen's.
 */
export const COMMON_SETTING_KEYS: readonly CompanySettingKey[] = [
  ...SETTING_GROUPS.company,
  ...SETTING_GROUPS.menu,
  ...SETTING_GROUPS.currency,
  ...SETTING_GROUPS.unit,
  'DefaultSalePage',
  'DefaultSalePackageType',
  'MenuShowVat',
];
/** What the web shop shows about the company. */
export const WEB_SHOP_SETTING_KEYS: readonly CompanySettingKey[] = [
  'CompanyName',
  'MenuShowWebshop',
  'BaseCurrencyID',
  'PriceDecimal',
  'DefaultTax',
  'EnableSaleOrderTax',
  'SystemTimeZone',
];

// ---- events
export interface CompanyCreated {
  type: 'CompanyCreated';
  data: { settings: CompanySettings };
}
export interface CompanySettingsChanged {
  type: 'CompanySettingsChanged';
  /** Only the keys that changed, with their previous values. */
  data: { changes: Partial<CompanySettings>; previous: Partial<CompanySettings> };
}
export type CompanySettingsEvent = CompanyCreated | CompanySettingsChanged;
export const COMPANY_SETTINGS_EVENT_TYPES = ['CompanyCreated', 'CompanySettingsChanged'] as const;
export const COMPANY_SETTINGS_STREAM = 'settings-company';
export const COMPANY_SETTINGS_READ_MODEL = 'company-settings';

// ---- API
/** The answer of the GET calls: { Key: { value } } (docs/api.md "Company settings"). */
export type SettingsView = Record<string, { value: unknown }>;
export const settingsViewSchema = z.record(z.string(), z.object({ value: z.unknown() }));

export const settingsChangesSchema = companySettingsSchema
  .partial()
  .strict()
  .refine((c) => Object.keys(c).length > 0, 'name at least one setting');
export const putSettingsBody = z.object({ commandId: z.uuid().optional(), settings: settingsChangesSchema }).strict();
export type PutSettingsBody = z.infer<typeof putSettingsBody>;

/** PUT system-setting/pos-settings (the CashRegisterSystem screen): the till's settings only. */
export const posSettingsChangesSchema = companySettingsSchema
  .pick({ PosMaxDiscount: true, PosReceiptHeader: true, PosReceiptFooter: true, PosReceiptWidth: true, PosAutoPrint: true, PosCashRounding: true, PosBlindClose: true, PosOfflineSales: true })
  .partial()
  .strict()
  .refine((c) => Object.keys(c).length > 0, 'name at least one setting');
export const putPosSettingsBody = z.object({ commandId: z.uuid().optional(), settings: posSettingsChangesSchema }).strict();
export type PutPosSettingsBody = z.infer<typeof putPosSettingsBody>;

export const getSettingsQuery = z
  .object({
    /** Comma-separated keys; all when absent. */
    keys: z
      .string()
      .trim()
      .max(2000)
      .optional()
      .transform((v) => (v ? v.split(',').map((k) => k.trim()).filter(Boolean) : undefined))
      .refine((ks) => !ks || ks.every((k) => (COMPANY_SETTING_KEYS as string[]).includes(k)), 'unknown setting key'),
  })
  .strict();
export type GetSettingsQuery = z.infer<typeof getSettingsQuery>;

export const groupSettingsQuery = z.object({ group: z.enum(SETTING_GROUP_NAMES as [SettingGroup, ...SettingGroup[]]).optional() }).strict();
export type GroupSettingsQuery = z.infer<typeof groupSettingsQuery>;

export const putSettingsResponse = z.object({
  changed: z.array(z.string()),
  streamVersion: z.number(),
  globalPosition: z.string(),
  settings: settingsViewSchema,
});

export function toSettingsView(values: CompanySettings, keys: readonly CompanySettingKey[] = COMPANY_SETTING_KEYS): SettingsView {
  const out: SettingsView = {};
  for (const k of keys) out[k] = { value: values[k] };
  return out;
}
