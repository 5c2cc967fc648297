import { dayEnd, dayStart } from '@tradedesk/contracts/platform/company-time';
import type { CompanySettingsReader } from '../platform/cache/company-settings.reader.js';

/**
 * What the report controllers read from the company settings for a query (docs/reports.md "The
 * report endpoints"): the hour offset of the company's time zone and the instants a period of
 * business days starts and ends at (`end` exclusive; null: open side), and the currencies
 * figures are in.
 */
export async function periodInstants(settings: CompanySettingsReader, q: { from?: string; to?: string }) {
  const offset = Number((await settings.get('SystemTimeZone')) ?? 0);
  return { offset, start: q.from ? dayStart(q.from, offset).toISOString() : null, end: q.to ? dayEnd(q.to, offset).toISOString() : null };
}

/** The base currency, and the cost currency (CostCurrencyID, else the base currency). */
export async function reportCurrencies(settings: CompanySettingsReader): Promise<{ base: string; cost: string }> {
  const base = String((await settings.get('BaseCurrencyID')) ?? '');
  return { base, cost: String((await settings.get('CostCurrencyID')) || base) };
}
