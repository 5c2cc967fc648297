import {
  DEFECTIVE_EVENT_TYPES,
  DEFECTIVE_READ_MODEL,
  type DefectiveReceived,
  type DefectiveRestocked,
  type DefectiveReturnedToSupplier,
  type DefectiveScrapped,
} from '@tradedesk/contracts/inventory/defective';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

type LotEvent = StoredEvent & (DefectiveReceived | DefectiveScrapped | DefectiveReturnedToSupplier | DefectiveRestocked);

/**
 * rm.defective_lots (what the library holds, per lot: warehouse, product, received, held, where
 * from, when) and rm.defective_disposals (each scrap, return to supplier or restock, with who
 * and when). Lots carry the stream version they reflect; disposals are keyed by (lot, version),
 * so a replay changes nothing.
 */
export const defectiveLibraryProjector: Projector = {
  name: DEFECTIVE_READ_MODEL,
  version: 1,
  handles: DEFECTIVE_EVENT_TYPES,
  tables: ['defective_lots', 'defective_disposals'],

  async migrate(ctx) {
    const l = ctx.table('defective_lots');
    const d = ctx.table('defective_disposals');
    await ctx.sql.query(`create table if not exists ${l} (
      lot_id text primary key,
      warehouse_id text not null,
      product_id text not null,
      unit text not null,
      unit_quantity numeric not null,
      received numeric not null,
      held numeric not null,
      unit_cost numeric not null,
      source_type text not null,
      source_id text not null,
      source_number text not null,
      source_line int not null,
      note text not null,
      received_by text not null,
      received_at timestamptz not null,
      position bigint not null,
      version int not null
    )`);
    await ctx.sql.query(`create index if not exists defective_lots_held_ix on ${l} (warehouse_id, product_id) where held > 0`);
    await ctx.sql.query(`create table if not exists ${d} (
      lot_id text not null,
      version int not null,
      action text not null,
      quantity numeric not null,
      supplier_id text,
      supplier_name text,
      note text not null,
      user_id text not null,
      at timestamptz not null,
      position bigint not null,
      primary key (lot_id, version)
    )`);
  },

  async apply(events: StoredEvent[], ctx) {
    const l = ctx.table('defective_lots');
    const d = ctx.table('defective_disposals');
    const ids: string[] = [];
    for (const e of events as LotEvent[]) {
      ids.push(e.data.lotId);
      switch (e.type) {
        case 'DefectiveReceived': {
          const x = e.data;
          await ctx.sql.query(
            `insert into ${l} (lot_id, warehouse_id, product_id, unit, unit_quantity, received, held, unit_cost, source_type, source_id, source_number, source_line,
                               note, received_by, received_at, position, version)
             values ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) on conflict (lot_id) do nothing`,
            [x.lotId, x.warehouseId, x.productId, x.unit, x.unitQuantity, x.quantity, x.unitCost, x.source.type, x.source.id, x.source.number, x.source.line, x.note, e.metadata.userId, e.recordedAt, e.globalPosition, e.streamVersion],
          );
          break;
        }
        case 'DefectiveScrapped':
        case 'DefectiveReturnedToSupplier':
        case 'DefectiveRestocked': {
          const action = e.type === 'DefectiveScrapped' ? 'scrap' : e.type === 'DefectiveRestocked' ? 'restock' : 'return-to-supplier';
          const supplier = e.type === 'DefectiveReturnedToSupplier' ? e.data : { supplierId: null, supplierName: null };
          await ctx.sql.query(`update ${l} set held = $2, version = $3 where lot_id = $1 and version < $3`, [e.data.lotId, e.data.held, e.streamVersion]);
          await ctx.sql.query(
            `insert into ${d} (lot_id, version, action, quantity, supplier_id, supplier_name, note, user_id, at, position)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (lot_id, version) do nothing`,
            [e.data.lotId, e.streamVersion, action, e.data.quantity, supplier.supplierId, supplier.supplierName, e.data.note, e.metadata.userId, e.recordedAt, e.globalPosition],
          );
          break;
        }
        default: {
          const _exhaustive: never = e;
          throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
        }
      }
    }
    return [...new Set(ids)];
  },
};
