import { z } from 'zod';
import { E_DOCUMENT_COUNTRIES, type EDocumentCountry } from './e-document.js';

/**
 * Invoice setup (/invoice/invoice-setup, docs/invoicing.md "Setup"): per selling company, the
 * seller's country (one of the eight), legal name, tax ids, address, bank account, and one series
 * per document type with the country's number format. One stream per setup; every save is an
 * event with who and when (the history the screen shows).
 */

export const INVOICE_COUNTRIES = E_DOCUMENT_COUNTRIES;
export type InvoiceCountry = EDocumentCountry;
export const INVOICE_DOC_TYPES = ['invoice', 'creditNote', 'proforma'] as const;
export type InvoiceDocType = (typeof INVOICE_DOC_TYPES)[number];

/** The seller's local currency per country. */
export const LOCAL_CURRENCY: Record<InvoiceCountry, string> = { PL: 'PLN', HU: 'HUF', ES: 'EUR', CZ: 'CZK', RO: 'RON', CL: 'CLP', PE: 'PEN', EC: 'USD' };

/** The series code each new setup starts with, per country and document type. */
export const DEFAULT_SERIES: Record<InvoiceCountry, Record<InvoiceDocType, string>> = {
  PL: { invoice: 'FV', creditNote: 'KOR', proforma: 'PRO' },
  HU: { invoice: 'SZ', creditNote: 'JSZ', proforma: 'PRO' },
  ES: { invoice: 'F', creditNote: 'R', proforma: 'PRO' },
  CZ: { invoice: 'FV', creditNote: 'OD', proforma: 'PRO' },
  RO: { invoice: 'FCT', creditNote: 'STO', proforma: 'PRO' },
  CL: { invoice: '33', creditNote: '61', proforma: 'PRO' },
  PE: { invoice: 'F001', creditNote: 'FC01', proforma: 'P001' },
  EC: { invoice: '001-001', creditNote: '001-002', proforma: '001-900' },
};

/**
 * The boleta's series where the country has one (docs/invoicing-es-latam.md "Boletas"): Chile's
 * boleta electrónica is DTE type 39 (its folios from a type-39 CAF), Peru's boleta de venta a
 * series of four starting with B (B001). A setup saved before boletas existed has none: the
 * default applies.
 */
export const BOLETA_SERIES: Partial<Record<InvoiceCountry, string>> = { CL: '39', PE: 'B001' };
export const BOLETA_COUNTRIES = ['CL', 'PE'] as const satisfies readonly InvoiceCountry[];
export const hasBoleta = (country: InvoiceCountry) => (BOLETA_COUNTRIES as readonly InvoiceCountry[]).includes(country);
/** The series a setup issues boletas in; null where the country has no boleta. */
export const boletaSeriesOf = (setup: Pick<InvoiceSetupFields, 'country' | 'series'>): string | null =>
  hasBoleta(setup.country) ? setup.series.boleta || BOLETA_SERIES[setup.country]! : null;

/**
 * Chile's boleta exenta electrónica is DTE type 41 (its folios from a type-41 CAF): a boleta whose
 * lines are all exempt from IVA (no line in category S). A boleta with one taxed line stays a 39,
 * its exempt lines marked IndExe. Elsewhere the boleta's series (docs/invoicing-es-latam.md "Boleta exenta").
 */
export const CL_BOLETA_EXENTA = '41';
export const boletaSeriesFor = (setup: Pick<InvoiceSetupFields, 'country' | 'series'>, lines: readonly { vatCategory: string }[]): string | null =>
  setup.country === 'CL' && lines.length > 0 && lines.every((l) => l.vatCategory !== 'S') ? CL_BOLETA_EXENTA : boletaSeriesOf(setup);

/**
 * The series a credit note of a boleta takes (docs/invoicing-es-latam.md "Credit notes of boletas"):
 * Chile's nota de crédito is DTE 61 whatever it corrects (the 61 CAF folios, the setup's credit-note
 * series); Peru's credit note of a boleta is on a series starting with B, as SUNAT has it for
 * documents related to boletas (`series.boletaCreditNote`, default BC01). Null where the country has no boleta.
 */
export const BOLETA_CREDIT_NOTE_SERIES: Partial<Record<InvoiceCountry, string>> = { PE: 'BC01' };
export const boletaCreditNoteSeriesOf = (setup: Pick<InvoiceSetupFields, 'country' | 'series'>): string | null =>
  setup.country === 'CL' ? setup.series.creditNote : setup.country === 'PE' ? setup.series.boletaCreditNote || BOLETA_CREDIT_NOTE_SERIES.PE! : null;

