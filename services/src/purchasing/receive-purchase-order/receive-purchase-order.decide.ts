import { toBase } from '@tradedesk/contracts/catalog/units';
import type { PackUnit, StockMoved } from '@tradedesk/contracts/inventory/stock';
import { roundMoney, roundTo, sumDecimals } from '@tradedesk/contracts/platform/money';
import type { PurchaseOrderReceived, ReceivedLine, ReceiptLineInput } from '@tradedesk/contracts/purchasing/purchase-order';
import { Decimal } from 'decimal.js';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { refuseClosedPeriod } from '../../platform/closed-period.js';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { PurchaseFacts } from '../purchase-facts.js';
import { netReceived, orderLineOf, type PurchaseOrderLine, type PurchaseOrderState, receiveLimit, requireReceivable } from '../purchase-order.state.js';
import { rateFor, requireWarehouse, requireZone } from '../purchase-rules.js';

/** One receipt as the handler hands it in: its id and number already taken. */
export interface ReceiptRequest {
  receiptId: string;
  receiptNumber: string;
  warehouseId: string;
  zoneId: string | null;
  /** ISO instant; absent = now. */
  receivedAt?: string;
  rate?: string;
  lines: ReceiptLineInput[];
}

export interface ReceivePurchaseOrder {
  type: 'ReceivePurchaseOrder';
  receipt: ReceiptRequest;
  facts: PurchaseFacts;
  /** Where the receipt sits in an inbound split (for the field paths of refusals). */
  path?: string;
}

/** The order line's price x its quantity: divided by its base quantity, the price of one base unit (order currency). */
function lineValue(l: PurchaseOrderLine): Decimal {
  return new Decimal(l.unitPrice ?? '0').times(l.quantity);
}

/** Lines of a receipt or a return in base units, priced from their order lines; `limit` checks each line's quantity. */
export function pricedLines(
  s: PurchaseOrderState,
  facts: PurchaseFacts,
  lines: ReceiptLineInput[],
  rate: string,
  path: string,
  limit: (l: PurchaseOrderLine, base: Decimal, at: string) => void,
): ReceivedLine[] {
  const taken = new Map<number, Decimal>();
  return lines.map((input, i) => {
    const at = `${path}lines.${i}`;
    const ol = orderLineOf(s, input.orderLine, at);
    const unit: PackUnit = input.unit ?? ol.unit;
    const p = facts.products.get(ol.productId);
    const base = p ? toBase(input.quantity, unit, p.packings) : '';
    if (base === '') throw new DomainError('unit_without_packing', `${at}.unit: product ${ol.code} has no ${unit} packing size.`, 400, { line: i + 1 });
    const sum = (taken.get(ol.line) ?? new Decimal(0)).plus(base);
    taken.set(ol.line, sum);
    limit(ol, sum, at);
    // Multiply before dividing: 12.5 a box of 24, 18 units = 12.5 x 10 x 18 / 240 = 9.375 exactly.
    const value = lineValue(ol);
    const unitPrice = roundTo(value.times(base).dividedBy(new Decimal(ol.baseQuantity).times(input.quantity)), 6);
    return {
      line: i + 1,
      orderLine: ol.line,
      productId: ol.productId,
      unit,
      unitQuantity: new Decimal(input.quantity).toFixed(),
      quantity: base,
      unitPrice: new Decimal(unitPrice).toFixed(),
      unitCost: new Decimal(roundTo(value.times(rate).dividedBy(ol.baseQuantity), 6)).toFixed(),
      amount: roundMoney(value.times(base).dividedBy(ol.baseQuantity), s.currency),
    };
  });
}

/**
 * A receipt: any part of the open quantities into one warehouse and zone, in the same append as
 * its StockMoved (kind 'receipt'). A line may be received up to its ordered quantity plus the
 * over-delivery tolerance (net of returns); the goods' arrival may be in the past, not the future,
 * and not on a closed day or in a closed month.
 */
export function decideReceivePurchaseOrder(c: ReceivePurchaseOrder, s: PurchaseOrderState, ctx: DecideContext): (PurchaseOrderReceived | StockMoved)[] {
  requireReceivable(s);
  const r = c.receipt;
  const path = c.path ?? '';
  requireWarehouse(c.facts, r.warehouseId, `${path}warehouseId`);
  requireZone(c.facts, r.warehouseId, r.zoneId, `${path}zoneId`);
  const receivedAt = r.receivedAt ? new Date(r.receivedAt) : ctx.now;
  if (receivedAt.getTime() > ctx.now.getTime()) throw new DomainError('date_in_future', `${path}receivedAt: the goods cannot arrive in the future.`, 400);
  refuseClosedPeriod(c.facts.closed, businessDayOf(receivedAt, c.facts.utcOffsetHours), `${path}receivedAt`);
  const costCurrency = s.costCurrency ?? c.facts.costCurrency;
  const rate = rateFor(s.currency, costCurrency, r.rate, `${path}rate`);
  const lines = pricedLines(s, c.facts, r.lines, rate, path, (ol, base, at) => {
    const after = netReceived(s, ol.line).plus(base);
    if (after.gt(receiveLimit(ol))) {
      throw new DomainError('over_delivery', `${at}.quantity: line ${ol.line} (${ol.code}) would hold ${after.toFixed()} of ${ol.baseQuantity} ordered, more than the tolerance allows (${receiveLimit(ol).toFixed()}).`, 400, {
        line: ol.line,
        limit: receiveLimit(ol).toFixed(),
      });
    }
  });
  const at = receivedAt.toISOString();
  return [
    {
      type: 'PurchaseOrderReceived',
      data: {
        purchaseOrderId: s.id,
        number: s.number,
        receiptId: r.receiptId,
        receiptNumber: r.receiptNumber,
        supplierId: s.supplierId!,
        warehouseId: r.warehouseId,
        zoneId: r.zoneId,
        receivedAt: at,
        currency: s.currency,
        rate,
        costCurrency,
        lines,
        amount: roundMoney(sumDecimals(lines.map((l) => l.amount)), s.currency),
      },
    },
    {
      type: 'StockMoved',
      data: {
        source: { type: 'purchase', id: s.id, number: s.number },
        reason: null,
        allowNegative: c.facts.allowNegative,
        movements: lines.map((l) => ({
          line: l.line,
          kind: 'receipt',
          warehouseId: r.warehouseId,
          zoneId: r.zoneId,
          productId: l.productId,
          quantity: l.quantity,
          unit: l.unit,
          unitQuantity: l.unitQuantity,
          unitCost: l.unitCost,
        })),
        at,
        documentId: r.receiptId,
      },
    },
  ];
}
