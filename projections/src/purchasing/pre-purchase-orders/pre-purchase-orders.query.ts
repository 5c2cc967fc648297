import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import type { ListPrePurchasesQuery, PrePurchaseRow } from '@tradedesk/contracts/purchasing/replenishment';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const trim = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);

const SELECT = `select p.id, p.product_id, p.code, p.name, p.warehouse_id, coalesce(w.code, '') as warehouse_code, p.unit, p.quantity::text, p.base_quantity::text,
  p.note, p.asked_by, p.status, p.replenishment_id, p.replenishment_number, p.created_at, coalesce(u.name, p.created_by) as created_by, p.version
  from rm.pre_purchase_orders p left join rm.warehouses w on w.id = p.warehouse_id left join rm.users u on u.id = p.created_by`;

function toRow(r: any): PrePurchaseRow {
  return {
    id: r.id, productId: r.product_id, code: r.code, name: r.name, warehouseId: r.warehouse_id, warehouseCode: r.warehouse_code, unit: r.unit as PackUnit,
    quantity: trim(r.quantity), baseQuantity: trim(r.base_quantity), note: r.note, askedBy: r.asked_by, status: r.status,
    replenishmentId: r.replenishment_id, replenishmentNumber: r.replenishment_number, createdAt: iso(r.created_at), createdBy: r.created_by, version: r.version,
  };
}

export async function listPrePurchases(sql: Sql, q: ListPrePurchasesQuery): Promise<{ rows: PrePurchaseRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.status !== 'all') {
    params.push(q.status);
    where.push(`p.status = $${params.length}`);
  }
  if (q.warehouseId) {
    params.push(q.warehouseId);
    where.push(`p.warehouse_id = $${params.length}`);
  }
  if (q.search) {
    params.push(`%${q.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`);
    where.push(`(lower(p.code) like $${params.length} or lower(p.name) like $${params.length} or lower(p.note) like $${params.length} or lower(p.asked_by) like $${params.length})`);
  }
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const { rows: c } = await sql.query<{ n: number }>(`select count(*)::int as n from rm.pre_purchase_orders p ${w}`, params);
  const { rows } = await sql.query(`${SELECT} ${w} order by p.created_at desc, p.id limit ${Number(q.limit)} offset ${(q.page - 1) * q.limit}`, params);
  return { rows: rows.map(toRow), total: c[0].n };
}

export async function prePurchasesByIds(sql: Sql, ids: string[]): Promise<PrePurchaseRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query(`${SELECT} where p.id = any($1::text[]) order by p.created_at, p.id`, [ids]);
  return rows.map(toRow);
}
