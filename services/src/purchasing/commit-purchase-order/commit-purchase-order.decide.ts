import { roundMoney, sumDecimals } from '@tradedesk/contracts/platform/money';
import type { CommittedPurchaseLine, PurchaseOrderCommitted } from '@tradedesk/contracts/purchasing/purchase-order';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { PurchaseFacts } from '../purchase-facts.js';
import { type PurchaseOrderState, requireDraft } from '../purchase-order.state.js';
import { rateFor, requireCurrency, requireSupplier, requireWarehouse, resolveDraftLines } from '../purchase-rules.js';

export interface CommitPurchaseOrder {
  type: 'CommitPurchaseOrder';
  rate?: string;
  facts: PurchaseFacts;
}

/**
 * Commit: what is on order. The supplier is required now (a transform-po draft has none), every
 * line needs a price, and the rate to the cost currency is recorded. Lines are checked again
 * against the catalogue (a product disabled since the draft is refused).
 */
export function decideCommitPurchaseOrder(c: CommitPurchaseOrder, s: PurchaseOrderState, _ctx?: DecideContext): PurchaseOrderCommitted[] {
  requireDraft(s);
  if (s.supplierId === null) throw new DomainError('supplier_required', 'supplierId: choose the supplier before committing.', 400);
  requireSupplier(c.facts, s.supplierId);
  requireWarehouse(c.facts, s.warehouseId, 'warehouseId');
  requireCurrency(c.facts, s.currency);
  if (s.lines.length === 0) throw new DomainError('order_empty', `Purchase order ${s.number} has no lines.`, 400);
  const missing = s.lines.find((l) => l.unitPrice === undefined);
  if (missing) throw new DomainError('price_required', `lines.${missing.line - 1}.unitPrice: give the price of line ${missing.line} (${missing.code}).`, 400, { line: missing.line });
  const rate = rateFor(s.currency, c.facts.costCurrency, c.rate);
  const resolved = resolveDraftLines(
    c.facts,
    s.lines.map((l) => ({ productId: l.productId, unit: l.unit, quantity: l.quantity, unitPrice: l.unitPrice })),
  );
  const lines: CommittedPurchaseLine[] = resolved.map((l) => ({
    line: l.line,
    productId: l.productId,
    code: l.code,
    name: l.name,
    unit: l.unit,
    quantity: l.quantity,
    baseQuantity: l.baseQuantity,
    unitPrice: l.unitPrice!,
    amount: roundMoney(new Decimal(l.quantity).times(l.unitPrice!), s.currency),
  }));
  return [
    {
      type: 'PurchaseOrderCommitted',
      data: {
        purchaseOrderId: s.id,
        number: s.number,
        supplierId: s.supplierId,
        warehouseId: s.warehouseId,
        currency: s.currency,
        rate,
        costCurrency: c.facts.costCurrency,
        expectedDate: s.expectedDate,
        lines,
        total: roundMoney(sumDecimals(lines.map((l) => l.amount)), s.currency),
      },
    },
  ];
}
