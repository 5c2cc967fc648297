import type { PriceChangeReport, PriceChangeReportRow } from '@tradedesk/contracts/reports/price-change-report';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

/**
 * Price changes report (docs/reports.md "Price changes"): SQL over the price-change log
 * (rm.price_changes: one row per product, packing and price type changed, with old and new price),
 * no table of its own. Per product x packing x price type changed in the period: the old price of
 * its first change, the new price of its last, the number of changes; the difference and percent
 * are worked out in decimals here. Ordered by product code, packing, price type.
 */
export interface PriceChangeFilter {
  start: string | null;
  end: string | null;
  productId?: string;
  priceType?: string;
  move?: 'up' | 'down';
  limit: number;
  offset: number;
}

const UNIT_ORDER = `case c.unit when 'unit' then 1 when 'box' then 2 when 'bigBag' then 3 when 'bag' then 4 else 5 end`;

export async function priceChangeReport(sql: Sql, f: PriceChangeFilter): Promise<PriceChangeReport> {
  const { rows } = await sql.query<any>(
    `with c as (
       select pc.*, row_number() over (partition by pc.product_id, pc.unit, pc.price_type order by pc.changed_at, pc.position, pc.idx) as rn_first,
              row_number() over (partition by pc.product_id, pc.unit, pc.price_type order by pc.changed_at desc, pc.position desc, pc.idx desc) as rn_last
         from rm.price_changes pc
        where ($1::timestamptz is null or pc.changed_at >= $1) and ($2::timestamptz is null or pc.changed_at < $2)
          and ($3::text is null or pc.product_id = $3) and ($4::text is null or pc.price_type = $4)
     )
     select c.product_id, c.unit, c.price_type, max(c.old_price) filter (where c.rn_first = 1) as before, max(c.new_price) filter (where c.rn_last = 1) as after,
            count(*)::int as changes, max(c.changed_at) as last_at, p.code, p.name, min(${UNIT_ORDER}) as unit_order
       from c left join rm.products p on p.id = c.product_id
      group by c.product_id, c.unit, c.price_type, p.code, p.name
      order by p.code nulls last, c.product_id, unit_order, c.price_type`,
    [f.start, f.end, f.productId ?? null, f.priceType ?? null],
  );
  const num = (v: string | null) => (v === null || v === undefined || v === '' ? null : new Decimal(v));
  const all: PriceChangeReportRow[] = rows.map((r) => {
    const before = num(r.before);
    const after = num(r.after);
    const difference = before && after ? after.minus(before) : null;
    return {
      productId: r.product_id,
      code: r.code ?? null,
      name: r.name ?? null,
      unit: r.unit,
      priceType: r.price_type,
      before: before ? before.toFixed() : null,
      after: after ? after.toFixed() : null,
      changes: r.changes,
      difference: difference ? difference.toFixed() : null,
      percent: difference && before && !before.isZero() ? difference.div(before).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed() : null,
      lastAt: new Date(r.last_at).toISOString(),
    };
  });
  const moved = (r: PriceChangeReportRow) => (r.difference === null ? 0 : new Decimal(r.difference).cmp(0));
  const kept = f.move ? all.filter((r) => moved(r) === (f.move === 'up' ? 1 : -1)) : all;
  return {
    rows: kept.slice(f.offset, f.offset + f.limit),
    total: kept.length,
    totals: { up: kept.filter((r) => moved(r) > 0).length, down: kept.filter((r) => moved(r) < 0).length, products: new Set(kept.map((r) => r.productId)).size },
  };
}
