import type { SaleLineInput, SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import type { DecideContext } from '../../platform/cqrs/decider.js';
import { type CreateSaleOrder, decideCreateSaleOrder } from '../create-sale-order/create-sale-order.decide.js';
import { decideSaveCommitSaleOrder } from '../save-commit-sale-order/save-commit-sale-order.decide.js';
import type { SaleFacts } from '../sale-facts.js';
import type { SaleOrderState } from '../sale-order.state.js';

/** One order of a batch import: the rows of one `ref`, committed at once when the import says so. */
export interface ImportSaleOrder {
  type: 'ImportSaleOrder';
  orderId: string;
  number: string;
  importId: string;
  warehouseId: string;
  customerId: string | null;
  lines: SaleLineInput[];
  commit: boolean;
  facts: SaleFacts;
}

export function decideImportSaleOrder(c: ImportSaleOrder, s: SaleOrderState, ctx: DecideContext): SaleOrderEvent[] {
  const create: Omit<CreateSaleOrder, 'type' | 'facts'> = {
    orderId: c.orderId, number: c.number, kind: 'sale', source: 'import', header: { warehouseId: c.warehouseId, customerId: c.customerId },
    lines: c.lines, duplicatedFrom: null, importId: c.importId,
  };
  if (c.commit) return decideSaveCommitSaleOrder({ type: 'SaveCommitSaleOrder', create, payments: [], facts: c.facts }, s, ctx);
  return decideCreateSaleOrder({ type: 'CreateSaleOrder', ...create, facts: c.facts }, s, ctx);
}
