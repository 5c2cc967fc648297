import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import type { Sql } from '@tradedesk/projections/platform/sql';


/** What the supplier-account decider is told: the supplier exists, today's business day. */
export async function accountFacts(sql: Sql, supplierId: string, now: Date) {
  const [supplier, offset] = await Promise.all([getSupplier(sql, supplierId), readCompanySetting(sql, 'SystemTimeZone')]);
  return { supplierExists: supplier !== null, today: businessDayOf(now, offset) };
}
