import type { SaleLineInput, SaleOrderEvent, SaleOrderKind, SaleSource } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import type { SaleFacts } from '../sale-facts.js';
import { type HeaderInput, resolveHeader, resolveLines } from '../sale-order.rules.js';
import { fail, type SaleOrderState } from '../sale-order.state.js';

export interface CreateSaleOrder {
  type: 'CreateSaleOrder';
  orderId: string;
  number: string;
  kind: SaleOrderKind;
  source: SaleSource;
  header: HeaderInput;
  lines: SaleLineInput[];
  duplicatedFrom: string | null;
  importId: string | null;
  facts: SaleFacts;
}

/** A new order: its header resolved from what was typed, the customer and the settings; its lines priced for it. */
export function decideCreateSaleOrder(c: CreateSaleOrder, s: SaleOrderState, ctx: DecideContext): SaleOrderEvent[] {
  if (s.exists) throw fail('order_exists', `Sale order ${s.number} already exists.`, 409, { number: s.number });
  const header = resolveHeader(c.header, null, c.facts, true);
  const draft: SaleOrderState = { ...s, exists: true, id: c.orderId, number: c.number, header };
  const lines = resolveLines(c.lines, draft, c.facts, ctx, 1);
  return [{ type: 'SaleOrderCreated', data: { orderId: c.orderId, number: c.number, kind: c.kind, source: c.source, header, lines, duplicatedFrom: c.duplicatedFrom, importId: c.importId } }];
}
