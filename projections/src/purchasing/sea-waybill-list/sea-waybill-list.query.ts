import type { ListWaybillsQuery, WaybillDetail, WaybillList, WaybillRow } from '@tradedesk/contracts/purchasing/sea-waybill';
import type { Sql } from '../../platform/sql.js';
import { costSummary } from './sea-waybill-list.projector.js';

function detailOf(body: any): WaybillDetail {
  const b = typeof body === 'string' ? JSON.parse(body) : body;
  return { ...b, ...costSummary(b.costs) };
}

function rowOf(body: any): WaybillRow {
  const { costs: _c, measures: _m, ...row } = detailOf(body);
  return row;
}

/** The waybill list (GET /be/api/purchase/ocean-shipping): newest first, filtered by text, status and ETA. */
export async function listWaybills(sql: Sql, q: ListWaybillsQuery): Promise<WaybillList> {
  const where: string[] = ['true'];
  const params: unknown[] = [];
  const add = (cond: string, v: unknown) => {
    params.push(v);
    where.push(cond.replaceAll('?', `$${params.length}`));
  };
  if (q.search) add('search like ?', `%${q.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`);
  if (q.status !== 'all') add('status = ?', q.status);
  if (q.etaFrom) add('eta >= ?', q.etaFrom);
  if (q.etaTo) add('eta <= ?', q.etaTo);
  const w = where.join(' and ');
  const total = await sql.query<{ n: number }>(`select count(*)::int as n from rm.sea_waybills where ${w}`, params);
  const r = await sql.query<{ body: unknown }>(
    `select body from rm.sea_waybills where ${w} order by created_at desc, number desc limit ${Number(q.limit)} offset ${(Number(q.page) - 1) * Number(q.limit)}`,
    params,
  );
  return { rows: r.rows.map((x) => rowOf(x.body)), total: total.rows[0].n };
}

/** One waybill with its costs, allocations and measures, or null. */
export async function getWaybill(sql: Sql, id: string): Promise<WaybillDetail | null> {
  const r = await sql.query<{ body: unknown }>('select body from rm.sea_waybills where id = $1', [id]);
  return r.rows[0] ? detailOf(r.rows[0].body) : null;
}

/** The waybill whose B/L number this is (case-insensitive), or null: the import names waybills by B/L. */
export async function waybillIdsByBl(sql: Sql, blNumbers: readonly string[]): Promise<Map<string, string>> {
  if (!blNumbers.length) return new Map();
  const r = await sql.query<{ id: string; bl: string }>('select id, lower(bl_number) as bl from rm.sea_waybills where lower(bl_number) = any($1::text[])', [blNumbers.map((b) => b.toLowerCase())]);
  return new Map(r.rows.map((x) => [x.bl, x.id]));
}
