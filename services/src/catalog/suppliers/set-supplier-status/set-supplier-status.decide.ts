import type { SupplierEvent } from '@tradedesk/contracts/catalog/suppliers';
import { type SupplierState, supplierNotFound } from '../supplier.state.js';

export interface DisableSupplier {
  type: 'DisableSupplier';
  supplierId: string;
}
export interface EnableSupplier {
  type: 'EnableSupplier';
  supplierId: string;
}

/** Disabling a disabled supplier changes nothing. */
export function decideDisableSupplier(c: DisableSupplier, s: SupplierState): SupplierEvent[] {
  if (!s.exists) throw supplierNotFound(c.supplierId);
  return s.disabled ? [] : [{ type: 'SupplierDisabled', data: { supplierId: c.supplierId } }];
}

/** Enabling an enabled supplier changes nothing. */
export function decideEnableSupplier(c: EnableSupplier, s: SupplierState): SupplierEvent[] {
  if (!s.exists) throw supplierNotFound(c.supplierId);
  return s.disabled ? [{ type: 'SupplierEnabled', data: { supplierId: c.supplierId } }] : [];
}
