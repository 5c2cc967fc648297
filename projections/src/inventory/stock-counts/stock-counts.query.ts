import type { CountDetail, CountDetailLine, CountDuplicateRow, CountedLine, CountExpectedLine, CountListQuery, CountListRow, CountPostedLine, CountUncountedRow } from '@tradedesk/contracts/inventory/count';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string | null) => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());

function toRow(r: any): CountListRow {
  return {
    id: r.id,
    number: r.number,
    warehouseId: r.warehouse_id,
    warehouseCode: r.warehouse_code ?? null,
    warehouseName: r.warehouse_name ?? null,
    zoneId: r.zone_id,
    zoneCode: r.zone_code ?? null,
    note: r.note,
    status: r.status,
    countedLines: r.counted_lines,
    expectedProducts: r.expected_products,
    createdBy: r.created_by,
    createdByName: r.created_by_name ?? null,
    createdAt: iso(r.created_at)!,
    postedAt: iso(r.posted_at),
    version: r.version,
  };
}

const SELECT = `select c.*, jsonb_array_length(c.expected) as expected_products, w.code as warehouse_code, w.name as warehouse_name, u.username as created_by_name,
    z.code as zone_code, z.name as zone_name, pu.username as posted_by_name
  from rm.stock_counts c left join rm.warehouses w on w.id = c.warehouse_id left join rm.users u on u.id = c.created_by
  left join rm.warehouse_zones z on z.id = c.zone_id left join rm.users pu on pu.id = c.posted_by`;

/** Count orders, newest first. */
export async function listCounts(sql: Sql, q: CountListQuery): Promise<{ rows: CountListRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.warehouseId) where.push(`c.warehouse_id = $${params.push(q.warehouseId)}`);
  if (q.status) where.push(`c.status = $${params.push(q.status)}`);
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const total = await sql.query<{ n: number }>(`select count(*)::int as n from rm.stock_counts c ${w}`, params);
  const { rows } = await sql.query<any>(`${SELECT} ${w} order by c.created_at desc, c.id limit ${Number(q.limit)} offset ${Number(q.offset)}`, params);
  return { rows: rows.map(toRow), total: total.rows[0].n };
}

/** One count order with its lines (expected and counted products), or null. */
export async function getCount(sql: Sql, id: string): Promise<CountDetail | null> {
  const { rows } = await sql.query<any>(`${SELECT} where c.id = $1`, [id]);
  const r = rows[0];
  if (!r) return null;
  const expected = r.expected as CountExpectedLine[];
  const counted = r.lines as CountedLine[];
  const posted = new Map(((r.posted_lines ?? []) as CountPostedLine[]).map((p) => [p.productId, p]));
  const order: string[] = [];
  const book = new Map<string, string>();
  for (const e of expected) {
    order.push(e.productId);
    book.set(e.productId, e.bookQuantity);
  }
  const sums = new Map<string, { qty: Decimal; n: number }>();
  for (const l of counted) {
    if (!book.has(l.productId) && !sums.has(l.productId)) order.push(l.productId);
    const s = sums.get(l.productId) ?? { qty: new Decimal(0), n: 0 };
    s.qty = s.qty.plus(l.quantity);
    s.n++;
    sums.set(l.productId, s);
  }
  const names = await productNames(sql, order);
  const lines: CountDetailLine[] = order.map((productId) => {
    const p = posted.get(productId);
    const s = sums.get(productId);
    const b = p?.bookQuantity ?? book.get(productId) ?? '0';
    const c = s ? s.qty.toString() : null;
    return {
      productId,
      code: names.get(productId)?.code ?? null,
      name: names.get(productId)?.name ?? null,
      unitLabel: names.get(productId)?.unitLabel ?? '',
      bookQuantity: b,
      countedQuantity: c,
      difference: p ? p.difference : c === null ? null : new Decimal(c).minus(b).toString(),
      entries: s?.n ?? 0,
      expected: book.has(productId),
      uncounted: !s,
    };
  });
  return { ...toRow(r), zoneName: r.zone_name ?? null, postedBy: r.posted_by ?? null, postedByName: r.posted_by_name ?? null, lines, countedEntries: counted };
}

async function productNames(sql: Sql, ids: string[]) {
  if (ids.length === 0) return new Map<string, { code: string; name: string; unitLabel: string }>();
  const { rows } = await sql.query<{ id: string; code: string; name: string; unit_label: string }>(
    `select id, code, name, coalesce(doc->>'unitLabel', '') as unit_label from rm.products where id = any($1::text[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name, unitLabel: r.unit_label }]));
}

/** Products counted more than once in the order, with every entry. */
export async function countDuplicates(sql: Sql, id: string): Promise<{ rows: CountDuplicateRow[]; total: number } | null> {
  const { rows } = await sql.query<{ lines: CountedLine[] }>(`select lines from rm.stock_counts where id = $1`, [id]);
  if (!rows[0]) return null;
  const by = new Map<string, CountedLine[]>();
  for (const l of rows[0].lines) by.set(l.productId, [...(by.get(l.productId) ?? []), l]);
  const dups = [...by.entries()].filter(([, e]) => e.length > 1);
  const names = await productNames(sql, dups.map(([p]) => p));
  return {
    rows: dups.map(([productId, entries]) => ({ productId, code: names.get(productId)?.code ?? null, name: names.get(productId)?.name ?? null, entries })),
    total: dups.length,
  };
}

/** Products of the order (expected at opening) not counted yet. */
export async function countUncounted(sql: Sql, id: string): Promise<{ rows: CountUncountedRow[]; total: number } | null> {
  const { rows } = await sql.query<{ expected: CountExpectedLine[]; lines: CountedLine[] }>(`select expected, lines from rm.stock_counts where id = $1`, [id]);
  if (!rows[0]) return null;
  const counted = new Set(rows[0].lines.map((l) => l.productId));
  const missing = rows[0].expected.filter((e) => !counted.has(e.productId));
  const names = await productNames(sql, missing.map((m) => m.productId));
  return {
    rows: missing.map((m) => ({ productId: m.productId, code: names.get(m.productId)?.code ?? null, name: names.get(m.productId)?.name ?? null, bookQuantity: m.bookQuantity })),
    total: missing.length,
  };
}
