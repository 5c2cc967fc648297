import type { ListPriceChangesQuery, PriceChangeRow, PriceTable, UnitPrices } from '@tradedesk/contracts/catalog/products';
import type { UnitKey } from '@tradedesk/contracts/catalog/units';
import type { Sql } from '../../platform/sql.js';

/** The price-change log, newest first, with the product's code and name and who changed it. */
export async function listPriceChanges(sql: Sql, q: ListPriceChangesQuery): Promise<{ priceChanges: PriceChangeRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.productId) {
    params.push(q.productId);
    where.push(`pc.product_id = $${params.length}`);
  }
  if (q.from) {
    params.push(q.from);
    where.push(`pc.changed_at >= $${params.length}`);
  }
  if (q.to) {
    params.push(q.to);
    where.push(`pc.changed_at < $${params.length}`);
  }
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const { rows: count } = await sql.query<{ n: number }>(`select count(*)::int as n from rm.price_changes pc ${w}`, params);
  params.push(q.limit, (q.page - 1) * q.limit);
  const { rows } = await sql.query<any>(
    `select pc.*, coalesce(p.code, '') as code, coalesce(p.name, '') as name, coalesce(u.username, pc.user_id) as username
       from rm.price_changes pc left join rm.products p on p.id = pc.product_id left join rm.users u on u.id = pc.user_id
       ${w} order by pc.position desc, pc.idx limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return {
    priceChanges: rows.map((r) => ({
      productId: r.product_id,
      code: r.code,
      name: r.name,
      unit: r.unit,
      priceType: r.price_type,
      old: r.old_price,
      new: r.new_price,
      userId: r.user_id,
      username: r.username,
      changedAt: (r.changed_at instanceof Date ? r.changed_at : new Date(r.changed_at)).toISOString(),
    })),
    total: count[0].n,
  };
}

/**
 * The price tables each product had at some moment since `since`, before its current one, newest
 * first: the current table with the logged changes undone one event at a time (old prices put
 * back). A product without a change since then has none. Reads the price-change log (a daemon
 * read model: a change of the last moments may not be in it yet).
 */
export async function earlierPriceTables(sql: Sql, current: Map<string, PriceTable>, since: Date): Promise<Map<string, PriceTable[]>> {
  const out = new Map<string, PriceTable[]>();
  if (!current.size) return out;
  const { rows } = await sql.query<{ position: string; product_id: string; unit: UnitKey; price_type: keyof UnitPrices; old_price: string | null }>(
    `select position::text, product_id, unit, price_type, old_price from rm.price_changes where product_id = any($1::text[]) and changed_at >= $2 order by position desc, idx`,
    [[...current.keys()], since.toISOString()],
  );
  const tables = new Map([...current].map(([id, t]) => [id, structuredClone(t)] as const));
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const t = tables.get(r.product_id)!;
    t[r.unit] = { ...t[r.unit], [r.price_type]: r.old_price };
    // The end of one event's changes: the table before that event was in force.
    if (rows[i + 1]?.position !== r.position || rows[i + 1]?.product_id !== r.product_id) out.set(r.product_id, [...(out.get(r.product_id) ?? []), structuredClone(t)]);
  }
  return out;
}
