import type { PosRegisterEvent, RegisterBlindClose } from '@tradedesk/contracts/pos/pos';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export interface RegisterState {
  exists: boolean;
  name: string;
  warehouseId: string;
  defaultCustomerId: string | null;
  currency: string;
  /** Its own receipt lines ('' = the company's) and blind close (docs/pos.md "Registers and devices"). */
  receiptHeader: string;
  receiptFooter: string;
  blindClose: RegisterBlindClose;
}

export const initialRegisterState = (): RegisterState => ({
  exists: false,
  name: '',
  warehouseId: '',
  defaultCustomerId: null,
  currency: '',
  receiptHeader: '',
  receiptFooter: '',
  blindClose: 'company',
});

export function evolveRegister(s: RegisterState, e: EvolveEvent<PosRegisterEvent>): RegisterState {
  switch (e.type) {
    case 'PosRegisterCreated': {
      const { registerId: _id, ...d } = e.data;
      // A register created before the overrides existed has none: the company's texts and blind close.
      return { ...initialRegisterState(), exists: true, ...d };
    }
    case 'PosRegisterChanged': {
      const { registerId: _id, ...changes } = e.data;
      return { ...s, ...changes };
    }
  }
}

/** What a register's fields name, as found: the warehouse, the default customer, the currency. */
export interface RegisterFacts {
  warehouseExists: boolean;
  customerExists: boolean;
  currencyKnown: boolean;
}

export function requireRegisterFacts(f: RegisterFacts, c: { warehouseId?: string; defaultCustomerId?: string | null; currency?: string }): void {
  if (c.warehouseId !== undefined && !f.warehouseExists) throw new DomainError('warehouse_not_found', `No warehouse ${c.warehouseId}.`, 400, { field: 'warehouseId' });
  if (c.defaultCustomerId && !f.customerExists) throw new DomainError('customer_not_found', `No customer ${c.defaultCustomerId}.`, 400, { field: 'defaultCustomerId' });
  if (c.currency !== undefined && !f.currencyKnown) throw new DomainError('unknown_currency', `${c.currency} is not one of the company's currencies.`, 400, { field: 'currency' });
}
