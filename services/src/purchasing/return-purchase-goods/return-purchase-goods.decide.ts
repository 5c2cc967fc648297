import type { StockMoved } from '@tradedesk/contracts/inventory/stock';
import { roundMoney, sumDecimals } from '@tradedesk/contracts/platform/money';
import type { PurchaseGoodsReturned, ReceiptLineInput } from '@tradedesk/contracts/purchasing/purchase-order';
import { Decimal } from 'decimal.js';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { refuseClosedPeriod } from '../../platform/closed-period.js';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { PurchaseFacts } from '../purchase-facts.js';
import { netReceived, type PurchaseOrderState, requireOrder } from '../purchase-order.state.js';
import { requireWarehouse, requireZone } from '../purchase-rules.js';
import { pricedLines } from '../receive-purchase-order/receive-purchase-order.decide.js';

export interface ReturnPurchaseGoods {
  type: 'ReturnPurchaseGoods';
  returnId: string;
  returnNumber: string;
  warehouseId: string;
  zoneId: string | null;
  returnedAt?: string;
  reason: string;
  lines: ReceiptLineInput[];
  facts: PurchaseFacts;
}

/**
 * Goods back to the supplier from one warehouse: at most what was received (net of earlier
 * returns) per order line, priced as ordered and valued at the commit's rate; the StockMoved
 * (kind 'purchase-return', negative) goes in the same append, so the negative-stock rule applies.
 */
export function decideReturnPurchaseGoods(c: ReturnPurchaseGoods, s: PurchaseOrderState, ctx: DecideContext): (PurchaseGoodsReturned | StockMoved)[] {
  requireOrder(s);
  if (s.status === 'draft' || s.status === 'cancelled' || s.receipts.length === 0) {
    throw new DomainError('nothing_received', `Nothing of purchase order ${s.number} was received: there is nothing to return.`, 409, { number: s.number });
  }
  requireWarehouse(c.facts, c.warehouseId, 'warehouseId');
  requireZone(c.facts, c.warehouseId, c.zoneId, 'zoneId');
  const returnedAt = c.returnedAt ? new Date(c.returnedAt) : ctx.now;
  if (returnedAt.getTime() > ctx.now.getTime()) throw new DomainError('date_in_future', 'returnedAt: the goods cannot leave in the future.', 400);
  refuseClosedPeriod(c.facts.closed, businessDayOf(returnedAt, c.facts.utcOffsetHours), 'returnedAt');
  const rate = s.rate ?? '1';
  const lines = pricedLines(s, c.facts, c.lines, rate, '', (ol, base, at) => {
    if (base.gt(netReceived(s, ol.line))) {
      throw new DomainError('return_exceeds_received', `${at}.quantity: line ${ol.line} (${ol.code}) has ${netReceived(s, ol.line).toFixed()} received to return, not ${base.toFixed()}.`, 400, { line: ol.line });
    }
  });
  const at = returnedAt.toISOString();
  return [
    {
      type: 'PurchaseGoodsReturned',
      data: {
        purchaseOrderId: s.id,
        number: s.number,
        returnId: c.returnId,
        returnNumber: c.returnNumber,
        supplierId: s.supplierId!,
        warehouseId: c.warehouseId,
        zoneId: c.zoneId,
        returnedAt: at,
        reason: c.reason,
        currency: s.currency,
        rate,
        costCurrency: s.costCurrency ?? c.facts.costCurrency,
        lines,
        amount: roundMoney(sumDecimals(lines.map((l) => l.amount)), s.currency),
      },
    },
    {
      type: 'StockMoved',
      data: {
        source: { type: 'purchase', id: s.id, number: s.number },
        reason: c.reason,
        allowNegative: c.facts.allowNegative,
        movements: lines.map((l) => ({
          line: l.line,
          kind: 'purchase-return',
          warehouseId: c.warehouseId,
          zoneId: c.zoneId,
          productId: l.productId,
          quantity: new Decimal(l.quantity).negated().toFixed(),
          unit: l.unit,
          unitQuantity: l.unitQuantity,
          unitCost: l.unitCost,
        })),
        at,
        documentId: c.returnId,
      },
    },
  ];
}