/** How each country writes a number (shown on the setup screen). */
export const NUMBER_FORMATS: Record<InvoiceCountry, string> = {
  PL: '{series}/{yyyy}/{mm}/{n:4}',
  HU: '{series}-{yyyy}-{n:5}',
  ES: '{series}-{yyyy}-{n:5}',
  CZ: '{series}-{yyyy}-{n:5}',
  RO: '{series}-{yyyy}-{n:5}',
  CL: '{n} (folio)',
  PE: '{series}-{n:8}',
  EC: '{establishment}-{point}-{n:9}',
};

/** Countries whose series start again each year (the year is in the number); PE, EC and CL number on. */
export const YEARLY_SERIES: Record<InvoiceCountry, boolean> = { PL: true, HU: true, ES: true, CZ: true, RO: true, CL: false, PE: false, EC: false };

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The printed number of the `n`-th document of a series issued on `day` (YYYY-MM-DD). */
export function formatInvoiceNumber(country: InvoiceCountry, series: string, day: string, n: number): string {
  const [yyyy, mm] = day.split('-');
  switch (country) {
    case 'PL':
      return `${series}/${yyyy}/${mm}/${pad(n, 4)}`;
    case 'PE':
      return `${series}-${pad(n, 8)}`;
    case 'EC':
      return `${series}-${pad(n, 9)}`;
    case 'CL':
      return String(n);
    default:
      return `${series}-${yyyy}-${pad(n, 5)}`;
  }
}

/** The gapless counter of a series: per year where the number carries the year, else for ever. */
export function seriesCounter(setupId: string, docType: InvoiceDocType, series: string, country: InvoiceCountry, day: string): string {
  return `invoice-${setupId}-${docType}-${series}${YEARLY_SERIES[country] ? `-${day.slice(0, 4)}` : ''}`.toLowerCase();
}

const seriesCode = (country: InvoiceCountry) => (country === 'EC' ? /^\d{3}-\d{3}$/ : country === 'PE' ? /^[A-Z0-9]{4}$/ : country === 'CL' ? /^[A-Z0-9]{1,4}$/ : /^[A-Z0-9]{1,10}$/);

export const invoiceAddressSchema = z
  .object({
    street: z.string().trim().min(1, 'enter the street').max(200),
    buildingNumber: z.string().trim().max(20).default(''),
    city: z.string().trim().min(1, 'enter the city').max(100),
    postalCode: z.string().trim().max(20).default(''),
    region: z.string().trim().max(100).default(''),
    countryCode: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
  })
  .strict();
export type InvoiceAddress = z.infer<typeof invoiceAddressSchema>;

