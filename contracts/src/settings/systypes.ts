import { CURRENCIES as MONEY_CURRENCIES } from '../platform/money.js';
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

/** The currencies a company can pick, with their decimals: the money module's one table. */
export const CURRENCIES: SystypeItem[] = MONEY_CURRENCIES.map((c) => ({ ...c }));
