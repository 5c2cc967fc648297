import { z } from 'zod';

/**
 * Checks received and issued (issue 14 "Checks", /finance/checkTransfer, newcheckTransfer,
 * :id/newcheckTransfer; docs/finance-checks.md). One stream per check, `check-<id>`.
 *
 * A received check (from a customer) is a payment when it is received: the customer's account
 * is credited. It waits in the portfolio, is deposited into a bank account of its currency and
 * then clears (the bank account's balance grows by it) or bounces (the amount is back on the
 * customer's account). From the portfolio it may instead be endorsed to a supplier (that
 * supplier's payables fall by it) or cancelled (given back: the customer owes it again).
 *
 * An issued check (to a supplier, drawn on one of our bank accounts) pays the supplier when it is
 * issued; it clears (the bank account's balance falls by it), bounces or is cancelled (both put
 * the amount back on the supplier's payables).
 *
 * Every transition is an event with its business day; the events carry the party, the currency
 * and the amount, so the ledgers that fold them need no state.
 *
 * A sale order paid by cheque (payment method bankCheck, contracts/src/sales) puts the cheque in
 * the portfolio without an event of its own (the payment is the fact; its reference is the
 * cheque's number, its due date the cheque's); its stream starts at its first move with the
 * `CheckReceived` that names the payment as its `source`.
 */

export const CHECK_DIRECTIONS = ['received', 'issued'] as const;
export type CheckDirection = (typeof CHECK_DIRECTIONS)[number];
/** portfolio, deposited: a received check we hold or presented; issued: one of ours not yet paid by the bank. */
export const CHECK_STATES = ['portfolio', 'deposited', 'issued', 'cleared', 'bounced', 'endorsed', 'cancelled'] as const;
export type CheckState = (typeof CHECK_STATES)[number];
/** States in which a check still waits for its money (the due-date view looks at these). */
export const OPEN_CHECK_STATES: readonly CheckState[] = ['portfolio', 'deposited', 'issued'];

/** Where a received check came from when another document took it (a sale order's payment). */
export interface CheckSource {
  type: 'salePayment';
  id: string;
  number: string;
}

// ---- events (never edited once released)
interface CheckFace {
  checkId: string;
  number: string;
  /** The drawee bank (the bank the check is drawn on). */
  bank: string;
  /** Who signed the check. */
  drawer: string;
  /** Positive decimal string in the currency's decimals. */
  amount: string;
  currency: string;
  /** The date written on the check (YYYY-MM-DD). */
  issueDate: string;
  /** From when the check may be cashed (YYYY-MM-DD). */
  dueDate: string;
  memo: string;
  /** Business day the check was taken in or handed out (company time zone). */
  date: string;
}
export interface CheckReceived {
  type: 'CheckReceived';
  data: CheckFace & {
    customerId: string;
    /**
     * Set when the payment was recorded by that document (a sale order paid by check): the
     * customer's account was credited by it, so the check itself credits nothing.
     */
    source: CheckSource | null;
  };
}
export interface CheckIssued {
  type: 'CheckIssued';
  /** `accountId`: the bank account the check is drawn on (its currency is the check's). */
  data: CheckFace & { supplierId: string; accountId: string };
}
export interface CheckDeposited {
  type: 'CheckDeposited';
  data: { checkId: string; number: string; accountId: string; currency: string; amount: string; date: string };
}
export interface CheckCleared {
  type: 'CheckCleared';
  /** `accountId` gets `amount` (received) or gives it (issued) on `date`. */
  data: { checkId: string; number: string; direction: CheckDirection; accountId: string; currency: string; amount: string; date: string };
}
interface PartyMove {
  checkId: string;
  number: string;
  direction: CheckDirection;
  partyType: 'customer' | 'supplier';
  partyId: string;
  currency: string;
  amount: string;
  date: string;
  reason: string;
  /** A received check whose payment another document recorded (see CheckReceived.source). */
  source: CheckSource | null;
}
/** The bank refused the check: the party owes the amount again (a customer) or is owed it again (a supplier). */
export interface CheckBounced {
  type: 'CheckBounced';
  data: PartyMove;
}
/** Given back or torn up before the bank saw it: the payment it made is undone. */
export interface CheckCancelled {
  type: 'CheckCancelled';
  data: PartyMove;
}
/** A received check passed on to a supplier as our payment: that supplier's payables fall by it. */
export interface CheckEndorsed {
  type: 'CheckEndorsed';
  data: { checkId: string; number: string; supplierId: string; currency: string; amount: string; date: string; memo: string };
}
export type CheckEvent = CheckReceived | CheckIssued | CheckDeposited | CheckCleared | CheckBounced | CheckCancelled | CheckEndorsed;
export const CHECK_EVENT_TYPES = ['CheckReceived', 'CheckIssued', 'CheckDeposited', 'CheckCleared', 'CheckBounced', 'CheckCancelled', 'CheckEndorsed'] as const;
/** Check events that move a customer's receivable (folded by customer-accounts). */
export const CHECK_RECEIVABLE_EVENT_TYPES = ['CheckReceived', 'CheckBounced', 'CheckCancelled'] as const;
/** Check events that move a supplier's payables (folded by supplier-accounts). */
export const CHECK_PAYABLE_EVENT_TYPES = ['CheckIssued', 'CheckBounced', 'CheckCancelled', 'CheckEndorsed'] as const;
export const checkStreamId = (checkId: string) => `check-${checkId}`;
export const CHECKS_READ_MODEL = 'checks';
/**
 * Sale events the checks read model also reads: a sale order paid by cheque (payment method
 * bankCheck) puts that cheque in the portfolio, its id the payment's id, its source the order.
 */