export const invoiceSetupFieldsSchema = z
  .object({
    country: z.enum(INVOICE_COUNTRIES),
    legalName: z.string().trim().min(1, 'enter the legal name').max(200),
    taxId: z.string().trim().min(1, 'enter the tax id').max(30),
    vatId: z.string().trim().max(30).default(''),
    companyId: z.string().trim().max(30).default(''),
    address: invoiceAddressSchema,
    email: z.string().trim().max(200).default(''),
    activity: z.string().trim().max(200).default(''),
    iban: z.string().trim().max(40).default(''),
    bankName: z.string().trim().max(100).default(''),
    series: z.object({ invoice: z.string().trim(), creditNote: z.string().trim(), proforma: z.string().trim(), boleta: z.string().trim().optional(), boletaCreditNote: z.string().trim().optional() }).strict(),
    /** Chile: the seller's economic activity codes (Acteco, SII's list: 6 digits, 1 to 4, by spaces or commas), the DTE's Emisor carries them. */
    acteco: z.string().trim().max(40).optional(),
    /**
     * Chile and Peru (docs/invoicing-es-latam.md "Boletas from the POS till"): this setup issues the
     * boleta of every sale recorded at the POS till in its local currency. Absent: it does not.
     */
    tillBoletas: z.boolean().optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    for (const t of INVOICE_DOC_TYPES)
      if (!seriesCode(f.country).test(f.series[t])) ctx.addIssue({ code: 'custom', path: ['series', t], message: `not a ${f.country} series code (${NUMBER_FORMATS[f.country]})` });
    const distinct = new Set(INVOICE_DOC_TYPES.map((t) => f.series[t]));
    if (distinct.size < INVOICE_DOC_TYPES.length) ctx.addIssue({ code: 'custom', path: ['series', 'creditNote'], message: 'each document type needs its own series' });
    const boleta = f.series.boleta;
    if (boleta) {
      // Chile: the boleta is DTE type 39; Peru: SUNAT's boleta series start with B (the factura's with F).
      if (f.country === 'CL' && boleta !== '39') ctx.addIssue({ code: 'custom', path: ['series', 'boleta'], message: 'a Chilean boleta electrónica is DTE type 39' });
      else if (f.country === 'PE' && !/^B[A-Z0-9]{3}$/.test(boleta)) ctx.addIssue({ code: 'custom', path: ['series', 'boleta'], message: 'a Peruvian boleta series is B and three letters or digits (B001)' });
      else if (!hasBoleta(f.country)) ctx.addIssue({ code: 'custom', path: ['series', 'boleta'], message: `${f.country} has no boleta` });
      else if (INVOICE_DOC_TYPES.some((t) => f.series[t] === boleta)) ctx.addIssue({ code: 'custom', path: ['series', 'boleta'], message: 'each document type needs its own series' });
    }
    if (f.acteco) {
      const codes = activityCodesOf(f);
      if (f.country !== 'CL') ctx.addIssue({ code: 'custom', path: ['acteco'], message: `${f.country} has no Acteco (Chile's economic activity codes)` });
      else if (codes.length > 4 || codes.some((c) => !/^\d{6}$/.test(c))) ctx.addIssue({ code: 'custom', path: ['acteco'], message: 'one to four Acteco codes of 6 digits (SII: Actividades económicas), by spaces or commas' });
    }
    if (f.tillBoletas && !hasBoleta(f.country)) ctx.addIssue({ code: 'custom', path: ['tillBoletas'], message: `${f.country} has no boleta` });
    const boletaNote = f.series.boletaCreditNote;
    if (boletaNote) {
      // Peru only (Chile's note of a boleta is a 61 like any other): a B series of its own.
      if (f.country !== 'PE') ctx.addIssue({ code: 'custom', path: ['series', 'boletaCreditNote'], message: `${f.country} has no series of its own for credit notes of boletas` });
      else if (!/^B[A-Z0-9]{3}$/.test(boletaNote)) ctx.addIssue({ code: 'custom', path: ['series', 'boletaCreditNote'], message: 'a credit note of a boleta is on a series of B and three letters or digits (BC01)' });
      else if (INVOICE_DOC_TYPES.some((t) => f.series[t] === boletaNote) || boletaNote === boletaSeriesOf(f))
        ctx.addIssue({ code: 'custom', path: ['series', 'boletaCreditNote'], message: 'each document type needs its own series' });
    }
  });
export type InvoiceSetupFields = z.infer<typeof invoiceSetupFieldsSchema>;

/** The setup's Acteco codes (Chile), in the order typed; none when the setup has none yet. */
export function activityCodesOf(setup: { acteco?: string }): string[] {
  return (setup.acteco ?? '').split(/[\s,;]+/).filter(Boolean);
}

export const saveInvoiceSetupBody = z.object({ commandId: z.uuid().optional(), version: z.number().int().min(0).optional(), setup: invoiceSetupFieldsSchema }).strict();
export type SaveInvoiceSetupBody = z.infer<typeof saveInvoiceSetupBody>;

export interface InvoiceSetupSaved {
  type: 'InvoiceSetupSaved';
  data: { setupId: string; setup: InvoiceSetupFields };
}
export interface InvoiceSetupChanged {
  type: 'InvoiceSetupChanged';
  data: { setupId: string; changes: Partial<InvoiceSetupFields> };
}
export type InvoiceSetupEvent = InvoiceSetupSaved | InvoiceSetupChanged;
export const INVOICE_SETUP_EVENT_TYPES = ['InvoiceSetupSaved', 'InvoiceSetupChanged'] as const;
export const invoiceSetupStreamId = (setupId: string) => `invoicesetup-${setupId}`;
export const INVOICE_SETUPS_READ_MODEL = 'invoice_setups';

export interface InvoiceSetup extends InvoiceSetupFields {
  id: string;
  localCurrency: string;
  version: number;
  updatedAt: string;
}
