import { dayEnd, dayStart } from '@tradedesk/contracts/platform/company-time';
import { roundMoney, wholePercent } from '@tradedesk/contracts/platform/money';
import type { PurchaseOrderListQuery, PurchaseOrderListRow, PurchaseOrderPage } from '@tradedesk/contracts/purchasing/purchase-order';
import type { Sql } from '../../platform/sql.js';

const COLUMNS = `o.id, o.number, o.status, o.supplier_id, s.code as supplier_code, s.name as supplier_name, o.warehouse_id, w.name as warehouse_name,
  o.currency, o.total::text, o.received_amount::text, o.ordered_base::text, o.received_base::text, o.line_count,
  to_char(o.expected_date, 'YYYY-MM-DD') as expected_date, o.source_number, o.note, o.created_at, o.created_by, o.committed_at, o.updated_at, o.version`;
const FROM = `rm.purchase_orders o left join rm.suppliers s on s.id = o.supplier_id left join rm.warehouses w on w.id = o.warehouse_id`;
const SORTS: Record<PurchaseOrderListQuery['sort'], string> = {
  createdAt: 'o.created_at',
  number: 'o.number',
  expectedDate: 'o.expected_date',
  total: 'o.total',
  supplier: 'lower(s.name)',
};

const iso = (v: Date | string | null) => (v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString());

function toRow(r: any): PurchaseOrderListRow {
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    supplierId: r.supplier_id,
    supplierCode: r.supplier_code ?? null,
    supplierName: r.supplier_name ?? null,
    warehouseId: r.warehouse_id,
    warehouseName: r.warehouse_name ?? null,
    currency: r.currency,
    total: roundMoney(r.total, r.currency),
    receivedAmount: roundMoney(r.received_amount, r.currency),
    receivedPercent: wholePercent(r.received_base, r.ordered_base),
    lineCount: r.line_count,
    expectedDate: r.expected_date,
    sourceNumber: r.source_number,
    note: r.note,
    createdAt: iso(r.created_at)!,
    createdBy: r.created_by,
    committedAt: iso(r.committed_at),
    updatedAt: iso(r.updated_at)!,
    version: r.version,
  };
}

/** The purchase list: `from`/`to` are business days of creation (company time zone), inclusive. */
export async function listPurchaseOrders(sql: Sql, q: PurchaseOrderListQuery, offsetHours: number): Promise<PurchaseOrderPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replaceAll('{}', `$${params.length}`));
  };
  if (q.status) add('o.status = {}', q.status);
  if (q.supplierId) add('o.supplier_id = {}', q.supplierId);
  if (q.warehouseId) add('o.warehouse_id = {}', q.warehouseId);
  if (q.from) add('o.created_at >= {}', dayStart(q.from, offsetHours).toISOString());
  if (q.to) add('o.created_at < {}', dayEnd(q.to, offsetHours).toISOString());
  if (q.search) {
    const like = `%${q.search.toLowerCase().replace(/[\\%_]/g, (m) => '\\' + m)}%`;
    add(`(lower(o.number) like {} escape '\\' or lower(coalesce(s.code, '')) like {} escape '\\' or lower(coalesce(s.name, '')) like {} escape '\\' or lower(o.note) like {} escape '\\')`, like);
  }
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const dir = q.dir === 'asc' ? 'asc' : 'desc';
  const order = `${SORTS[q.sort]} ${dir} nulls last, o.number ${dir}`;
  const [{ rows }, count] = await Promise.all([
    sql.query(`select ${COLUMNS} from ${FROM} ${w} order by ${order} limit ${Number(q.limit)} offset ${Number((q.page - 1) * q.limit)}`, params),
    sql.query<{ n: number }>(`select count(*)::int as n from ${FROM} ${w}`, params),
  ]);
  return { rows: rows.map(toRow), total: count.rows[0].n };
}
