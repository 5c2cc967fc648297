import type { Driver, ListDriversQuery } from '@tradedesk/contracts/invoicing/transport-registers';
import type { Sql } from '../../platform/sql.js';

const toDriver = (r: any): Driver => ({ ...r.driver, id: r.id, active: r.active, transportCompanyName: r.company_name ?? null, version: r.version, updatedAt: new Date(r.updated_at).toISOString() });

const SELECT = `select d.*, c.name as company_name from rm.drivers d left join rm.transport_companies c on c.id = d.driver->>'transportCompanyId'`;

/** The drivers, by name, with their transport company's name; search over name, documents, phone and plates. */
export async function listDrivers(sql: Sql, q: ListDriversQuery): Promise<{ drivers: Driver[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.search) {
    params.push(`%${q.search.toLowerCase()}%`);
    where.push(`d.search like $${params.length}`);
  }
  if (q.transportCompanyId) {
    params.push(q.transportCompanyId);
    where.push(`d.driver->>'transportCompanyId' = $${params.length}`);
  }
  if (q.active && q.active !== 'all') where.push(q.active === 'active' ? 'd.active' : 'not d.active');
  const { rows } = await sql.query<any>(`${SELECT} ${where.length ? `where ${where.join(' and ')}` : ''} order by lower(d.name), d.id`, params);
  return { drivers: rows.map(toDriver), total: rows.length };
}

export async function getDriver(sql: Sql, id: string): Promise<Driver | null> {
  const { rows } = await sql.query<any>(`${SELECT} where d.id = $1`, [id]);
  return rows[0] ? toDriver(rows[0]) : null;
}
