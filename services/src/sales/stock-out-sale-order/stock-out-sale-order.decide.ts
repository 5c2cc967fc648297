import type { StockMovement } from '@tradedesk/contracts/inventory/stock';
import type { SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { requireSaleWarehouse, type SaleFacts } from '../sale-facts.js';
import { stockMoved } from '../sale-order.rules.js';
import { fail, requireDistribution, type SaleOrderState } from '../sale-order.state.js';

export interface StockOutSaleOrder {
  type: 'StockOutSaleOrder';
  facts: SaleFacts;
}

/**
 * The goods of a distribution order leave the warehouse from the shelves they were picked on,
 * at the cost they were committed with: every line fully picked, or none picked (shipped as ordered).
 */
export function decideStockOutSaleOrder(c: StockOutSaleOrder, s: SaleOrderState, _ctx: DecideContext): SaleOrderEvent[] {
  requireDistribution(s);
  const picked = Object.keys(s.picks).length > 0;
  if (picked) {
    const short = s.lines.filter((l) => !s.picks[l.lineId] || !new Decimal(s.picks[l.lineId].baseQuantity).eq(l.baseQuantity));
    if (short.length) {
      throw fail('picking_incomplete', `Pick every line fully before stocking out (${short.map((l) => l.code).join(', ')}), or unpick all to ship the order as ordered.`, 409, { lineIds: short.map((l) => l.lineId) });
    }
  }
  requireSaleWarehouse(c.facts, s.header.warehouseId);
  const committed = s.committed!.lines;
  const lines = s.lines.map((l) => ({ lineId: l.lineId, productId: l.productId, baseQuantity: l.baseQuantity }));
  const movements: StockMovement[] = s.lines.map((l, i) => ({
    line: i + 1, kind: 'issue', warehouseId: s.header.warehouseId, zoneId: s.picks[l.lineId]?.zoneId ?? l.zoneId, productId: l.productId,
    quantity: new Decimal(l.baseQuantity).negated().toFixed(), unit: l.unit, unitQuantity: l.quantity,
    unitCost: committed.find((x) => x.lineId === l.lineId)?.unitCost ?? '0',
  }));
  return [{ type: 'SaleOrderStockedOut', data: { orderId: s.id, number: s.number, lines } }, stockMoved(s, movements, null, c.facts.allowNegative)];
}
