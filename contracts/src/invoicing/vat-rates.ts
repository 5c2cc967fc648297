import { z } from 'zod';
import { type InvoiceCountry, INVOICE_COUNTRIES } from './invoice-setup.js';

/**
 * VAT rates as data with validity dates (docs/invoicing.md "VAT rates", with the public sources).
 * The defaults below are seeded for the eight countries; the screen adds more (a new rate, a
 * rate's end). A rate applies on an invoice's issue day when validFrom <= day and (validTo is null
 * or day <= validTo).
 */

export interface VatRate {
  id: string;
  country: InvoiceCountry;
  /** Percent, a decimal string: '23', '5.5'. */
  rate: string;
  label: string;
  validFrom: string;
  validTo: string | null;
  /** Seeded default (true) or added on the screen. */
  seeded: boolean;
}

const seed = (country: InvoiceCountry, rate: string, label: string, validFrom: string, validTo: string | null = null): VatRate => ({
  id: `${country}-${rate}-${validFrom}`.toLowerCase(),
  country,
  rate,
  label,
  validFrom,
  validTo,
  seeded: true,
});

export const DEFAULT_VAT_RATES: readonly VatRate[] = [
  seed('PL', '23', 'standard', '2011-01-01'),
  seed('PL', '8', 'reduced', '2011-01-01'),
  seed('PL', '5', 'reduced', '2011-01-01'),
  seed('PL', '0', 'zero', '2011-01-01'),
  seed('HU', '27', 'standard', '2012-01-01'),
  seed('HU', '18', 'reduced', '2009-07-01'),
  seed('HU', '5', 'reduced', '2009-07-01'),
  seed('ES', '21', 'general', '2012-09-01'),
  seed('ES', '10', 'reducido', '2012-09-01'),
  seed('ES', '4', 'superreducido', '1995-01-01'),
  seed('CZ', '21', 'základní', '2013-01-01'),
  seed('CZ', '12', 'snížená', '2024-01-01'),
  seed('RO', '19', 'standard', '2017-01-01', '2025-07-31'),
  seed('RO', '9', 'reduced', '2016-01-01', '2025-07-31'),
  seed('RO', '5', 'reduced', '2016-01-01', '2025-07-31'),
  seed('RO', '21', 'standard', '2025-08-01'),
  seed('RO', '11', 'reduced', '2025-08-01'),
  seed('CL', '19', 'IVA', '2003-10-01'),
  seed('PE', '18', 'IGV + IPM', '2011-03-01'),
  seed('EC', '12', 'IVA', '2000-01-01', '2024-03-31'),
  seed('EC', '15', 'IVA', '2024-04-01'),
];

/** The rates of `country` that apply on `day`, highest first. */
export function ratesOn(rates: readonly VatRate[], country: InvoiceCountry, day: string): VatRate[] {
  return rates
    .filter((r) => r.country === country && r.validFrom <= day && (r.validTo === null || day <= r.validTo))
    .sort((a, b) => Number(b.rate) - Number(a.rate));
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day YYYY-MM-DD');
export const addVatRateBody = z
  .object({
    commandId: z.uuid().optional(),
    country: z.enum(INVOICE_COUNTRIES),
    rate: z.string().trim().regex(/^\d{1,2}(\.\d{1,2})?$/, 'a percent between 0 and 99.99'),
    label: z.string().trim().max(50).default(''),
    validFrom: day,
    validTo: day.nullable().default(null),
  })
  .strict()
  .refine((b) => b.validTo === null || b.validFrom <= b.validTo, { path: ['validTo'], message: 'ends before it starts' });
export type AddVatRateBody = z.infer<typeof addVatRateBody>;

export const listVatRatesQuery = z.object({ country: z.enum(INVOICE_COUNTRIES).optional(), on: day.optional() }).strict();
export type ListVatRatesQuery = z.infer<typeof listVatRatesQuery>;

export interface VatRateAdded {
  type: 'VatRateAdded';
  data: Omit<VatRate, 'seeded'>;
}
export type VatRateEvent = VatRateAdded;
export const VAT_RATE_EVENT_TYPES = ['VatRateAdded'] as const;
export const vatRatesStreamId = (country: InvoiceCountry) => `vatrates-${country.toLowerCase()}`;
export const VAT_RATES_READ_MODEL = 'invoice_vat_rates';
