import { type InvoiceSetup, type InvoiceSetupFields, LOCAL_CURRENCY } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { Sql } from '../../platform/sql.js';

const toSetup = (r: { id: string; setup: InvoiceSetupFields; updated_at: Date | string; version: number }): InvoiceSetup => ({
  ...r.setup,
  id: r.id,
  localCurrency: LOCAL_CURRENCY[r.setup.country],
  version: r.version,
  updatedAt: new Date(r.updated_at).toISOString(),
});

export async function listInvoiceSetups(sql: Sql): Promise<InvoiceSetup[]> {
  const { rows } = await sql.query<any>(`select * from rm.invoice_setups order by setup->>'legalName', id`);
  return rows.map(toSetup);
}

export async function getInvoiceSetup(sql: Sql, id: string): Promise<InvoiceSetup | null> {
  const { rows } = await sql.query<any>(`select * from rm.invoice_setups where id = $1`, [id]);
  return rows[0] ? toSetup(rows[0]) : null;
}
