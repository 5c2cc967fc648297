import type { DefectiveEvent, DefectiveSource } from '@tradedesk/contracts/inventory/defective';
import { Decimal } from 'decimal.js';
import type { EvolveEvent } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';

/** A lot of the defective library, as far as decisions need it. */
export interface DefectiveLotState {
  received: boolean;
  warehouseId: string;
  productId: string;
  unitCost: string;
  source: DefectiveSource | null;
  /** Base units still held (decimal string). */
  held: string;
}

export const initialDefectiveLotState = (): DefectiveLotState => ({ received: false, warehouseId: '', productId: '', unitCost: '0', source: null, held: '0' });

export function evolveDefectiveLot(s: DefectiveLotState, e: EvolveEvent<DefectiveEvent>): DefectiveLotState {
  switch (e.type) {
    case 'DefectiveReceived':
      return { received: true, warehouseId: e.data.warehouseId, productId: e.data.productId, unitCost: e.data.unitCost, source: e.data.source, held: e.data.quantity };
    case 'DefectiveScrapped':
    case 'DefectiveReturnedToSupplier':
    case 'DefectiveRestocked':
      return { ...s, held: e.data.held };
    case 'StockMoved':
      return s;
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

/** A quantity of the lot: a number greater than zero, or a refusal naming the field. */
export function requirePositive(v: string, field: string): Decimal {
  let d: Decimal;
  try {
    d = new Decimal(v);
  } catch {
    throw new DomainError('quantity_not_positive', `${field}: "${v}" is not a number.`, 400, { field });
  }
  if (!d.isFinite() || d.lte(0)) throw new DomainError('quantity_not_positive', `${field}: must be more than zero.`, 400, { field });
  return d;
}
