import { STOCK_DOCUMENT_EVENT_TYPES, STOCK_DOCUMENTS_READ_MODEL } from '@tradedesk/contracts/inventory/stock-documents';
import type { DamageRecorded, DocumentLine, TransferMade } from '@tradedesk/contracts/inventory/stock';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { Decimal } from 'decimal.js';
import type { Projector } from '../../platform/projector.js';

type DocumentEvent = StoredEvent & (TransferMade | DamageRecorded);

/**
 * rm.stock_documents + rm.stock_document_lines: one row per transfer or write-off and one per
 * line, with totals and who made it. A document is written once (its first event) and never
 * changes, so a replay is `on conflict do nothing`. One statement per table per batch.
 */
export const stockDocumentsProjector: Projector = {
  name: STOCK_DOCUMENTS_READ_MODEL,
  version: 1,
  handles: STOCK_DOCUMENT_EVENT_TYPES,
  tables: ['stock_documents', 'stock_document_lines'],

  async migrate(ctx) {
    const d = ctx.table('stock_documents');
    const l = ctx.table('stock_document_lines');
    await ctx.sql.query(`create table if not exists ${d} (
      id text primary key,
      type text not null,
      number text not null,
      from_warehouse_id text not null,
      to_warehouse_id text,
      zone_id text,
      reason text,
      note text not null,
      line_count int not null,
      total_quantity numeric not null,
      total_cost numeric not null,
      user_id text not null,
      created_at timestamptz not null,
      position bigint not null
    )`);
    await ctx.sql.query(`create index if not exists stock_documents_type_at_ix on ${d} (type, created_at desc, position desc)`);
    await ctx.sql.query(`create table if not exists ${l} (
      document_id text not null,
      line int not null,
      product_id text not null,
      unit text not null,
      unit_quantity numeric not null,
      quantity numeric not null,
      unit_cost numeric not null,
      primary key (document_id, line)
    )`);
    await ctx.sql.query(`create index if not exists stock_document_lines_product_ix on ${l} (product_id)`);
  },

  async apply(events: StoredEvent[], ctx) {
    const docs: unknown[] = [];
    const lines: unknown[] = [];
    for (const e of events as DocumentEvent[]) {
      let head: { id: string; type: 'transfer' | 'damage'; from: string; to: string | null; zone: string | null; reason: string | null };
      switch (e.type) {
        case 'TransferMade':
          head = { id: e.data.transferId, type: 'transfer', from: e.data.fromWarehouseId, to: e.data.toWarehouseId, zone: null, reason: null };
          break;
        case 'DamageRecorded':
          head = { id: e.data.damageId, type: 'damage', from: e.data.warehouseId, to: null, zone: e.data.zoneId, reason: e.data.reason };
          break;
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
      const docLines: DocumentLine[] = e.data.lines;
      let qty = new Decimal(0);
      let cost = new Decimal(0);
      for (const l of docLines) {
        qty = qty.plus(l.quantity);
        cost = cost.plus(new Decimal(l.quantity).times(l.unitCost));
        lines.push({ document_id: head.id, line: l.line, product_id: l.productId, unit: l.unit, unit_quantity: l.unitQuantity, quantity: l.quantity, unit_cost: l.unitCost });
      }
      docs.push({
        id: head.id,
        type: head.type,
        number: e.data.number,
        from_warehouse_id: head.from,
        to_warehouse_id: head.to,
        zone_id: head.zone,
        reason: head.reason,
        note: e.data.note,
        line_count: docLines.length,
        total_quantity: qty.toFixed(),
        total_cost: cost.toFixed(),
        user_id: e.metadata.userId,
        created_at: e.recordedAt,
        position: e.globalPosition,
      });
    }
    if (docs.length === 0) return [];
    await ctx.sql.query(
      `insert into ${ctx.table('stock_documents')} (id, type, number, from_warehouse_id, to_warehouse_id, zone_id, reason, note, line_count, total_quantity, total_cost, user_id, created_at, position)
       select r.id, r.type, r.number, r.from_warehouse_id, r.to_warehouse_id, r.zone_id, r.reason, r.note, r.line_count, r.total_quantity, r.total_cost, r.user_id, r.created_at, r.position
         from jsonb_to_recordset($1::jsonb) as r(id text, type text, number text, from_warehouse_id text, to_warehouse_id text, zone_id text, reason text, note text,
              line_count int, total_quantity numeric, total_cost numeric, user_id text, created_at timestamptz, position bigint)
       on conflict (id) do nothing`,
      [JSON.stringify(docs)],
    );
    if (lines.length) {
      await ctx.sql.query(
        `insert into ${ctx.table('stock_document_lines')} (document_id, line, product_id, unit, unit_quantity, quantity, unit_cost)
         select r.document_id, r.line, r.product_id, r.unit, r.unit_quantity, r.quantity, r.unit_cost
           from jsonb_to_recordset($1::jsonb) as r(document_id text, line int, product_id text, unit text, unit_quantity numeric, quantity numeric, unit_cost numeric)
         on conflict (document_id, line) do nothing`,
        [JSON.stringify(lines)],
      );
    }
    return docs.map((d) => (d as { id: string }).id);
  },
};
