import { dayStart } from '@tradedesk/contracts/platform/company-time';
import { MOVEMENT_KINDS, type MovementKind } from '@tradedesk/contracts/inventory/stock';
import type { InOut, StockChangeRow, StockChangesAnswer, StockChangesQuery } from '@tradedesk/contracts/inventory/stock-views';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';


const dec = (v: unknown) => new Decimal(v === null || v === undefined ? 0 : String(v));
const str = (v: unknown) => dec(v).toFixed();

/**
 * The stock-change report over rm.stock_movements (moved_at: the recorded time, monotonic per
 * warehouse and product): per product, the opening balance before the period, what came in and
 * went out during it by movement kind, and the closing balance, with values (quantity x the
 * movement's unit cost, the sum stock on hand keeps as its value). Products with neither an
 * opening balance nor a movement in the period are left out.
 *
 * One pass over the movements before the period's end: a report, not a screen refreshed per
 * keystroke. The totals are over every product of the report, by window functions of that pass.
 */
export async function stockChanges(sql: Sql, q: StockChangesQuery, hourOffset: number): Promise<StockChangesAnswer> {
  const from = dayStart(q.from, hourOffset).toISOString();
  const to = dayStart(q.to, hourOffset).toISOString();
  const params = [from, to, q.warehouseId ?? null, q.productId ?? null];
  const filter = `m.moved_at < $2::timestamptz and ($3::text is null or m.warehouse_id = $3) and ($4::text is null or m.product_id = $4)`;
  const page = (limit: number, offset: number) => sql.query<any>(
    `with agg as (
       select m.product_id,
              coalesce(sum(m.quantity) filter (where m.moved_at < $1::timestamptz), 0) as opening,
              coalesce(sum(m.quantity * m.unit_cost) filter (where m.moved_at < $1::timestamptz), 0) as opening_value,
              coalesce(sum(m.quantity) filter (where m.moved_at >= $1::timestamptz and m.quantity > 0), 0) as total_in,
              coalesce(-sum(m.quantity) filter (where m.moved_at >= $1::timestamptz and m.quantity < 0), 0) as total_out,
              coalesce(sum(m.quantity * m.unit_cost) filter (where m.moved_at >= $1::timestamptz and m.quantity > 0), 0) as in_value,
              coalesce(-sum(m.quantity * m.unit_cost) filter (where m.moved_at >= $1::timestamptz and m.quantity < 0), 0) as out_value,
              count(*) filter (where m.moved_at >= $1::timestamptz) as moves
         from rm.stock_movements m
        where ${filter}
        group by m.product_id
     ), shown as (
       select a.*, p.code, p.name, coalesce(p.doc->>'unitLabel', '') as unit_label from agg a left join rm.products p on p.id = a.product_id
        where a.opening <> 0 or a.moves > 0
     )
     select s.product_id, s.code, s.name, s.unit_label,
            s.opening::text, s.opening_value::text, s.total_in::text, s.total_out::text, s.in_value::text, s.out_value::text,
            count(*) over () as total_rows,
            (sum(s.opening) over ())::text as t_opening, (sum(s.opening_value) over ())::text as t_opening_value,
            (sum(s.total_in) over ())::text as t_in, (sum(s.total_out) over ())::text as t_out,
            (sum(s.in_value) over ())::text as t_in_value, (sum(s.out_value) over ())::text as t_out_value
       from shown s
      order by s.code nulls last, s.product_id
      limit ${Number(limit)} offset ${Number(offset)}`,
    params,
  );
  const { rows } = await page(q.limit, q.offset);
  // An offset past the end gives no rows, and so no window figures: take them from the first row.
  const summary = rows[0] ?? (q.offset > 0 ? (await page(1, 0)).rows[0] : undefined);
  const pageIds = rows.map((r) => r.product_id as string);
  const { rows: kindRows } = await sql.query<{ product_id: string | null; kind: MovementKind; qin: string; qout: string }>(
    `select m.product_id, m.kind,
            coalesce(sum(m.quantity) filter (where m.quantity > 0), 0)::text as qin,
            coalesce(-sum(m.quantity) filter (where m.quantity < 0), 0)::text as qout
       from rm.stock_movements m
      where m.moved_at >= $1::timestamptz and ${filter}
      group by grouping sets ((m.product_id, m.kind), (m.kind))`,
    params,
  );
  const kindsOf = new Map<string | null, Partial<Record<MovementKind, InOut>>>();
  for (const k of kindRows) {
    if (k.product_id !== null && !pageIds.includes(k.product_id)) continue;
    const m = kindsOf.get(k.product_id) ?? {};
    m[k.kind] = { in: str(k.qin), out: str(k.qout), net: dec(k.qin).minus(dec(k.qout)).toFixed() };
    kindsOf.set(k.product_id, m);
  }
  const ordered = (m: Partial<Record<MovementKind, InOut>> | undefined) => Object.fromEntries(MOVEMENT_KINDS.filter((k) => m?.[k]).map((k) => [k, m![k]!]));
  const figures = (opening: unknown, openingValue: unknown, tin: unknown, tout: unknown, inValue: unknown, outValue: unknown) => ({
    opening: str(opening),
    openingValue: str(openingValue),
    totalIn: str(tin),
    totalOut: str(tout),
    inValue: str(inValue),
    outValue: str(outValue),
    closing: dec(opening).plus(dec(tin)).minus(dec(tout)).toFixed(),
    closingValue: dec(openingValue).plus(dec(inValue)).minus(dec(outValue)).toFixed(),
  });
  const out: StockChangeRow[] = rows.map((r) => {
    const f = figures(r.opening, r.opening_value, r.total_in, r.total_out, r.in_value, r.out_value);
    return {
      productId: r.product_id,
      code: r.code ?? null,
      name: r.name ?? null,
      unitLabel: r.unit_label ?? '',
      opening: f.opening,
      openingValue: f.openingValue,
      kinds: ordered(kindsOf.get(r.product_id)),
      totalIn: f.totalIn,
      totalOut: f.totalOut,
      inValue: f.inValue,
      outValue: f.outValue,
      closing: f.closing,
      closingValue: f.closingValue,
    };
  });
  const s = summary;
  const totals = s
    ? { ...figures(s.t_opening, s.t_opening_value, s.t_in, s.t_out, s.t_in_value, s.t_out_value), kinds: ordered(kindsOf.get(null)) }
    : { ...figures(0, 0, 0, 0, 0, 0), kinds: {} };
  return { rows: out, total: s ? Number(s.total_rows) : 0, totals, fromInstant: from, toInstant: to };
}
