import type { SupplierEvent } from '@tradedesk/contracts/catalog/suppliers';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type ChangeSupplier, decideChangeSupplier } from './change-supplier/change-supplier.decide.js';
import { type CreateSupplier, decideCreateSupplier } from './create-supplier/create-supplier.decide.js';
import { decideDisableSupplier, decideEnableSupplier, type DisableSupplier, type EnableSupplier } from './set-supplier-status/set-supplier-status.decide.js';
import { evolveSupplier, initialSupplierState, type SupplierState } from './supplier.state.js';

export type SupplierCommand = CreateSupplier | ChangeSupplier | DisableSupplier | EnableSupplier;

/** A supplier: each command's rule is in the use-case folder named after it. */
export const supplierDecider: Decider<SupplierCommand, SupplierState, SupplierEvent> = {
  initialState: initialSupplierState,
  evolve: evolveSupplier,
  decide: decideByType<SupplierCommand, SupplierState, SupplierEvent>({
    CreateSupplier: decideCreateSupplier,
    ChangeSupplier: decideChangeSupplier,
    DisableSupplier: decideDisableSupplier,
    EnableSupplier: decideEnableSupplier,
  }),
};
