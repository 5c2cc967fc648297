import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import type { Sql } from '@tradedesk/projections/platform/sql';

/** YYYY-MM-DD of an instant in the company's hour offset (SystemTimeZone). */
export function businessDate(now: Date, hourOffset: number): string {
  return new Date(now.getTime() + hourOffset * 3600_000).toISOString().slice(0, 10);
}

/** What the supplier-account decider is told: the supplier exists, today's business day. */
export async function accountFacts(sql: Sql, supplierId: string, now: Date) {
  const [supplier, offset] = await Promise.all([getSupplier(sql, supplierId), readCompanySetting(sql, 'SystemTimeZone')]);
  return { supplierExists: supplier !== null, today: businessDate(now, offset) };
}
