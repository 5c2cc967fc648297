import { z } from 'zod';

/**
 * Payment methods as data (/setting/pay-method, route PayMethod; issue 16, docs/pos.md): cash,
 * card, transfer, voucher or other, each posting to one money account per currency, in the order
 * the till shows them. A method is renamed or deactivated, never deleted: sales and cash sessions
 * name it. The sale order screens keep their fixed list (contracts/src/sales/payment-entry.ts
 * PAYMENT_METHODS); the till uses these.
 *
 * Stream: `pay-method-<id>`.
 */

export const PAY_METHOD_KINDS = ['cash', 'card', 'transfer', 'voucher', 'other'] as const;
export type PayMethodKind = (typeof PAY_METHOD_KINDS)[number];

/** The money account a method posts to in one currency (docs/finance-accounts.md). */
export interface PayMethodAccount {
  currency: string;
  accountId: string;
}

// ---- events (never edited once released)
export interface PayMethodAdded {
  type: 'PayMethodAdded';
  data: { payMethodId: string; name: string; kind: PayMethodKind; accounts: PayMethodAccount[]; position: number };
}
export interface PayMethodChanged {
  type: 'PayMethodChanged';
  /** Only the fields that changed. */
  data: { payMethodId: string; name?: string; accounts?: PayMethodAccount[]; position?: number };
}
export interface PayMethodDeactivated {
  type: 'PayMethodDeactivated';
  data: { payMethodId: string };
}
export interface PayMethodActivated {
  type: 'PayMethodActivated';
  data: { payMethodId: string };
}
export type PayMethodEvent = PayMethodAdded | PayMethodChanged | PayMethodDeactivated | PayMethodActivated;
export const PAY_METHOD_EVENT_TYPES = ['PayMethodAdded', 'PayMethodChanged', 'PayMethodDeactivated', 'PayMethodActivated'] as const;
export const payMethodStreamId = (payMethodId: string) => `pay-method-${payMethodId}`;
export const PAY_METHODS_READ_MODEL = 'pay-methods';

// ---- API payloads
const currency = z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD');
const accountsSchema = z
  .array(z.object({ currency, accountId: z.string().trim().min(1, 'choose an account').max(64) }).strict())
  .max(20)
  .refine((list) => new Set(list.map((a) => a.currency)).size === list.length, 'a currency is listed more than once');
const name = z.string().trim().min(1, 'enter a name').max(60);
const position = z.coerce.number().int().min(0).max(999);

export const addPayMethodBody = z
  .object({ commandId: z.uuid().optional(), name, kind: z.enum(PAY_METHOD_KINDS), accounts: accountsSchema.default([]), position: position.default(0) })
  .strict();
export type AddPayMethodBody = z.infer<typeof addPayMethodBody>;

/** The kind is what the method is: it is not changed (add another method instead). */
export const changePayMethodBody = z
  .object({ commandId: z.uuid().optional(), version: z.number().int().min(1).optional(), name: name.optional(), accounts: accountsSchema.optional(), position: position.optional() })
  .strict();
export type ChangePayMethodBody = z.infer<typeof changePayMethodBody>;

export const listPayMethodsQuery = z.object({ status: z.enum(['active', 'inactive', 'all']).default('all') }).strict();
export type ListPayMethodsQuery = z.infer<typeof listPayMethodsQuery>;

export const payMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PAY_METHOD_KINDS),
  accounts: z.array(z.object({ currency: z.string(), accountId: z.string(), accountName: z.string() })),
  position: z.number(),
  active: z.boolean(),
  version: z.number(),
});
export type PayMethod = z.infer<typeof payMethodSchema>;
export const payMethodListSchema = z.object({ payMethods: z.array(payMethodSchema) });
export type PayMethodList = z.infer<typeof payMethodListSchema>;
