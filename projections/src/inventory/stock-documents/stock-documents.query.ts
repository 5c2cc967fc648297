import type {
  StockDocumentDetail,
  StockDocumentLineRow,
  StockDocumentListQuery,
  StockDocumentRow,
  StockDocumentType,
  TransferLineListQuery,
  TransferLineRow,
} from '@tradedesk/contracts/inventory/stock-documents';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
/** numeric::text keeps trailing zeros of a product (2.500000): answers are canonical decimals. */
const dec = (v: string | null) => (v === null ? '0' : new Decimal(v).toFixed());

const HEAD = `d.id, d.type, d.number, d.from_warehouse_id, fw.code as from_code, fw.name as from_name, d.to_warehouse_id, tw.code as to_code, tw.name as to_name,
  d.zone_id, d.reason, d.note, d.line_count, d.total_quantity::text, d.total_cost::text, d.user_id, u.username, d.created_at`;
const JOINS = `left join rm.warehouses fw on fw.id = d.from_warehouse_id left join rm.warehouses tw on tw.id = d.to_warehouse_id left join rm.users u on u.id = d.user_id`;

function toRow(r: any): StockDocumentRow {
  return {
    id: r.id,
    type: r.type,
    number: r.number,
    fromWarehouseId: r.from_warehouse_id,
    fromWarehouseCode: r.from_code ?? null,
    fromWarehouseName: r.from_name ?? null,
    toWarehouseId: r.to_warehouse_id,
    toWarehouseCode: r.to_code ?? null,
    toWarehouseName: r.to_name ?? null,
    zoneId: r.zone_id,
    reason: r.reason,
    note: r.note,
    lineCount: r.line_count,
    totalQuantity: dec(r.total_quantity),
    totalCost: dec(r.total_cost),
    userId: r.user_id,
    username: r.username ?? null,
    createdAt: iso(r.created_at),
  };
}

function toLine(r: any): StockDocumentLineRow {
  return {
    documentId: r.document_id,
    number: r.number,
    line: r.line,
    productId: r.product_id,
    code: r.code ?? null,
    name: r.name ?? null,
    unitLabel: r.unit_label ?? null,
    unit: r.unit,
    unitQuantity: dec(r.unit_quantity),
    quantity: dec(r.quantity),
    unitCost: dec(r.unit_cost),
    cost: dec(r.cost),
  };
}

const LINE = `l.document_id, d.number, l.line, l.product_id, p.code, p.name, p.doc->>'unitLabel' as unit_label, l.unit, l.unit_quantity::text, l.quantity::text,
  l.unit_cost::text, (l.quantity * l.unit_cost)::text as cost`;

/** Transfers or write-offs, newest first, filtered; each with its totals, warehouses and who. */
export async function listStockDocuments(sql: Sql, type: StockDocumentType, q: StockDocumentListQuery): Promise<{ rows: StockDocumentRow[]; total: number }> {
  const params: unknown[] = [type];
  const where = ['d.type = $1'];
  const add = (cond: (n: number) => string, v: unknown) => where.push(cond(params.push(v)));
  if (q.warehouseId) add((n) => `(d.from_warehouse_id = $${n} or d.to_warehouse_id = $${n})`, q.warehouseId);
  if (q.fromWarehouseId) add((n) => `d.from_warehouse_id = $${n}`, q.fromWarehouseId);
  if (q.toWarehouseId) add((n) => `d.to_warehouse_id = $${n}`, q.toWarehouseId);
  if (q.productId) add((n) => `exists (select 1 from rm.stock_document_lines x where x.document_id = d.id and x.product_id = $${n})`, q.productId);
  if (q.reason) add((n) => `d.reason = $${n}`, q.reason);
  if (q.search) add((n) => `(d.number ilike $${n} or d.note ilike $${n})`, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (q.from) add((n) => `d.created_at >= $${n}::timestamptz`, q.from);
  if (q.to) add((n) => `d.created_at <= $${n}::timestamptz`, q.to);
  const w = `where ${where.join(' and ')}`;
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n from rm.stock_documents d ${w}`, params)).rows[0].n;
  const { rows } = await sql.query<any>(`select ${HEAD} from rm.stock_documents d ${JOINS} ${w} order by d.created_at desc, d.position desc limit ${q.limit} offset ${q.offset}`, params);
  return { rows: rows.map(toRow), total };
}

/** One document with its lines (product code, name and unit label joined), or null. */
export async function getStockDocument(sql: Sql, type: StockDocumentType, id: string): Promise<StockDocumentDetail | null> {
  const { rows } = await sql.query<any>(`select ${HEAD} from rm.stock_documents d ${JOINS} where d.type = $1 and d.id = $2`, [type, id]);
  if (!rows[0]) return null;
  const lines = await sql.query<any>(
    `select ${LINE} from rm.stock_document_lines l join rm.stock_documents d on d.id = l.document_id left join rm.products p on p.id = l.product_id
      where l.document_id = $1 order by l.line`,
    [id],
  );
  return { ...toRow(rows[0]), lines: lines.rows.map(toLine) };
}

/** Every line of every transfer, newest transfer first, filtered by product, warehouse and period. */
export async function listTransferLines(sql: Sql, q: TransferLineListQuery): Promise<{ rows: TransferLineRow[]; total: number }> {
  const params: unknown[] = [];
  const where = [`d.type = 'transfer'`];
  const add = (cond: (n: number) => string, v: unknown) => where.push(cond(params.push(v)));
  if (q.productId) add((n) => `l.product_id = $${n}`, q.productId);
  if (q.warehouseId) add((n) => `(d.from_warehouse_id = $${n} or d.to_warehouse_id = $${n})`, q.warehouseId);
  if (q.fromWarehouseId) add((n) => `d.from_warehouse_id = $${n}`, q.fromWarehouseId);
  if (q.toWarehouseId) add((n) => `d.to_warehouse_id = $${n}`, q.toWarehouseId);
  if (q.from) add((n) => `d.created_at >= $${n}::timestamptz`, q.from);
  if (q.to) add((n) => `d.created_at <= $${n}::timestamptz`, q.to);
  const w = `where ${where.join(' and ')}`;
  const from = `from rm.stock_document_lines l join rm.stock_documents d on d.id = l.document_id`;
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n ${from} ${w}`, params)).rows[0].n;
  const { rows } = await sql.query<any>(
    `select ${LINE}, d.from_warehouse_id, fw.name as from_name, d.to_warehouse_id, tw.name as to_name, d.note, u.username, d.created_at
       ${from} left join rm.products p on p.id = l.product_id ${JOINS}
      ${w} order by d.created_at desc, d.position desc, l.line limit ${q.limit} offset ${q.offset}`,
    params,
  );
  return {
    rows: rows.map((r) => ({
      ...toLine(r),
      fromWarehouseId: r.from_warehouse_id,
      fromWarehouseName: r.from_name ?? null,
      toWarehouseId: r.to_warehouse_id,
      toWarehouseName: r.to_name ?? null,
      note: r.note,
      username: r.username ?? null,
      createdAt: iso(r.created_at),
    })),
    total,
  };
}
