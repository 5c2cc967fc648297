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

/** Which of these customers are invoice clients already (customer id -> client name). */
export async function clientIdsOfCustomers(sql: Sql, customerIds: string[]): Promise<Map<string, string>> {
  if (!customerIds.length) return new Map();
  const { rows } = await sql.query<{ customer_id: string; name: string }>(
    `select client->>'customerId' as customer_id, client->>'name' as name from rm.invoice_clients where client->>'customerId' = any($1::text[])`,
    [customerIds],
  );
  return new Map(rows.map((r) => [r.customer_id, r.name]));
}

/** Active customers not yet invoice clients (the client screen's "From customers"), by name, code or tax id. */
export async function customersNotClients(sql: Sql, search: string | undefined, limit = 200): Promise<{ id: string; code: string; name: string; email: string; taxId: string; country: string; address: string }[]> {
  const params: unknown[] = [limit];
  let where = `c.status = 'active' and not exists (select 1 from rm.invoice_clients i where i.client->>'customerId' = c.id)`;
  if (search) {
    params.push(`%${search.toLowerCase()}%`);
    where += ` and (lower(c.name) like $2 or lower(c.code) like $2 or lower(c.tax_id) like $2)`;
  }
  const { rows } = await sql.query<any>(`select c.id, c.code, c.name, c.email, c.tax_id, c.country, c.address from rm.customers c where ${where} order by lower(c.name), c.code limit $1`, params);
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, email: r.email, taxId: r.tax_id, country: r.country, address: r.address }));
}
