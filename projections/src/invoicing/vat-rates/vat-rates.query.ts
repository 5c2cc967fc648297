import type { InvoiceCountry } from '@tradedesk/contracts/invoicing/invoice-setup';
import { DEFAULT_VAT_RATES, ratesOn, type VatRate } from '@tradedesk/contracts/invoicing/vat-rates';
import type { Sql } from '../../platform/sql.js';

const day = (v: Date | string | null) => (v === null ? null : v instanceof Date ? `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}` : String(v).slice(0, 10));

/** The seeded defaults and the added rates, by country and start. */
export async function listVatRates(sql: Sql, country?: InvoiceCountry): Promise<VatRate[]> {
  const { rows } = await sql.query<any>(
    `select id, country, rate::text as rate, label, valid_from::text as valid_from, valid_to::text as valid_to from rm.invoice_vat_rates ${country ? 'where country = $1' : ''}`,
    country ? [country] : [],
  );
  const added: VatRate[] = rows.map((r) => ({ id: r.id, country: r.country, rate: r.rate, label: r.label, validFrom: day(r.valid_from)!, validTo: day(r.valid_to), seeded: false }));
  return [...DEFAULT_VAT_RATES.filter((r) => !country || r.country === country), ...added].sort(
    (a, b) => a.country.localeCompare(b.country) || b.validFrom.localeCompare(a.validFrom) || Number(b.rate) - Number(a.rate),
  );
}

/** The percents of `country` in force on `day`. */
export async function vatRatesInForce(sql: Sql, country: InvoiceCountry, on: string): Promise<string[]> {
  return ratesOn(await listVatRates(sql, country), country, on).map((r) => r.rate);
}
