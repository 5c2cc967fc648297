import type { ListTransportCompaniesQuery, TransportCompany } from '@tradedesk/contracts/invoicing/transport-registers';
import type { Sql } from '../../platform/sql.js';

const toCompany = (r: any): TransportCompany => ({ ...r.company, id: r.id, active: r.active, version: r.version, updatedAt: new Date(r.updated_at).toISOString() });

/** The carriers, by name; search over name, tax id, phone, e-mail and city. */
export async function listTransportCompanies(sql: Sql, q: ListTransportCompaniesQuery): Promise<{ companies: TransportCompany[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.search) {
    params.push(`%${q.search.toLowerCase()}%`);
    where.push(`search like $${params.length}`);
  }
  if (q.country) {
    params.push(q.country);
    where.push(`company->>'country' = $${params.length}`);
  }
  if (q.active && q.active !== 'all') where.push(q.active === 'active' ? 'active' : 'not active');
  const { rows } = await sql.query<any>(`select * from rm.transport_companies ${where.length ? `where ${where.join(' and ')}` : ''} order by lower(name), id`, params);
  return { companies: rows.map(toCompany), total: rows.length };
}

export async function getTransportCompany(sql: Sql, id: string): Promise<TransportCompany | null> {
  const { rows } = await sql.query<any>(`select * from rm.transport_companies where id = $1`, [id]);
  return rows[0] ? toCompany(rows[0]) : null;
}
