import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { accountKindOfMethod } from '../finance/payments.js';
import { roundMoney } from '../platform/money.js';
import { changeDue } from './order-amounts.js';
import { PAYMENT_METHODS, paymentInput, type PaymentInput, type PaymentMethod } from './sale-order.js';

/**
 * A payment as a cashier types it (the pay dialog of the sale list), checked before it is sent
 * with the same rules the server applies (decider: overpaid, tendered_too_little,
 * due_date_required), so the dialog can say what is wrong next to the field. Pure.
 */
export interface PaymentDraft {
  method: PaymentMethod;
  amount: string;
  reference: string;
  dueDate: string;
  tendered: string;
  /** The money account chosen ('' or absent: the server's default for the method and currency; ignored for checks and installments). */
  accountId?: string;
  /** The bank a check is drawn on (checks only; may stay empty). */
  bank?: string;
}

/** `reference`: a voucher without its number. */
export type PaymentProblem = 'amount' | 'overpaid' | 'tendered' | 'tenderedTooLittle' | 'dueDate' | 'reference';

export interface CheckedPayment {
  payment: PaymentInput | null;
  problems: Partial<Record<keyof PaymentDraft, PaymentProblem>>;
  /** Cash to hand back ('' unless cash with a tendered amount that covers the payment). */
  change: string;
}

export const needsDueDate = (method: PaymentMethod) => method === 'bankCheck' || method === 'installment';

export function checkPayment(draft: PaymentDraft, outstanding: string, currency: string): CheckedPayment {
  const problems: CheckedPayment['problems'] = {};
  const isCash = draft.method === 'cash';
  const parsed = paymentInput.safeParse({
    method: draft.method,
    amount: draft.amount.trim(),
    reference: draft.reference,
    ...(needsDueDate(draft.method) && draft.dueDate ? { dueDate: draft.dueDate } : {}),
    ...(isCash && draft.tendered.trim() ? { tendered: draft.tendered.trim() } : {}),
    ...(draft.accountId && accountKindOfMethod(draft.method) !== null ? { accountId: draft.accountId } : {}),
    ...(draft.method === 'bankCheck' && draft.bank?.trim() ? { bank: draft.bank.trim() } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'amount') as keyof PaymentDraft;
      if (!problems[field]) problems[field] = field === 'amount' ? 'amount' : field === 'tendered' ? 'tendered' : field === 'reference' ? 'reference' : 'dueDate';
    }
  }
  const amount = problems.amount ? null : new Decimal(draft.amount.trim());
  if (amount && amount.gt(outstanding)) problems.amount = 'overpaid';
  if (needsDueDate(draft.method) && !draft.dueDate) problems.dueDate = 'dueDate';
  let change = '';
  if (isCash && amount && draft.tendered.trim() && !problems.tendered) {
    if (new Decimal(draft.tendered.trim()).lt(amount)) problems.tendered = 'tenderedTooLittle';
    else change = changeDue(draft.tendered.trim(), amount.toFixed(), currency);
  }
  const ok = Object.keys(problems).length === 0 && parsed.success;
  return { payment: ok ? parsed.data : null, problems, change };
}

/** The amount a new payment starts with: what is still owed, in the currency's decimals. */
export const defaultPaymentAmount = (outstanding: string, currency: string) => roundMoney(outstanding, currency);

/**
 * checkPayment as a zod schema, for a form library: the draft as typed in, the payment to send as
 * output, each problem an issue on its field whose message is the PaymentProblem code (the screen
 * words it in its language).
 */
export const paymentDraftSchema = (outstanding: string, currency: string) =>
  z
    .object({ method: z.enum(PAYMENT_METHODS), amount: z.string(), reference: z.string(), dueDate: z.string(), tendered: z.string(), accountId: z.string().optional(), bank: z.string().optional() })
    .strict()
    .transform((draft, ctx): PaymentInput => {
      const checked = checkPayment(draft, outstanding, currency);
      for (const [field, problem] of Object.entries(checked.problems)) ctx.addIssue({ code: 'custom', path: [field], message: problem });
      return checked.payment ?? z.NEVER;
    });
