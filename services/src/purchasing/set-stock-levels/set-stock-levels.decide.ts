import { canonicalDecimal } from '@tradedesk/contracts/catalog/common';
import type { StockLevelEvent } from '@tradedesk/contracts/purchasing/replenishment';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { StockLevelState } from '../stock-level.state.js';

export interface SetStockLevel {
  type: 'SetStockLevel';
  productId: string;
  warehouseId: string;
  minimum: string;
  maximum: string;
  /** Row number in the request (1-based), for the refusal's message. */
  row: number;
  facts: { product: { code: string; status: 'active' | 'disabled' } | null; warehouse: { code: string } | null };
}

/** Sets a level of a product that exists in a warehouse that exists; the same figures again change nothing. */
export function decideSetStockLevel(c: SetStockLevel, s: StockLevelState, _ctx: DecideContext): StockLevelEvent[] {
  if (!c.facts.product) throw new DomainError('product_not_found', `Row ${c.row}, productId: no product ${c.productId}.`, 404, { row: c.row });
  if (!c.facts.warehouse) throw new DomainError('warehouse_not_found', `Row ${c.row}, warehouseId: no warehouse ${c.warehouseId}.`, 404, { row: c.row });
  const minimum = canonicalDecimal(c.minimum);
  const maximum = canonicalDecimal(c.maximum);
  if (s.minimum === minimum && s.maximum === maximum) return [];
  return [{ type: 'StockLevelSet', data: { productId: c.productId, warehouseId: c.warehouseId, minimum, maximum } }];
}
