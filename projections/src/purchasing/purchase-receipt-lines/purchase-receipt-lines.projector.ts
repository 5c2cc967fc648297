import type { PurchaseGoodsReturned, PurchaseOrderReceived } from '@tradedesk/contracts/purchasing/purchase-order';
import { PURCHASE_RECEIPT_LINES_READ_MODEL } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { Decimal } from 'decimal.js';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.purchase_receipt_lines: every line a purchase order received (PurchaseOrderReceived) and
 * every line sent back (PurchaseGoodsReturned, negative quantity and value), with its value in
 * the cost currency (quantity x unitCost, before landed costs). Landed costs are spread over the
 * receipt lines (docs/ocean-shipping.md). One row per (document, line): a replay changes nothing.
 */
export const purchaseReceiptLinesProjector: Projector = {
  name: PURCHASE_RECEIPT_LINES_READ_MODEL,
  version: 1,
  handles: ['PurchaseOrderReceived', 'PurchaseGoodsReturned'],
  tables: ['purchase_receipt_lines'],
  async migrate(ctx) {
    const t = ctx.table('purchase_receipt_lines');
    await ctx.sql.query(`create table if not exists ${t} (
      document_id text not null, line int not null, kind text not null, purchase_order_id text not null, order_number text not null,
      document_number text not null, order_line int not null, product_id text not null, warehouse_id text not null,
      quantity numeric not null, value numeric not null, cost_currency text not null, received_at timestamptz not null,
      primary key (document_id, line))`);
    await ctx.sql.query(`create index if not exists purchase_receipt_lines_order_ix on ${t} (purchase_order_id)`);
  },
  async apply(events, ctx) {
    const cols: unknown[][] = [[], [], [], [], [], [], [], [], [], [], [], [], []];
    const ids = new Set<string>();
    for (const e of events as (StoredEvent & (PurchaseOrderReceived | PurchaseGoodsReturned))[]) {
      const receipt = e.type === 'PurchaseOrderReceived';
      const d = e.data;
      const documentId = receipt ? (d as PurchaseOrderReceived['data']).receiptId : (d as PurchaseGoodsReturned['data']).returnId;
      const documentNumber = receipt ? (d as PurchaseOrderReceived['data']).receiptNumber : (d as PurchaseGoodsReturned['data']).returnNumber;
      const at = receipt ? (d as PurchaseOrderReceived['data']).receivedAt : (d as PurchaseGoodsReturned['data']).returnedAt;
      const sign = receipt ? 1 : -1;
      ids.add(d.purchaseOrderId);
      for (const l of d.lines) {
        const q = new Decimal(l.quantity).abs().times(sign);
        const row = [documentId, l.line, receipt ? 'receipt' : 'return', d.purchaseOrderId, d.number, documentNumber, l.orderLine, l.productId, d.warehouseId, q.toFixed(), q.times(l.unitCost).toFixed(), d.costCurrency, at];
        row.forEach((v, i) => cols[i].push(v));
      }
    }
    if (!cols[0].length) return [];
    await ctx.sql.query(
      `insert into ${ctx.table('purchase_receipt_lines')} (document_id, line, kind, purchase_order_id, order_number, document_number, order_line, product_id, warehouse_id, quantity, value, cost_currency, received_at)
       select * from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[], $9::text[], $10::numeric[], $11::numeric[], $12::text[], $13::timestamptz[])
       on conflict (document_id, line) do nothing`,
      cols,
    );
    return [...ids];
  },
};
