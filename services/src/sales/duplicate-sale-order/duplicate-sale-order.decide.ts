import type { SaleLineInput, SaleOrderEvent, SaleOrderKind } from '@tradedesk/contracts/sales/sale-order';
import type { SaleOrderDoc } from '@tradedesk/contracts/sales/sale-order-doc';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { decideCreateSaleOrder } from '../create-sale-order/create-sale-order.decide.js';
import type { SaleFacts } from '../sale-facts.js';
import type { HeaderInput } from '../sale-order.rules.js';
import type { SaleOrderState } from '../sale-order.state.js';

export interface DuplicateSaleOrder {
  type: 'DuplicateSaleOrder';
  orderId: string;
  number: string;
  /** The new order's kind (a quote duplicated as a sale becomes one). */
  kind: SaleOrderKind;
  /** The order copied, as its stream says. */
  original: SaleOrderDoc;
  facts: SaleFacts;
}

/** A new draft with the lines, prices and terms of another order; its lines get new ids. */
export function decideDuplicateSaleOrder(c: DuplicateSaleOrder, s: SaleOrderState, ctx: DecideContext): SaleOrderEvent[] {
  const h = c.original.header;
  const header: HeaderInput = {
    warehouseId: h.warehouseId, customerId: h.customer?.id ?? null, currency: h.currency, rate: h.rate, packingType: h.packingType, priceType: h.priceType,
    taxRate: h.taxRate, memo: h.memo, deliveryMode: h.deliveryMode, paymentTermsDays: h.paymentTermsDays,
  };
  const lines: SaleLineInput[] = c.original.lines.map((l) => ({ productId: l.productId, unit: l.unit, quantity: l.quantity, price: l.price, discount: l.discount, gift: l.gift, memo: l.memo }));
  return decideCreateSaleOrder(
    { type: 'CreateSaleOrder', orderId: c.orderId, number: c.number, kind: c.kind, source: 'duplicate', header, lines, duplicatedFrom: c.original.id, importId: null, facts: c.facts },
    s,
    ctx,
  );
}
