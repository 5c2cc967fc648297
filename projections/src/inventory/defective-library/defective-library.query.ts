import type {
  DefectiveDisposalRow,
  DefectiveDisposalsQuery,
  DefectiveListQuery,
  DefectiveLotDetail,
  DefectiveLotRow,
} from '@tradedesk/contracts/inventory/defective';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const dec = (v: string | null) => (v === null ? '0' : new Decimal(v).toFixed());

const LOT = `l.lot_id, l.warehouse_id, w.name as warehouse_name, l.product_id, p.code, p.name, l.unit, l.unit_quantity::text, l.received::text, l.held::text,
  l.unit_cost::text, (l.held * l.unit_cost)::text as held_value, l.source_type, l.source_id, l.source_number, l.source_line, l.note, l.received_by,
  u.username as received_by_name, l.received_at, l.version`;
const LOT_JOINS = `left join rm.warehouses w on w.id = l.warehouse_id left join rm.products p on p.id = l.product_id left join rm.users u on u.id = l.received_by`;

function toLot(r: any): DefectiveLotRow {
  const held = dec(r.held);
  return {
    lotId: r.lot_id,
    warehouseId: r.warehouse_id,
    warehouseName: r.warehouse_name ?? null,
    productId: r.product_id,
    code: r.code ?? null,
    name: r.name ?? null,
    unit: r.unit,
    unitQuantity: dec(r.unit_quantity),
    received: dec(r.received),
    held,
    unitCost: dec(r.unit_cost),
    heldValue: dec(r.held_value),
    source: { type: r.source_type, id: r.source_id, number: r.source_number, line: r.source_line },
    note: r.note,
    receivedBy: r.received_by,
    receivedByName: r.received_by_name ?? null,
    receivedAt: iso(r.received_at),
    status: held === '0' ? 'disposed' : 'held',
    version: r.version,
  };
}

/** Lots of the defective library (held ones by default), newest first. */
export async function listDefectiveLots(sql: Sql, q: DefectiveListQuery): Promise<{ rows: DefectiveLotRow[]; total: number; heldValue: string }> {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (cond: (n: number) => string, v: unknown) => where.push(cond(params.push(v)));
  if (q.warehouseId) add((n) => `l.warehouse_id = $${n}`, q.warehouseId);
  if (q.productId) add((n) => `l.product_id = $${n}`, q.productId);
  if (q.status === 'held') where.push('l.held > 0');
  if (q.status === 'disposed') where.push('l.held = 0');
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const head = await sql.query<{ n: number; value: string | null }>(`select count(*)::int as n, sum(l.held * l.unit_cost)::text as value from rm.defective_lots l ${w}`, params);
  const { rows } = await sql.query<any>(`select ${LOT} from rm.defective_lots l ${LOT_JOINS} ${w} order by l.received_at desc, l.position desc, l.lot_id limit ${q.limit} offset ${q.offset}`, params);
  return { rows: rows.map(toLot), total: head.rows[0].n, heldValue: dec(head.rows[0].value) };
}

const DISPOSAL = `d.lot_id, d.version, d.action, d.quantity::text, d.supplier_id, d.supplier_name, d.note, l.warehouse_id, l.product_id, p.code, p.name,
  l.source_number, d.user_id, u.username, d.at`;

function toDisposal(r: any): DefectiveDisposalRow {
  return {
    lotId: r.lot_id,
    version: r.version,
    action: r.action,
    quantity: dec(r.quantity),
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    note: r.note,
    warehouseId: r.warehouse_id,
    productId: r.product_id,
    code: r.code ?? null,
    name: r.name ?? null,
    sourceNumber: r.source_number,
    userId: r.user_id,
    username: r.username ?? null,
    at: iso(r.at),
  };
}

const DISPOSAL_FROM = `from rm.defective_disposals d join rm.defective_lots l on l.lot_id = d.lot_id left join rm.products p on p.id = l.product_id left join rm.users u on u.id = d.user_id`;

/** One lot with every disposal of it, or null. */
export async function getDefectiveLot(sql: Sql, lotId: string): Promise<DefectiveLotDetail | null> {
  const { rows } = await sql.query<any>(`select ${LOT} from rm.defective_lots l ${LOT_JOINS} where l.lot_id = $1`, [lotId]);
  if (!rows[0]) return null;
  const disposals = await sql.query<any>(`select ${DISPOSAL} ${DISPOSAL_FROM} where d.lot_id = $1 order by d.version`, [lotId]);
  return { ...toLot(rows[0]), disposals: disposals.rows.map(toDisposal) };
}

/** What left the library: scrapped, returned to suppliers, restocked; newest first. */
export async function listDefectiveDisposals(sql: Sql, q: DefectiveDisposalsQuery): Promise<{ rows: DefectiveDisposalRow[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (cond: (n: number) => string, v: unknown) => where.push(cond(params.push(v)));
  if (q.warehouseId) add((n) => `l.warehouse_id = $${n}`, q.warehouseId);
  if (q.productId) add((n) => `l.product_id = $${n}`, q.productId);
  if (q.action) add((n) => `d.action = $${n}`, q.action);
  if (q.supplierId) add((n) => `d.supplier_id = $${n}`, q.supplierId);
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n ${DISPOSAL_FROM} ${w}`, params)).rows[0].n;
  const { rows } = await sql.query<any>(`select ${DISPOSAL} ${DISPOSAL_FROM} ${w} order by d.at desc, d.position desc limit ${q.limit} offset ${q.offset}`, params);
  return { rows: rows.map(toDisposal), total };
}
