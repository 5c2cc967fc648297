import type { SupplierAccountEvent } from '@tradedesk/contracts/catalog/supplier-accounts';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { decidePostSupplierDocument, type PostSupplierDocument } from './post-supplier-document/post-supplier-document.decide.js';
import { decideRecordSupplierEntry, type RecordSupplierEntry } from './record-supplier-entry/record-supplier-entry.decide.js';
import { decideReverseSupplierEntry, type ReverseSupplierEntry } from './reverse-supplier-entry/reverse-supplier-entry.decide.js';
import { evolveSupplierAccount, initialSupplierAccountState, type SupplierAccountState } from './supplier-account.state.js';

export type SupplierAccountCommand = RecordSupplierEntry | PostSupplierDocument | ReverseSupplierEntry;

/**
 * The payables ledger of one supplier. Balances are folds of the postings (the read model keeps
 * them); the decisions guard what may be posted, each in the use-case folder named after it.
 */
export const supplierAccountDecider: Decider<SupplierAccountCommand, SupplierAccountState, SupplierAccountEvent> = {
  initialState: initialSupplierAccountState,
  evolve: evolveSupplierAccount,
  decide: decideByType<SupplierAccountCommand, SupplierAccountState, SupplierAccountEvent>({
    RecordSupplierEntry: decideRecordSupplierEntry,
    PostSupplierDocument: decidePostSupplierDocument,
    ReverseSupplierEntry: decideReverseSupplierEntry,
  }),
};
