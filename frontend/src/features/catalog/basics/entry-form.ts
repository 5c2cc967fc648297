/**
 * The create-account form (pure): what is typed, turned into the record body by a schema that pipes
 * it into the contract's own (recordSupplierEntryBody), so its rules and messages check it.
 */
import { type ManualEntryKind, recordSupplierEntryBody, type SupplierPaymentMethod } from '@tradedesk/contracts/catalog/supplier-accounts';
import { z } from 'zod';

export interface EntryForm {
  kind: ManualEntryKind;
  currency: string;
  amount: string;
  date: string;
  method: SupplierPaymentMethod;
  reference: string;
  reason: string;
  note: string;
  /** The money account a payment leaves ('' : the server's default for the method and currency). */
  accountId?: string;
}

/** The body the form means (only the fields of its kind; a blank date is left to the server), checked by the contract's schema. */
export const supplierEntryForm = (commandId: string) =>
  z
    .custom<EntryForm>((v) => typeof v === 'object' && v !== null)
    .transform((form): z.input<typeof recordSupplierEntryBody> => {
      const common = { commandId, currency: form.currency, amount: form.amount.trim(), reference: form.reference, note: form.note, ...(form.date ? { date: form.date } : {}) };
      return form.kind === 'payment'
        ? { ...common, kind: 'payment', method: form.method, ...(form.accountId && form.method !== 'bank-check' ? { accountId: form.accountId } : {}) }
        : form.kind === 'adjustment'
          ? { ...common, kind: 'adjustment', reason: form.reason }
          : { ...common, kind: 'opening' };
    })
    .pipe(recordSupplierEntryBody);
