import type { SupplierEvent, SupplierFields } from '@tradedesk/contracts/catalog/suppliers';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

/** What a supplier's stream says. */
export interface SupplierState {
  exists: boolean;
  fields: SupplierFields | null;
  disabled: boolean;
}

export const initialSupplierState = (): SupplierState => ({ exists: false, fields: null, disabled: false });

export function evolveSupplier(s: SupplierState, e: EvolveEvent<SupplierEvent>): SupplierState {
  switch (e.type) {
    case 'SupplierCreated': {
      const { supplierId: _s, ...fields } = e.data;
      return { ...s, exists: true, fields };
    }
    case 'SupplierChanged':
      return { ...s, fields: { ...s.fields!, ...e.data.changes } };
    case 'SupplierDisabled':
      return { ...s, disabled: true };
    case 'SupplierEnabled':
      return { ...s, disabled: false };
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

export const supplierNotFound = (id: string) => new DomainError('supplier_not_found', `Supplier ${id} does not exist.`, 404);
