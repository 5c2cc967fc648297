import type { InvoiceClient, ListInvoiceClientsQuery } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { Sql } from '../../platform/sql.js';

const toClient = (r: any): InvoiceClient => ({ ...r.client, id: r.id, version: r.version, updatedAt: new Date(r.updated_at).toISOString() });

export async function listInvoiceClients(sql: Sql, q: ListInvoiceClientsQuery): Promise<{ clients: InvoiceClient[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.search) {
    params.push(`%${q.search.toLowerCase()}%`);
    where.push(`search like $${params.length}`);
  }
  if (q.country) {
    params.push(q.country);
    where.push(`client->>'country' = $${params.length}`);
  }
  const { rows } = await sql.query<any>(`select * from rm.invoice_clients ${where.length ? `where ${where.join(' and ')}` : ''} order by lower(client->>'name'), id`, params);
  return { clients: rows.map(toClient), total: rows.length };
}

export async function getInvoiceClient(sql: Sql, id: string): Promise<InvoiceClient | null> {
  const { rows } = await sql.query<any>(`select * from rm.invoice_clients where id = $1`, [id]);
  return rows[0] ? toClient(rows[0]) : null;
}
