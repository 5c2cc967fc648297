import { PRODUCT_SUPPLIER_EVENT_TYPES, type ProductSupplierLinked, type ProductSupplierUnlinked } from '@tradedesk/contracts/catalog/products';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector } from '../../platform/projector.js';

/**
 * rm.product_supplier_codes, inline: which product a supplier's item code names. The price-list
 * sync matches rows by it, and the unique index refuses, inside the append, a supplier item code
 * given to a second product of the same supplier (409).
 */
export const productSupplierCodesProjector: Projector = {
  name: 'product-supplier-codes',
  version: 1,
  inline: true,
  handles: PRODUCT_SUPPLIER_EVENT_TYPES,
  tables: ['product_supplier_codes'],
  async migrate(ctx) {
    const t = ctx.table('product_supplier_codes');
    await ctx.sql.query(`create table if not exists ${t} (
      product_id text not null,
      supplier_id text not null,
      item_code text not null,
      version int not null,
      primary key (product_id, supplier_id)
    )`);
    await ctx.sql.query(`create unique index if not exists product_supplier_codes_uq on ${t} (supplier_id, lower(item_code))`);
  },
  async apply(events, ctx) {
    const t = ctx.table('product_supplier_codes');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & (ProductSupplierLinked | ProductSupplierUnlinked))[]) {
      ids.push(e.data.productId);
      if (e.type === 'ProductSupplierLinked') {
        await ctx.sql.query(
          `insert into ${t} (product_id, supplier_id, item_code, version) values ($1, $2, $3, $4)
           on conflict (product_id, supplier_id) do update set item_code = excluded.item_code, version = excluded.version where ${t}.version < excluded.version`,
          [e.data.productId, e.data.supplierId, e.data.itemCode, e.streamVersion],
        );
      } else {
        await ctx.sql.query(`delete from ${t} where product_id = $1 and supplier_id = $2 and version < $3`, [e.data.productId, e.data.supplierId, e.streamVersion]);
      }
    }
    return [...new Set(ids)];
  },
};
