import type { CustomerAccountEvent } from '@tradedesk/contracts/customers/customer-accounts';
import type { EvolveEvent } from '../platform/cqrs/decider.js';

/**
 * The hand-kept part of a customer's account: its stream holds only these entries (sale orders
 * post to the account through their own events, folded by the read model).
 */
export interface CustomerAccountState {
  /** Currencies that have an opening balance already. */
  openings: string[];
  entryIds: string[];
}

export const initialCustomerAccountState = (): CustomerAccountState => ({ openings: [], entryIds: [] });

export function evolveCustomerAccount(s: CustomerAccountState, e: EvolveEvent<CustomerAccountEvent>): CustomerAccountState {
  switch (e.type) {
    case 'CustomerAccountEntryRecorded':
      return {
        openings: e.data.kind === 'opening' ? [...s.openings, e.data.currency] : s.openings,
        entryIds: [...s.entryIds, e.data.entryId],
      };
    default: {
      const _exhaustive: never = e.type;
      return s;
    }
  }
}
