import type { ListPriceChangesQuery, PriceChangeRow } from '@tradedesk/contracts/catalog/products';
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
