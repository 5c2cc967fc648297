import type { SaleImportPage, SaleOrderKind, SaleOrderListRow, SaleOrderPage, SaleOrderQuery, TodayShippings } from '@tradedesk/contracts/sales/sale-order';
import type { Sql } from '../../platform/sql.js';
import { dayEnd, dayStart } from '@tradedesk/contracts/platform/company-time';

const COLUMNS = `o.id, o.number, o.kind, o.source, o.status, o.hung, o.customer_id, o.customer_code, o.customer_name, o.warehouse_id, o.currency,
  o.subtotal::text, o.tax::text, o.total::text, o.paid::text, o.outstanding::text, o.payment_status, o.line_count, o.base_quantity::text,
  o.delivery_mode, to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_date, o.dist_status, o.created_at, o.created_by, u.name as created_by_name,
  o.committed_at, o.updated_at, o.memo, o.purchase_number, o.import_id, w.code as warehouse_code, w.name as warehouse_name`;
const FROM = `rm.sale_orders o left join rm.users u on u.id = o.created_by left join rm.warehouses w on w.id = o.warehouse_id`;

const iso = (v: Date | string | null) => (v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString());

function toRow(r: any): SaleOrderListRow {
  return {
    id: r.id, number: r.number, kind: r.kind, source: r.source, status: r.status, hung: r.hung,
    customerId: r.customer_id, customerCode: r.customer_code, customerName: r.customer_name, warehouseId: r.warehouse_id,
    warehouseCode: r.warehouse_code ?? null, warehouseName: r.warehouse_name ?? null, currency: r.currency,
    subtotal: r.subtotal, tax: r.tax, total: r.total, paid: r.paid, outstanding: r.outstanding, paymentStatus: r.payment_status,
    lineCount: r.line_count, baseQuantity: r.base_quantity, deliveryMode: r.delivery_mode, deliveryDate: r.delivery_date, distStatus: r.dist_status,
    createdAt: iso(r.created_at)!, createdBy: r.created_by, createdByName: r.created_by_name ?? null, committedAt: iso(r.committed_at), updatedAt: iso(r.updated_at)!,
    memo: r.memo, purchaseNumber: r.purchase_number, importId: r.import_id,
  };
}


