import { Inject, Injectable } from '@nestjs/common';
import { type PurchaseOrderEvent, purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import type { LinkedOrder } from '@tradedesk/contracts/purchasing/sea-waybill';
import { waybillIdsByBl } from '@tradedesk/projections/purchasing/sea-waybill-list/sea-waybill-list.query';
import { receiptLinesOfOrders } from '@tradedesk/projections/purchasing/purchase-receipt-lines/purchase-receipt-lines.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { DATABASE } from '../../platform/tokens.js';
import type { ImportWaybills } from './import-waybills/import-waybills.decide.js';
import { readWaybillSheet } from './import-waybills/waybill-sheet.js';
import type { SpreadFacts } from './landed-cost-spread.js';
import type { WaybillState } from './waybill.state.js';

/**
 * The facts a waybill decision needs: the received lines of its purchase orders (the
 * purchase-receipt-lines read model), the company's cost currency, and the orders a link names
 * (read from the orders' own streams: the same purchasing context). One method per use case.
 */
@Injectable()
export class WaybillFactsLoader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
    private readonly settings: CompanySettingsReader = new CompanySettingsReader(db),
  ) {}

  /** The received lines (receipts, not returns) of these orders, oldest first. */
  async spreadOver(purchaseOrderIds: readonly string[]): Promise<SpreadFacts> {
    const rows = await receiptLinesOfOrders(this.db, purchaseOrderIds);
    return {
      lines: rows
        .filter((r) => r.kind === 'receipt')
        .map((r) => ({ purchaseOrderId: r.purchaseOrderId, receiptId: r.receiptId, receiptLine: r.receiptLine, productId: r.productId, productCode: r.productCode, warehouseId: r.warehouseId, quantity: r.quantity, value: r.value })),
    };
  }

  /** Allocate, new measures: the lines of the waybill's orders. */
  forSpread(state: WaybillState): Promise<SpreadFacts> {
    return this.spreadOver(state.orders.map((o) => o.purchaseOrderId));
  }

  /** A new cost: the cost currency, and the lines it is spread over at once. */
  async forAddCost(state: WaybillState): Promise<{ costCurrency: string; facts: SpreadFacts }> {
    return { costCurrency: await this.settings.get('CostCurrencyID'), facts: await this.forSpread(state) };
  }

  /** Unlinking an order: the lines of the orders that stay. */
  forUnlink(state: WaybillState, purchaseOrderId: string): Promise<SpreadFacts> {
    return this.spreadOver(state.orders.filter((o) => o.purchaseOrderId !== purchaseOrderId).map((o) => o.purchaseOrderId));
  }

  /** Linking orders: which of them exist (with their numbers), and the lines of all orders after the link. */
  async forLink(state: WaybillState, purchaseOrderIds: readonly string[]): Promise<{ found: LinkedOrder[]; missing: string[]; facts: SpreadFacts }> {
    const found: LinkedOrder[] = [];
    const missing: string[] = [];
    for (const id of new Set(purchaseOrderIds)) {
      const number = await this.orderNumber(id);
      if (number === null) missing.push(id);
      else found.push({ purchaseOrderId: id, number });
    }
    const all = [...new Set([...state.orders.map((o) => o.purchaseOrderId), ...found.map((o) => o.purchaseOrderId)])];
    return { found, missing, facts: await this.spreadOver(all) };
  }

  /** A waybill import: the sheet's rows (or what is wrong with the file) and which of its B/L numbers are taken. */
  async forWaybillSheet(file: string): Promise<ImportWaybills> {
    const sheet = await readWaybillSheet(file);
    const named = [...new Set(sheet.rows.map((r) => (r.cells.blNumber ?? '').trim()).filter(Boolean))];
    const taken = await waybillIdsByBl(this.db, named);
    return { rows: sheet.rows, fileErrors: sheet.errors, takenBl: new Set(taken.keys()) };
  }

  /** An order's number from its first event, or null when there is no such order. */
  private async orderNumber(purchaseOrderId: string): Promise<string | null> {
    const { events } = await this.runtime.store.readStream(purchaseOrderStreamId(purchaseOrderId));
    // An order's stream starts with its draft (PurchaseOrderDrafted), which carries the number.
    const first = events[0] as unknown as PurchaseOrderEvent | undefined;
    return first?.type === 'PurchaseOrderDrafted' ? first.data.number : null;
  }
}
