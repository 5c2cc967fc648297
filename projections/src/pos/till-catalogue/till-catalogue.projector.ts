import { PRODUCT_EVENT_TYPES } from '@tradedesk/contracts/catalog/products';
import { CUSTOMER_EVENT_TYPES } from '@tradedesk/contracts/customers/customers';
import { EXCHANGE_RATE_EVENT_TYPES } from '@tradedesk/contracts/finance/currencies';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { PAY_METHOD_EVENT_TYPES } from '@tradedesk/contracts/pos/pay-methods';
import { POS_REGISTER_EVENT_TYPES } from '@tradedesk/contracts/pos/pos';
import { POS_TILL_CATALOGUE_READ_MODEL } from '@tradedesk/contracts/pos/till-catalogue';
import { COMPANY_SETTINGS_EVENT_TYPES } from '@tradedesk/contracts/settings/company-settings';
import type { Projector } from '../../platform/projector.js';
import { tillProducts } from './till-products.js';

const PRODUCT = new Set<string>(PRODUCT_EVENT_TYPES);
const CUSTOMER = new Set<string>(CUSTOMER_EVENT_TYPES);
const PAY_METHOD = new Set<string>(PAY_METHOD_EVENT_TYPES);

/** Which catalogue entry an event changes: (kind, id), or null. Settings, rates and registers change the one 'settings' entry. */
export function tillChangeOf(e: StoredEvent): { kind: 'product' | 'customer' | 'payMethod' | 'settings'; id: string } | null {
  const d = e.data as Record<string, unknown>;
  if (PRODUCT.has(e.type) && typeof d.productId === 'string') return { kind: 'product', id: d.productId };
  if (CUSTOMER.has(e.type) && typeof d.customerId === 'string') return { kind: 'customer', id: d.customerId };
  if (PAY_METHOD.has(e.type) && typeof d.payMethodId === 'string') return { kind: 'payMethod', id: d.payMethodId };
  return { kind: 'settings', id: 'settings' };
}

/**
 * rm.pos_till_changes: per product, customer, payment method (and one 'settings' entry for the
 * company settings, exchange rates and registers) the log position of its last change; the till's
 * catalogue feed reads what changed after the position a till last saw, in position order, and
 * the entries' current state from their own read models. Daemon (no decision reads it).
 *
 * A product's row also keeps `body`: the product as the feed sends it (tillProducts), written when
 * the product's change is applied, from rm.products (inline, so current then). A cold fill then
 * reads narrow text rows in position order instead of building each product again from its
 * document (docs/pos.md "Offline": most of the feed's time at 300,000 products). The body is the
 * product's state when its last change was applied, never older than that change; a product rm.products
 * did not hold then (body null) is read live by the feed.
 */
export const tillCatalogueProjector: Projector = {
  name: POS_TILL_CATALOGUE_READ_MODEL,
  version: 2,
  handles: [...PRODUCT_EVENT_TYPES, ...CUSTOMER_EVENT_TYPES, ...PAY_METHOD_EVENT_TYPES, ...COMPANY_SETTINGS_EVENT_TYPES, ...EXCHANGE_RATE_EVENT_TYPES, ...POS_REGISTER_EVENT_TYPES],
  tables: ['pos_till_changes'],
  async migrate(ctx) {
    const t = ctx.table('pos_till_changes');
    await ctx.sql.query(`create table if not exists ${t} (kind text not null, id text not null, position bigint not null, body text, primary key (kind, id))`);
    await ctx.sql.query(`create index if not exists pos_till_changes_position_ix on ${t} (position)`);
  },
  async apply(events, ctx) {
    const last = new Map<string, { kind: string; id: string; position: string }>();
    for (const e of events as StoredEvent[]) {
      const c = tillChangeOf(e);
      if (c) last.set(`${c.kind}:${c.id}`, { ...c, position: String(e.globalPosition) });
    }
    if (last.size) {
      const rows = [...last.values()];
      const products = rows.filter((r) => r.kind === 'product').map((r) => r.id);
      const bodies = new Map((products.length ? await tillProducts(ctx.sql, products) : []).map((p) => [p.id, JSON.stringify(p)]));
      await ctx.sql.query(
        `insert into ${ctx.table('pos_till_changes')} (kind, id, position, body)
         select * from unnest($1::text[], $2::text[], $3::bigint[], $4::text[])
         on conflict (kind, id) do update set position = greatest(${ctx.table('pos_till_changes')}.position, excluded.position), body = excluded.body`,
        [rows.map((r) => r.kind), rows.map((r) => r.id), rows.map((r) => r.position), rows.map((r) => (r.kind === 'product' ? (bodies.get(r.id) ?? null) : null))],
      );
    }
    return [...last.values()].map((c) => c.id);
  },
};
