import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { type PurchaseOrderCommitted, SUPPLIER_PRICES_READ_MODEL } from '@tradedesk/contracts/purchasing/purchase-order';
import type { Projector } from '../../platform/projector.js';

interface Price {
  supplier_id: string;
  product_id: string;
  unit: string;
  currency: string;
  last_price: string;
  last_order_number: string;
  last_at: string;
  previous_price: string | null;
  position: string;
}

/**
 * rm.supplier_prices: per supplier, product and unit, the last and the previous price committed
 * on a purchase order (in that order's currency), for the purchase form to prefill prices. An
 * order with the product on several lines in the same unit counts its last line. Each row
 * remembers the global position it reflects, so a replay changes nothing.
 */
export const supplierPricesProjector: Projector = {
  name: SUPPLIER_PRICES_READ_MODEL,
  version: 1,
  handles: ['PurchaseOrderCommitted'],
  tables: ['supplier_prices'],

  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('supplier_prices')} (
      supplier_id text not null,
      product_id text not null,
      unit text not null,
      currency text not null,
      last_price numeric not null,
      last_order_number text not null,
      last_at timestamptz not null,
      previous_price numeric,
      position bigint not null,
      primary key (supplier_id, product_id, unit)
    )`);
  },

  async apply(events: StoredEvent[], ctx) {
    const t = ctx.table('supplier_prices');
    const committed = events as unknown as (PurchaseOrderCommitted & Pick<StoredEvent, 'globalPosition' | 'recordedAt'>)[];
    const key = (s: string, p: string, u: string) => `${s}\u0000${p}\u0000${u}`;
    const wanted = committed.flatMap((e) => e.data.lines.map((l) => ({ s: e.data.supplierId, p: l.productId, u: l.unit })));
    if (wanted.length === 0) return [];
    const { rows } = await ctx.sql.query<Price>(
      `select supplier_id, product_id, unit, currency, last_price::text, last_order_number, last_at, previous_price::text, position::text from ${t} x
         join unnest($1::text[], $2::text[], $3::text[]) as k(s, p, u) on x.supplier_id = k.s and x.product_id = k.p and x.unit = k.u`,
      [wanted.map((w) => w.s), wanted.map((w) => w.p), wanted.map((w) => w.u)],
    );
    const state = new Map(rows.map((r) => [key(r.supplier_id, r.product_id, r.unit), { ...r, last_at: new Date(r.last_at).toISOString() }]));
    const touched = new Set<string>();
    for (const e of committed) {
      for (const l of e.data.lines) {
        const k = key(e.data.supplierId, l.productId, l.unit);
        const prev = state.get(k);
        if (prev && BigInt(prev.position) > BigInt(e.globalPosition)) continue;
        if (prev && prev.position === e.globalPosition) {
          if (prev.last_order_number !== e.data.number) continue;
          // Another line of the same order, same unit: the last line's price counts.
          state.set(k, { ...prev, last_price: l.unitPrice });
          touched.add(k);
          continue;
        }
        state.set(k, {
          supplier_id: e.data.supplierId,
          product_id: l.productId,
          unit: l.unit,
          currency: e.data.currency,
          last_price: l.unitPrice,
          last_order_number: e.data.number,
          last_at: e.recordedAt,
          previous_price: prev ? prev.last_price : null,
          position: e.globalPosition,
        });
        touched.add(k);
      }
    }
    if (touched.size === 0) return [];
    const list = [...touched].map((k) => state.get(k)!);
    const cols = ['supplier_id', 'product_id', 'unit', 'currency', 'last_price', 'last_order_number', 'last_at', 'previous_price', 'position'] as const;
    const types = ['text', 'text', 'text', 'text', 'numeric', 'text', 'timestamptz', 'numeric', 'bigint'];
    await ctx.sql.query(
      `insert into ${t} (${cols.join(', ')}) select * from unnest(${cols.map((_, i) => `$${i + 1}::${types[i]}[]`).join(', ')})
       on conflict (supplier_id, product_id, unit) do update set ${cols.slice(3).map((c) => `${c} = excluded.${c}`).join(', ')}`,
      cols.map((c) => list.map((r) => r[c])),
    );
    return [...new Set(list.map((r) => r.supplier_id))];
  },
};
