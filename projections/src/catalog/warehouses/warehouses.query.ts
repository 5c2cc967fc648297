import type { ListWarehousesQuery, Warehouse } from '@tradedesk/contracts/catalog/warehouses';
import type { Sql } from '../../platform/sql.js';

/** Warehouses by id for stock rules (zones: ids of the enabled zones), from rm.warehouses (inline). */
export async function warehousesForStock(
  sql: Sql,
  ids: string[],
): Promise<Map<string, { id: string; code: string; name: string; status: 'active' | 'disabled'; zones: string[] }>> {
  const out = new Map<string, { id: string; code: string; name: string; status: 'active' | 'disabled'; zones: string[] }>();
  if (ids.length === 0) return out;
  const { rows } = await sql.query<{ id: string; code: string; name: string; status: 'active' | 'disabled'; zones: string[] }>(
    `select w.id, w.code, w.name, w.status,
            coalesce((select array_agg(z.id order by z.code) from rm.warehouse_zones z where z.warehouse_id = w.id and not z.disabled), '{}') as zones
       from rm.warehouses w where w.id = any($1::text[])`,
    [ids],
  );
  for (const r of rows) out.set(r.id, { id: r.id, code: r.code, name: r.name, status: r.status, zones: r.zones ?? [] });
  return out;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const ZONES = `coalesce((select jsonb_agg(jsonb_build_object('id', z.id, 'code', z.code, 'name', z.name, 'barcode', z.barcode, 'disabled', z.disabled) order by z.code)
   from rm.warehouse_zones z where z.warehouse_id = w.id), '[]'::jsonb) as zones`;

function toWarehouse(r: any): Warehouse {
  return { id: r.id, code: r.code, name: r.name, address: r.address, status: r.status, zones: r.zones ?? [], createdAt: iso(r.created_at), updatedAt: iso(r.updated_at), version: r.version };
}

export async function listWarehouses(sql: Sql, q: ListWarehousesQuery): Promise<{ warehouses: Warehouse[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.search) {
    params.push(`%${q.search.toLowerCase()}%`);
    where.push(`(lower(w.code) like $${params.length} or lower(w.name) like $${params.length})`);
  }
  if (q.status !== 'all') {
    params.push(q.status);
    where.push(`w.status = $${params.length}`);
  }
  const wh = where.length ? `where ${where.join(' and ')}` : '';
  const { rows: c } = await sql.query<{ n: number }>(`select count(*)::int as n from rm.warehouses w ${wh}`, params);
  params.push(q.limit, (q.page - 1) * q.limit);
  const { rows } = await sql.query(`select w.*, ${ZONES} from rm.warehouses w ${wh} order by w.code limit $${params.length - 1} offset $${params.length}`, params);
  return { warehouses: rows.map(toWarehouse), total: c[0].n };
}

export async function getWarehouse(sql: Sql, id: string): Promise<Warehouse | null> {
  const { rows } = await sql.query(`select w.*, ${ZONES} from rm.warehouses w where w.id = $1`, [id]);
  return rows[0] ? toWarehouse(rows[0]) : null;
}

export async function takenWarehouseCode(sql: Sql, code: string, exceptId?: string): Promise<boolean> {
  const { rows } = await sql.query(`select 1 from rm.warehouses where lower(code) = lower($1) and ($2::text is null or id <> $2)`, [code, exceptId ?? null]);
  return rows.length > 0;
}

/** Zone barcodes already used, by barcode -> zone id. */
export async function takenZoneBarcodes(sql: Sql, barcodes: string[]): Promise<Map<string, string>> {
  if (!barcodes.length) return new Map();
  const { rows } = await sql.query<{ barcode: string; id: string }>(`select barcode, id from rm.warehouse_zones where barcode = any($1::text[])`, [barcodes]);
  return new Map(rows.map((r) => [r.barcode, r.id]));
}

/** Where a new order takes its goods from when none is named: the first active warehouse by code. */
export async function defaultWarehouseId(sql: Sql): Promise<string | null> {
  const { rows } = await sql.query<{ id: string }>(`select id from rm.warehouses where status = 'active' order by code limit 1`);
  return rows[0]?.id ?? null;
}

/** A warehouse's id, code and name (what documents show of it). */
export async function warehouseRef(sql: Sql, id: string): Promise<{ id: string; code: string; name: string } | null> {
  const { rows } = await sql.query<{ id: string; code: string; name: string }>('select id, code, name from rm.warehouses where id = $1', [id]);
  return rows[0] ?? null;
}

/** Warehouse codes by id. */
export async function warehouseCodesById(sql: Sql, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<{ id: string; code: string }>(`select id, code from rm.warehouses where id = any($1::text[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** Codes of all zones of a warehouse (disabled ones too: old lines may still name them), by zone id. */
export async function zoneCodesById(sql: Sql, warehouseId: string): Promise<Map<string, string>> {
  const { rows } = await sql.query<{ id: string; code: string }>('select id, code from rm.warehouse_zones where warehouse_id = $1', [warehouseId]);
  return new Map(rows.map((z) => [z.id, z.code]));
}

/** The enabled zones (shelves) of a warehouse, by code. */
export async function enabledZones(sql: Sql, warehouseId: string): Promise<{ id: string; code: string; name: string; barcode: string }[]> {
  const { rows } = await sql.query<{ id: string; code: string; name: string; barcode: string }>(
    'select id, code, name, barcode from rm.warehouse_zones where warehouse_id = $1 and not disabled order by code',
    [warehouseId],
  );
  return rows;
}
