/** The create-account form (pure): what is typed, turned into the record body and checked by the contract's schema. */
import { type ManualEntryKind, recordSupplierEntryBody, type SupplierPaymentMethod } from '@tradedesk/contracts/catalog/supplier-accounts';

export interface EntryForm {
  kind: ManualEntryKind;
  currency: string;
  amount: string;
  date: string;
  method: SupplierPaymentMethod;
  reference: string;
  reason: string;
  note: string;
}

/** The body the form means, checked by the contract's schema: field -> message on failure. */
export function entryBody(form: EntryForm, commandId: string) {
  const common = { commandId, currency: form.currency, amount: form.amount.trim(), reference: form.reference, note: form.note, ...(form.date ? { date: form.date } : {}) };
  const raw =
    form.kind === 'payment' ? { ...common, kind: 'payment', method: form.method } : form.kind === 'adjustment' ? { ...common, kind: 'adjustment', reason: form.reason } : { ...common, kind: 'opening' };
  const parsed = recordSupplierEntryBody.safeParse(raw);
  if (parsed.success) return { ok: true as const, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { ok: false as const, errors };
}