/** The sale list: filters of the list screens, newest first. `from`/`to` are business days, inclusive. */
export async function listSaleOrders(sql: Sql, q: Omit<SaleOrderQuery, 'id'>, offsetHours: number): Promise<SaleOrderPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replaceAll('{}', `$${params.length}`));
  };
  if (q.kind) add('o.kind = {}', q.kind);
  if (q.state === 'true') add('o.status = {}', 'cancelled');
  else if (q.status) add('o.status = {}', q.status);
  if (q.hung) add('o.hung = {}', q.hung === 'true');
  if (q.paymentStatus) add('o.payment_status = {}', q.paymentStatus);
  if (q.deliveryMode) add('o.delivery_mode = {}', q.deliveryMode);
  if (q.distStatus) add('o.dist_status = {}', q.distStatus);
  if (q.customerId) add('o.customer_id = {}', q.customerId);
  if (q.warehouseId) add('o.warehouse_id = {}', q.warehouseId);
  if (q.createdBy) add('o.created_by = {}', q.createdBy);
  if (q.from) add('o.created_at >= {}', dayStart(q.from, offsetHours).toISOString());
  if (q.to) add('o.created_at < {}', dayEnd(q.to, offsetHours).toISOString());
  const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (m) => '\\' + m)}%`;
  if (q.customer) add(`(lower(coalesce(o.customer_code, '')) like {} escape '\\' or lower(coalesce(o.customer_name, '')) like {} escape '\\')`, like(q.customer));
  if (q.search) add(`o.search like {} escape '\\'`, like(q.search));
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const [{ rows }, count] = await Promise.all([
    sql.query(`select ${COLUMNS} from ${FROM} ${w} order by o.created_at desc, o.number desc limit ${Number(q.limit)} offset ${Number((q.page - 1) * q.limit)}`, params),
    sql.query<{ n: number }>(`select count(*)::int as n from rm.sale_orders o ${w}`, params),
  ]);
  return { rows: rows.map(toRow), total: count.rows[0].n };
}

/** The order before or after this one in number order, among orders of the same kind. */
export async function neighbourOrderId(sql: Sql, id: string, direction: 'pre' | 'next', kind?: SaleOrderKind): Promise<string | null> {
  const cmp = direction === 'pre' ? '<' : '>';
  const order = direction === 'pre' ? 'desc' : 'asc';
  const { rows } = await sql.query<{ id: string }>(
    `select n.id from rm.sale_orders o join rm.sale_orders n on n.kind = coalesce($2, o.kind) and n.number ${cmp} o.number
      where o.id = $1 order by n.number ${order} limit 1`,
    [id, kind ?? null],
  );
  return rows[0]?.id ?? null;
}

/** The user's most recently touched draft sale that is not hung: where scan sale picks up again. */
export async function lastTempId(sql: Sql, userId: string): Promise<string | null> {
  const { rows } = await sql.query<{ id: string }>(
    `select id from rm.sale_orders where status = 'draft' and not hung and kind = 'sale' and created_by = $1 order by updated_at desc limit 1`,
    [userId],
  );
  return rows[0]?.id ?? null;
}

/** Hung (parked) drafts, newest first; `userId` limits them to one person's. */
export async function hungOrders(sql: Sql, opts: { kind?: SaleOrderKind; userId?: string }): Promise<SaleOrderListRow[]> {
  const { rows } = await sql.query(
    `select ${COLUMNS} from ${FROM} where o.status = 'draft' and o.hung and ($1::text is null or o.kind = $1) and ($2::text is null or o.created_by = $2)
      order by o.updated_at desc limit 500`,
    [opts.kind ?? null, opts.userId ?? null],
  );
  return rows.map(toRow);
}

/**
 * Distribution orders due to leave on `day` (or overdue) that have not left yet: the sidebar's
 * "orders needing delivery today". `limit` 0 answers the count only.
 */
export async function todayShippings(sql: Sql, day: string, limit: number): Promise<TodayShippings> {
  const where = `o.delivery_mode = 'distribution' and o.status = 'committed' and o.dist_status <> 'done' and o.delivery_date <= $1::date`;
  const [count, list] = await Promise.all([
    sql.query<{ n: number }>(`select count(*)::int as n from rm.sale_orders o where ${where}`, [day]),
    limit > 0 ? sql.query(`select ${COLUMNS} from ${FROM} where ${where} order by o.delivery_date, o.number limit ${Number(limit)}`, [day]) : Promise.resolve({ rows: [] }),
  ]);
  return { total: count.rows[0].n, rows: list.rows.map(toRow) };
}

export async function listSaleImports(sql: Sql, page: number, limit: number): Promise<SaleImportPage> {
  const [{ rows }, count] = await Promise.all([
    sql.query(`select * from rm.sale_imports order by imported_at desc limit ${Number(limit)} offset ${Number((page - 1) * limit)}`),
    sql.query<{ n: number }>(`select count(*)::int as n from rm.sale_imports`),
  ]);
  return {
    rows: rows.map((r: any) => ({ id: r.id, fileName: r.file_name, orders: r.orders, lines: r.lines, committed: r.committed, numbers: r.numbers, importedAt: iso(r.imported_at)!, importedBy: r.imported_by })),
    total: count.rows[0].n,
  };
}

/** Sale orders as an invoice takes them (invoicing reads them here): status, currency, lines as sold. */
export async function saleOrdersForInvoice(
  sql: Sql,
  ids: string[],
): Promise<{ id: string; number: string; status: string; currency: string; lines: { code: string; name: string; unit: string; quantity: string; price: string; amount: string; gift: boolean }[] }[]> {
  if (!ids.length) return [];
  const { rows } = await sql.query<any>(`select id, number, status, currency, doc->'lines' as lines from rm.sale_orders where id = any($1::text[])`, [ids]);
  return rows.map((r) => ({
    id: r.id, number: r.number, status: r.status, currency: r.currency,
    lines: (r.lines ?? []).map((l: any) => ({ code: l.code, name: l.name, unit: l.unit, quantity: l.quantity, price: l.price, amount: l.amount, gift: l.gift })),
  }));
}

/** Committed sale orders newest first, as the billing screen picks them (search: number or customer; not those in `except`). */
export async function committedOrdersForInvoice(
  sql: Sql,
  q: { search?: string; currency?: string; except: string[]; limit: number },
): Promise<{ id: string; number: string; customerName: string | null; currency: string; total: string; committedAt: string | null; lines: { code: string; name: string; unit: string; quantity: string; price: string; amount: string; gift: boolean }[] }[]> {
  const params: unknown[] = [q.except, q.limit];
  const where = [`status = 'committed'`, `kind = 'sale'`, `not (id = any($1::text[]))`];
  if (q.search) {
    params.push(`%${q.search.toLowerCase()}%`);
    where.push(`(lower(number) like $${params.length} or lower(coalesce(customer_name, '')) like $${params.length})`);
  }
  if (q.currency) {
    params.push(q.currency);
    where.push(`currency = $${params.length}`);
  }
  const { rows } = await sql.query<any>(
    `select id, number, customer_name, currency, total::text as total, committed_at, doc->'lines' as lines from rm.sale_orders where ${where.join(' and ')} order by committed_at desc nulls last, number desc limit $2`,
    params,
  );
  return rows.map((r) => ({
    id: r.id, number: r.number, customerName: r.customer_name, currency: r.currency, total: r.total, committedAt: r.committed_at ? new Date(r.committed_at).toISOString() : null,
    lines: (r.lines ?? []).map((l: any) => ({ code: l.code, name: l.name, unit: l.unit, quantity: l.quantity, price: l.price, amount: l.amount, gift: l.gift })),
  }));
}