export const CHECK_SALE_EVENT_TYPES = ['SaleOrderPaid'] as const;

// ---- API payloads
const id = z.string().trim().min(1).max(64);
const day = z.iso.date('a date as YYYY-MM-DD');
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,6})?$/, 'a decimal number such as 1500 or 12.50')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');
const currency = z.string().trim().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD');
const number = z.string().trim().min(1, 'enter the check number').max(40);
const memo = z.string().trim().max(300).default('');

/** POST /be/api/finance/checks: a check taken from a customer, or one we write to a supplier. */
export const recordCheckBody = z.discriminatedUnion('direction', [
  z
    .object({
      commandId: z.uuid().optional(),
      direction: z.literal('received'),
      number,
      bank: z.string().trim().min(1, 'enter the bank').max(100),
      drawer: z.string().trim().max(100).default(''),
      amount,
      currency,
      issueDate: day,
      dueDate: day,
      customerId: id,
      memo,
      date: day.optional(),
    })
    .strict(),
  z
    .object({
      commandId: z.uuid().optional(),
      direction: z.literal('issued'),
      number,
      /** The bank account it is drawn on: its bank and currency are the check's. */
      accountId: id,
      amount,
      issueDate: day,
      dueDate: day,
      supplierId: id,
      memo,
      date: day.optional(),
    })
    .strict(),
]);
export type RecordCheckBody = z.infer<typeof recordCheckBody>;

export const depositCheckBody = z.object({ commandId: z.uuid().optional(), accountId: id, date: day.optional() }).strict();
export type DepositCheckBody = z.infer<typeof depositCheckBody>;
export const clearCheckBody = z.object({ commandId: z.uuid().optional(), date: day.optional() }).strict();
export type ClearCheckBody = z.infer<typeof clearCheckBody>;
export const bounceCheckBody = z.object({ commandId: z.uuid().optional(), reason: z.string().trim().max(200).default(''), date: day.optional() }).strict();
export type BounceCheckBody = z.infer<typeof bounceCheckBody>;
export const cancelCheckBody = z.object({ commandId: z.uuid().optional(), reason: z.string().trim().min(1, 'say why').max(200), date: day.optional() }).strict();
export type CancelCheckBody = z.infer<typeof cancelCheckBody>;
export const endorseCheckBody = z.object({ commandId: z.uuid().optional(), supplierId: id, memo, date: day.optional() }).strict();
export type EndorseCheckBody = z.infer<typeof endorseCheckBody>;

/** overdue: open checks due before today; soon: open checks due today or in the next `days` days. */
export const CHECK_DUE_VIEWS = ['all', 'overdue', 'soon'] as const;
export type CheckDueView = (typeof CHECK_DUE_VIEWS)[number];
export const listChecksQuery = z
  .object({
    direction: z.enum(CHECK_DIRECTIONS).optional(),
    state: z.enum(CHECK_STATES).optional(),
    due: z.enum(CHECK_DUE_VIEWS).default('all'),
    days: z.coerce.number().int().min(0).max(366).default(7),
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(50),
  })
  .strict();
export type ListChecksQuery = z.infer<typeof listChecksQuery>;
export const checkChoicesQuery = z.object({ search: z.string().trim().max(100).optional() }).strict();
export type CheckChoicesQuery = z.infer<typeof checkChoicesQuery>;

// ---- answers
export const checkSchema = z.object({
  id: z.string(),
  direction: z.enum(CHECK_DIRECTIONS),
  state: z.enum(CHECK_STATES),
  number: z.string(),
  bank: z.string(),
  drawer: z.string(),
  amount: z.string(),
  currency: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  /** Business day it was received or issued. */
  date: z.string(),
  partyType: z.enum(['customer', 'supplier']),
  partyId: z.string(),
  partyName: z.string(),
  /** The bank account it was deposited into (received) or is drawn on (issued). */
  accountId: z.string().nullable(),
  accountName: z.string(),
  /** The supplier a received check was endorsed to. */
  endorsedTo: z.string().nullable(),
  endorsedToName: z.string(),
  /** Business day of the last transition. */
  stateDate: z.string(),
  reason: z.string(),
  memo: z.string(),
  source: z.object({ type: z.literal('salePayment'), id: z.string(), number: z.string() }).nullable(),
  userId: z.string(),
  recordedAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Check = z.infer<typeof checkSchema>;
export const checkTotalsSchema = z.object({ direction: z.enum(CHECK_DIRECTIONS), currency: z.string(), count: z.number(), amount: z.string() });
export const checkListSchema = z.object({ checks: z.array(checkSchema), total: z.number(), today: z.string(), totals: z.array(checkTotalsSchema) });
export type CheckList = z.infer<typeof checkListSchema>;

const choice = z.object({ id: z.string(), code: z.string(), name: z.string(), currency: z.string() });
/** What the check screens pick from: customers, suppliers and bank accounts. */
export const checkChoicesSchema = z.object({
  customers: z.array(choice),
  suppliers: z.array(choice),
  accounts: z.array(z.object({ id: z.string(), name: z.string(), currency: z.string(), bankName: z.string() })),
});
export type CheckChoices = z.infer<typeof checkChoicesSchema>;
