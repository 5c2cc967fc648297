import { z } from 'zod';

/**
 * Drop-down lists (GET /api/systype/systypes). Codes are stable; `name` is the default label, the
 * browser translates by code (alarm texts carry BankTransfer, BankCheck, BankInstallment).
 */
export const SYSTYPE_NAMES = ['paymentMethod', 'currency', 'unit', 'packageType', 'saleType', 'salePage', 'language', 'negativeStockPolicy', 'role'] as const;
export type SystypeName = (typeof SYSTYPE_NAMES)[number];

export const systypeItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Currencies: decimal places of amounts. */
  decimals: z.number().optional(),
});
export type SystypeItem = z.infer<typeof systypeItemSchema>;
export const systypesSchema = z.record(z.string(), z.array(systypeItemSchema));
export type Systypes = Record<SystypeName, SystypeItem[]>;

export const systypesQuery = z.object({ type: z.enum(SYSTYPE_NAMES).optional() }).strict();
export type SystypesQuery = z.infer<typeof systypesQuery>;

export const PAYMENT_METHODS: SystypeItem[] = [
  { code: 'Cash', name: 'Cash' },
  { code: 'BankTransfer', name: 'Bank transfer' },
  { code: 'BankCheck', name: 'Cheque' },
  { code: 'BankInstallment', name: 'Instalments' },
  { code: 'DebitCard', name: 'Debit card' },
  { code: 'CreditCard', name: 'Credit card' },
  { code: 'Credit', name: 'On account' },
  { code: 'Voucher', name: 'Voucher' },
];

/** Spec 9: 2 decimals for zł, CNY, EUR, USD, CZK; 0 for Ft; and CLP has none. */
export const CURRENCIES: SystypeItem[] = [
  { code: 'CLP', name: 'Peso chileno', decimals: 0 },
  { code: 'USD', name: 'US dollar', decimals: 2 },
  { code: 'CNY', name: 'Renminbi', decimals: 2 },
  { code: 'EUR', name: 'Euro', decimals: 2 },
  { code: 'PEN', name: 'Sol peruano', decimals: 2 },
  { code: 'MXN', name: 'Peso mexicano', decimals: 2 },
  { code: 'ARS', name: 'Peso argentino', decimals: 2 },
  { code: 'BRL', name: 'Real', decimals: 2 },
  { code: 'BOB', name: 'Boliviano', decimals: 2 },
  { code: 'GTQ', name: 'Quetzal', decimals: 2 },
  { code: 'DOP', name: 'Peso dominicano', decimals: 2 },
  { code: 'JMD', name: 'Jamaican dollar', decimals: 2 },
  { code: 'PLN', name: 'Złoty', decimals: 2 },
  { code: 'HUF', name: 'Forint', decimals: 0 },
  { code: 'CZK', name: 'Koruna', decimals: 2 },
  { code: 'RON', name: 'Leu', decimals: 2 },
  { code: 'BGN', name: 'Lev', decimals: 2 },
  { code: 'RSD', name: 'Dinar', decimals: 2 },
];
