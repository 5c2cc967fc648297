import type { Desk, ListDesksQuery } from '@tradedesk/contracts/pos/desks';
import type { Sql } from '../../platform/sql.js';

const toDesk = (r: any): Desk => ({
  id: r.id,
  warehouseId: r.warehouse_id,
  warehouseName: r.warehouse_name,
  name: r.name,
  area: r.area,
  seats: r.seats,
  position: r.position,
  active: r.active,
  updatedAt: new Date(r.updated_at).toISOString(),
  version: r.version,
});

/** The desks in floor order: store, area, place, then name; filtered by store, area (exact), a part of the name and status. */
export async function listDesks(sql: Sql, q: ListDesksQuery): Promise<{ desks: Desk[] }> {
  const where: string[] = [];
  const args: unknown[] = [];
  if (q.warehouseId) where.push(`d.warehouse_id = $${args.push(q.warehouseId)}`);
  if (q.area !== undefined && q.area !== '') where.push(`lower(d.area) = lower($${args.push(q.area)})`);
  if (q.search) where.push(`d.name ilike $${args.push(`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  if (q.status === 'active') where.push('d.active');
  if (q.status === 'disabled') where.push('not d.active');
  const { rows } = await sql.query<any>(
    `select d.*, coalesce(w.name, '') as warehouse_name from rm.desks d left join rm.warehouses w on w.id = d.warehouse_id
     ${where.length ? `where ${where.join(' and ')}` : ''} order by lower(coalesce(w.name, '')), lower(d.area), d.position, lower(d.name)`,
    args,
  );
  return { desks: rows.map(toDesk) };
}

/** One desk, or null. */
export async function getDesk(sql: Sql, id: string): Promise<Desk | null> {
  const { rows } = await sql.query<any>(`select d.*, coalesce(w.name, '') as warehouse_name from rm.desks d left join rm.warehouses w on w.id = d.warehouse_id where d.id = $1`, [id]);
  return rows[0] ? toDesk(rows[0]) : null;
}

/** The ids of every desk (active or disabled) of one area of a store, the area compared exactly (DeskOrder). */
export async function areaDeskIds(sql: Sql, warehouseId: string, area: string): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(`select id from rm.desks where warehouse_id = $1 and area = $2 order by id`, [warehouseId, area]);
  return rows.map((r) => r.id);
}

/** Store, area and name of the desks named (those that exist). */
export async function deskRefs(sql: Sql, ids: string[]): Promise<Map<string, { warehouseId: string; area: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql.query<{ id: string; warehouse_id: string; area: string; name: string }>(`select id, warehouse_id, area, name from rm.desks where id = any($1::text[])`, [ids]);
  return new Map(rows.map((r) => [r.id, { warehouseId: r.warehouse_id, area: r.area, name: r.name }]));
}
