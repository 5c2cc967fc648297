import { SPLIT_PAYMENT_NOTE, SPLIT_PAYMENT_THRESHOLD_PLN, type InvoiceListRow } from '@tradedesk/contracts/invoicing/invoice';
import type { InvoiceCountry } from '@tradedesk/contracts/invoicing/invoice-setup';
import type { SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import { Decimal } from 'decimal.js';

/**
 * The country variants of billing, the document page and the document lists
 * (docs/invoicing-variants.md): one form, one document page, one list, each given a profile
 * saying which country's setups it offers and which of that country's fields and marks it shows.
 * The legal names below (NIP, DIČ, DUZP...) are the country's own words, printed as they are.
 */

/** The billing variants built on the billing form (route InvoiceBilling<Suffix>); plTax (the advance invoice) and plReturn are screens of their own. */
export const BILLING_PROFILE_VARIANTS = ['pl', 'plRetail', 'hu', 'es', 'cz', 'ec'] as const;
export type BillingVariant = (typeof BILLING_PROFILE_VARIANTS)[number];

export interface BillingProfile {
  variant: BillingVariant;
  country: InvoiceCountry;
  /** The country's name of the seller's and buyer's tax id. */
  taxIdName: string;
  /** The delivery day is the country's legal "date of taxable supply" (CZ DUZP, HU teljesítés dátuma). */
  supplyDateName: string | null;
  /** The document page variant that opens an issued document of this profile. */
  updatePath: string;
  /** An invoice to a fiscal receipt (faktura do paragonu): the receipt's number and day, the NIP confirmation. */
  receipt?: true;
}

export const BILLING_PROFILES: Record<BillingVariant, BillingProfile> = {
  pl: { variant: 'pl', country: 'PL', taxIdName: 'NIP', supplyDateName: null, updatePath: '/invoice/update-pl' },
  plRetail: { variant: 'plRetail', country: 'PL', taxIdName: 'NIP', supplyDateName: null, updatePath: '/invoice/update-plRetail', receipt: true },
  hu: { variant: 'hu', country: 'HU', taxIdName: 'Adószám', supplyDateName: 'Teljesítés dátuma', updatePath: '/invoice/update-hu' },
  es: { variant: 'es', country: 'ES', taxIdName: 'NIF', supplyDateName: null, updatePath: '/invoice/update-es' },
  cz: { variant: 'cz', country: 'CZ', taxIdName: 'DIČ', supplyDateName: 'DUZP', updatePath: '/invoice/update-cz' },
  ec: { variant: 'ec', country: 'EC', taxIdName: 'RUC', supplyDateName: null, updatePath: '/invoice/update-ec' },
};

/** The document page variants built (route InvoiceUpdate<Suffix>): the country of the documents each expects. */
export const UPDATE_PROFILES = {
  pl: { country: 'PL', path: '/invoice/update-pl' },
  plRetail: { country: 'PL', path: '/invoice/update-plRetail' },
  plReturn: { country: 'PL', path: '/invoice/update-plReturn' },
  hu: { country: 'HU', path: '/invoice/update-hu' },
  es: { country: 'ES', path: '/invoice/update-es' },
  cz: { country: 'CZ', path: '/invoice/update-cz' },
  ec: { country: 'EC', path: '/invoice/update-ec' },
} as const satisfies Record<string, { country: InvoiceCountry; path: string }>;
export type UpdateVariant = keyof typeof UPDATE_PROFILES;

/**
 * Poland's split payment: mandatory when the gross is over 15 000 PLN and the invoice holds goods
 * or services of annex 15 (which lines are annex-15 goods is the trader's call, one tick for the
 * invoice). Answers whether the amount crosses the threshold.
 */
export const splitPaymentThresholdReached = (gross: string | null | undefined, currency: string): boolean =>
  currency === 'PLN' && Boolean(gross) && /^-?\d+(\.\d+)?$/.test(gross!) && new Decimal(gross!).gt(SPLIT_PAYMENT_THRESHOLD_PLN);

/** The notes an issued invoice carries with the MPP tick: the law's words once, added or taken out. */
export function withSplitPayment(notes: readonly string[], on: boolean): string[] {
  const rest = notes.filter((n) => n !== SPLIT_PAYMENT_NOTE);
  return on ? [...rest, SPLIT_PAYMENT_NOTE] : rest;
}

/**
 * A Hungarian adószám 12345678-2-41: base number, VAT code (áfakód) and county code. VAT code 4 is
 * a member of a VAT group (csoportos adóalany tagja), 5 the group's own number; 1 exempt
 * (alanyi adómentes), 2 general, 3 simplified (EVA). Null when the text is not 8-1-2 digits.
 */
export interface HuTaxNumber {
  base: string;
  vatCode: string;
  county: string;
  vatGroup: 'member' | 'group' | null;
}
export function huTaxNumber(taxId: string): HuTaxNumber | null {
  const m = /^(\d{8})-?(\d)-?(\d{2})$/.exec(taxId.replace(/\s/g, ''));
  if (!m) return null;
  const vatCode = m[2]!;
  return { base: m[1]!, vatCode, county: m[3]!, vatGroup: vatCode === '4' ? 'member' : vatCode === '5' ? 'group' : null };
}

/** A Spanish NIF's kind: DNI (8 digits and a letter), NIE (X/Y/Z...), CIF (a company: letter, 7 digits, control). */
export function esNifKind(taxId: string): 'dni' | 'nie' | 'cif' | null {
  const v = taxId.toUpperCase().replace(/[\s.-]/g, '').replace(/^ES/, '');
  if (/^\d{8}[A-Z]$/.test(v)) return 'dni';
  if (/^[XYZ]\d{7}[A-Z]$/.test(v)) return 'nie';
  if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(v)) return 'cif';
  return null;
}

