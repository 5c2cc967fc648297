import type { SupplierEvent, SupplierFields } from '@tradedesk/contracts/catalog/suppliers';
import { changedFields } from '../../changed-fields.js';
import { type SupplierState, supplierNotFound } from '../supplier.state.js';

export interface ChangeSupplier {
  type: 'ChangeSupplier';
  supplierId: string;
  changes: Partial<SupplierFields>;
}

/** Records only the fields that really change; none: nothing. */
export function decideChangeSupplier(c: ChangeSupplier, s: SupplierState): SupplierEvent[] {
  if (!s.exists || !s.fields) throw supplierNotFound(c.supplierId);
  const changes = changedFields(s.fields, c.changes);
  return Object.keys(changes).length ? [{ type: 'SupplierChanged', data: { supplierId: c.supplierId, changes } }] : [];
}
