import { Inject, Injectable } from '@nestjs/common';
import type { PurchaseOrderAnswer, PurchaseOrderView } from '@tradedesk/contracts/purchasing/purchase-order';
import { purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { Decimal } from 'decimal.js';
import { CommandRuntime } from '../platform/cqrs/command-runtime.js';
import { documentHistory } from '../platform/event-store/stream-history.js';
import { notFound } from '../platform/http/errors.js';
import { DATABASE } from '../platform/tokens.js';
import { evolvePurchaseOrder, initialPurchaseOrderState, netReceived, openQuantity, type PurchaseOrderState } from './purchase-order.state.js';

/**
 * One purchase order read from its stream (the screen that just changed it sees exactly what it
 * did), with the supplier's and warehouses' names and the history of its events.
 */
@Injectable()
export class PurchaseOrderReader {
  constructor(
    private readonly runtime: CommandRuntime,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async load(id: string): Promise<{ state: PurchaseOrderState; version: number }> {
    const { version, events } = await this.runtime.store.readStream(purchaseOrderStreamId(id));
    const state = events.reduce((s, e) => evolvePurchaseOrder(s, e as any), initialPurchaseOrderState());
    if (!state.exists) throw notFound(`No purchase order ${id}.`, 'purchase_order_not_found');
    return { state, version };
  }

  async view(id: string): Promise<PurchaseOrderView> {
    const { state: s, version } = await this.load(id);
    const warehouseIds = [s.warehouseId, ...s.receipts.map((r) => r.warehouseId), ...s.returns.map((r) => r.warehouseId)];
    const [warehouses, supplier, history] = await Promise.all([
      warehousesForStock(this.db, [...new Set(warehouseIds)]),
      s.supplierId ? getSupplier(this.db, s.supplierId) : Promise.resolve(null),
      documentHistory(this.runtime.store, this.db, purchaseOrderStreamId(id), 'purchase order'),
    ]);
    const wh = (wid: string) => warehouses.get(wid) ?? null;
    const doc = (d: PurchaseOrderState['receipts'][number]) => ({ ...d, warehouseName: wh(d.warehouseId)?.name ?? null });
    return {
      id: s.id,
      number: s.number,
      status: s.status,
      version,
      supplier: supplier ? { id: supplier.id, code: supplier.code, name: supplier.name } : s.supplierId ? { id: s.supplierId, code: '', name: '' } : null,
      warehouse: wh(s.warehouseId) ? { id: s.warehouseId, code: wh(s.warehouseId)!.code, name: wh(s.warehouseId)!.name } : null,
      currency: s.currency,
      costCurrency: s.costCurrency,
      rate: s.rate,
      expectedDate: s.expectedDate,
      note: s.note,
      source: s.source,
      origin: s.origin,
      lines: s.lines.map((l) => {
        const net = netReceived(s, l.line);
        const over = net.minus(l.baseQuantity);
        return {
          line: l.line,
          productId: l.productId,
          code: l.code,
          name: l.name,
          unit: l.unit,
          quantity: l.quantity,
          baseQuantity: l.baseQuantity,
          received: new Decimal(s.received[l.line] ?? '0').toFixed(),
          returned: new Decimal(s.returned[l.line] ?? '0').toFixed(),
          open: s.status === 'closed' || s.status === 'cancelled' ? '0' : openQuantity(s, l).toFixed(),
          over: over.gt(0) ? over.toFixed() : '0',
          shortfall: new Decimal(s.shortfall[l.line] ?? '0').toFixed(),
          unitPrice: l.unitPrice ?? null,
          amount: l.amount ?? null,
        };
      }),
      total: s.total,
      receipts: s.receipts.map(doc),
      returns: s.returns.map(doc),
      closeReason: s.closeReason,
      cancelReason: s.cancelReason,
      history: history.events,
    };
  }

  /** What every command answers. */
  answer(id: string, number: string, r: { streamVersion: number; globalPosition: string; duplicate: boolean }, documents: { id: string; number: string }[] = []): PurchaseOrderAnswer {
    return { id, number, version: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate, documents };
  }
}