/**
 * Ecuador's buyer identification type as the SRI's tabla 6 codes it: 04 RUC (13 digits), 05 cédula
 * (10 digits), 07 consumidor final (9999999999999), 06 pasaporte otherwise.
 */
export function ecIdType(taxId: string): { code: '04' | '05' | '06' | '07'; name: 'RUC' | 'Cédula' | 'Pasaporte' | 'Consumidor final' } {
  const v = taxId.trim();
  if (v === '9999999999999') return { code: '07', name: 'Consumidor final' };
  if (/^\d{13}$/.test(v)) return { code: '04', name: 'RUC' };
  if (/^\d{10}$/.test(v)) return { code: '05', name: 'Cédula' };
  return { code: '06', name: 'Pasaporte' };
}

/** An Ecuadorian series 001-002: establecimiento 001, punto de emisión 002. */
export function ecEmission(series: string): { establishment: string; emissionPoint: string } | null {
  const m = /^(\d{3})-(\d{3})$/.exec(series);
  return m ? { establishment: m[1]!, emissionPoint: m[2]! } : null;
}

/** A Czech DIČ: the VAT id when given (CZ12345678), else CZ + the IČO the register keeps. */
export const czDic = (vatId: string, taxId: string): string => (vatId.trim() ? vatId.trim().toUpperCase() : `CZ${taxId.trim()}`);

/** The country document lists (routes PlInvoice, ChlInvoice, PerInvoice). */
export interface CountryListProfile {
  route: 'PlInvoice' | 'ChlInvoice' | 'PerInvoice';
  country: InvoiceCountry;
  /** The office whose submission state each row shows (Chile has no office adapter: its TED state instead). */
  office: SubmissionOffice | null;
  /** The document page that opens a row. */
  openPath: string;
}
export const COUNTRY_LISTS: Record<CountryListProfile['route'], CountryListProfile> = {
  PlInvoice: { route: 'PlInvoice', country: 'PL', office: 'ksef', openPath: '/invoice/update-pl' },
  PerInvoice: { route: 'PerInvoice', country: 'PE', office: 'sunat', openPath: '/invoice/update' },
  ChlInvoice: { route: 'ChlInvoice', country: 'CL', office: null, openPath: '/invoice/update' },
};

/**
 * The country's name of a listed document (a translation key under invoicingVariants.docType):
 * Chile by the DTE type (33 factura electrónica, 34 exenta, 39 boleta, 41 boleta exenta, 61 nota de crédito), Peru
 * by the series' first letter (F factura, B boleta; a credit note of either is a nota de crédito),
 * Poland's faktura VAT and faktura korygująca.
 */
export function countryDocType(row: Pick<InvoiceListRow, 'country' | 'kind' | 'series'>): string {
  if (row.kind === 'proforma') return 'proforma';
  switch (row.country) {
    case 'CL':
      return ({ '33': 'clFactura', '34': 'clExenta', '39': 'clBoleta', '41': 'clBoletaExenta', '61': 'clNotaCredito' } as Record<string, string>)[row.series] ?? (row.kind === 'creditNote' ? 'clNotaCredito' : 'clFactura');
    case 'PE':
      if (row.kind === 'creditNote') return 'peNotaCredito';
      return row.series.startsWith('B') ? 'peBoleta' : 'peFactura';
    case 'PL':
      return row.kind === 'creditNote' ? 'plKorekta' : 'plFaktura';
    default:
      return row.kind;
  }
}

/**
 * Why a faktura korygująca corrects (art. 106j ust. 2 pkt 4 asks it to say so). The credit note
 * takes quantities back, so the reasons are about quantities; the reason is printed on the
 * document in Polish whatever the screen's language (PL_CORRECTION_REASON_TEXT).
 */
export const PL_CORRECTION_REASONS = ['return', 'complaint', 'quantity', 'other'] as const;
export type PlCorrectionReason = (typeof PL_CORRECTION_REASONS)[number];
export const PL_CORRECTION_REASON_TEXT: Record<Exclude<PlCorrectionReason, 'other'>, string> = {
  return: 'Zwrot towaru',
  complaint: 'Uznana reklamacja',
  quantity: 'Błędna ilość na fakturze',
};
/** The reason the correction states: the preset's Polish words, with the trader's detail after a colon; 'other' is the text alone. */
export const plCorrectionReason = (kind: PlCorrectionReason, text: string): string =>
  kind === 'other' ? text.trim() : [PL_CORRECTION_REASON_TEXT[kind], text.trim()].filter(Boolean).join(': ');

/** A line of the correction entry: invoiced, corrected before, returned now, after the correction (over: more than is left). */
export interface CorrectionLine {
  lineNo: number;
  description: string;
  invoiced: string;
  credited: string;
  after: string;
  over: boolean;
}
export function correctionLines(
  invoice: { document: { lines: { lineNo: number; description: string; quantity: string }[] }; credited: Record<number, string> },
  returned: readonly { lineNo: number; quantity: string }[],
): CorrectionLine[] {
  return invoice.document.lines.map((l) => {
    const credited = new Decimal(invoice.credited[l.lineNo] ?? '0');
    const typed = returned.find((r) => r.lineNo === l.lineNo)?.quantity ?? '';
    const now = /^\d+(\.\d+)?$/.test(typed.trim()) ? new Decimal(typed.trim()) : new Decimal(0);
    const after = new Decimal(l.quantity).minus(credited).minus(now);
    return { lineNo: l.lineNo, description: l.description, invoiced: l.quantity, credited: credited.toFixed(), after: after.toFixed(), over: after.isNegative() };
  });
}
