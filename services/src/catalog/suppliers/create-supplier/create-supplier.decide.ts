import type { SupplierEvent, SupplierFields } from '@tradedesk/contracts/catalog/suppliers';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { SupplierState } from '../supplier.state.js';

export interface CreateSupplier {
  type: 'CreateSupplier';
  supplierId: string;
  fields: SupplierFields;
}

/** A new supplier. Its code is unique: the read model's index refuses a taken one (409). */
export function decideCreateSupplier(c: CreateSupplier, s: SupplierState): SupplierEvent[] {
  if (s.exists) throw new DomainError('supplier_exists', `Supplier ${c.supplierId} already exists.`, 409);
  return [{ type: 'SupplierCreated', data: { supplierId: c.supplierId, ...c.fields } }];
}
