import type { DetailFilters } from '@tradedesk/contracts/reports/report-details';
import type { Sql } from '../../platform/sql.js';

/**
 * The choices of the detail reports' filters (docs/report-details.md): every customer and
 * category, and every user (a salesperson is the user who committed the order), with ids and
 * names only, so a report reader needs no access to the customer list or the staff screens.
 */
export async function detailFilters(sql: Sql): Promise<DetailFilters> {
  const [customers, users, categories] = await Promise.all([
    sql.query<any>(`select id, code, name from rm.customers order by code, id`),
    sql.query<any>(`select id, name from rm.users order by name, id`),
    sql.query<any>(`select id, name from rm.categories order by name, id`),
  ]);
  return {
    customers: customers.rows.map((r) => ({ id: r.id, code: r.code ?? '', name: r.name ?? '' })),
    salespeople: users.rows.map((r) => ({ id: r.id, name: r.name ?? '' })),
    categories: categories.rows.map((r) => ({ id: r.id, name: r.name ?? '' })),
  };
}
