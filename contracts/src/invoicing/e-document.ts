import { z } from 'zod';

/**
 * The legal document as the country generators see it (docs/invoicing.md "Electronic documents"):
 * what an issued invoice or credit note says, already numbered, rounded and totalled by the
 * invoicing context through the money module. A generator only lays it out in its country's XML
 * (services/src/invoicing/e-documents/<country>/); it never computes an amount.
 *
 * Amounts are decimal strings in the document's currency with the places the document needs
 * (lines may carry more, e.g. 3 for Polish unit prices); quantities are decimal strings. Days are
 * business days (YYYY-MM-DD) in the company's time zone; `issuedAt` is the UTC instant.
 */

export const E_DOCUMENT_COUNTRIES = ['PL', 'HU', 'ES', 'CZ', 'RO', 'CL', 'PE', 'EC'] as const;
export type EDocumentCountry = (typeof E_DOCUMENT_COUNTRIES)[number];

/**
 * invoice; creditNote: corrects an earlier document (`corrects` set). A credit note carries the
 * correction's difference with its sign: quantities and amounts taken back are negative. Formats
 * that write a credit note's figures positive (UBL CreditNote, the ISDOC dobropis by default, SII 61)
 * flip the sign themselves (docs/invoicing-eu.md, docs/invoicing-es-latam.md).
 */
export const E_DOCUMENT_KINDS = ['invoice', 'creditNote'] as const;
export type EDocumentKind = (typeof E_DOCUMENT_KINDS)[number];

/**
 * VAT category (UNCL 5305, as UBL and most national formats use it): S standard or reduced rate,
 * Z zero rated, E exempt (with `exemptionReason`), AE reverse charge, K intra-EU supply,
 * G export outside the EU, O outside the scope of VAT.
 */
export const VAT_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const eAddressSchema = z.object({
  street: z.string(),
  /** Building / house number where the format keeps it apart; '' when it is part of `street`. */
  buildingNumber: z.string(),
  city: z.string(),
  postalCode: z.string(),
  /** Province, comuna (CL), district (PE); '' when none. */
  region: z.string(),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string().length(2),
});
export type EAddress = z.infer<typeof eAddressSchema>;

export const ePartySchema = z.object({
  name: z.string().min(1),
  /**
   * The tax identifier the country's format needs, without the country prefix: NIP (PL), adószám
   * 8-1-2 (HU), NIF (ES), DIČ without CZ / IČO in `companyId` (CZ), CUI/CIF (RO), RUT with
   * check digit 12345678-9 (CL), RUC 11 digits or DNI (PE), RUC 13 digits / cédula (EC).
   */
  taxId: z.string(),
  /** The scheme of `taxId` where the format asks (PE: '6' RUC, '1' DNI; EC: '04' RUC, '05' cédula...); '' otherwise. */
  taxIdScheme: z.string(),
  /** EU VAT number with its prefix (e.g. 'PL1234567890') when the party has one; ''. */
  vatId: z.string(),
  /** A company register number kept apart (CZ IČO, ES none...); ''. */
  companyId: z.string(),
  address: eAddressSchema,
  email: z.string(),
  /** CL: giro (line of business); '' elsewhere. */
  activity: z.string(),
});
export type EParty = z.infer<typeof ePartySchema>;

export const eLineSchema = z.object({
  /** 1, 2, 3... in document order. */
  lineNo: z.number().int().positive(),
  productCode: z.string(),
  /** EAN/GTIN when known; ''. */
  gtin: z.string(),
  description: z.string().min(1),
  /** UN/ECE Recommendation 20 unit code: H87 piece, KGM kilogram, BX box, BG bag, PK pack, LTR litre... */
  unitCode: z.string(),
  /** The unit as the printed invoice names it (szt., ks, db, unidad...). */
  unitName: z.string(),
  quantity: decimal,
  /** Net unit price before the line discount. */
  unitPrice: decimal,
  /** Line discount as an amount (net); '0' when none. */
  discount: decimal,
  /** quantity x unitPrice - discount, rounded. */
  netAmount: decimal,
  vatCategory: z.enum(VAT_CATEGORIES),
  /** Percent, e.g. '23', '5', '0'. */
  vatRate: decimal,
  /** VAT of the line where the country computes VAT per line (CL, PE, EC); the per-rate totals are authoritative. */
  vatAmount: decimal,
  /** netAmount + vatAmount. */
  grossAmount: decimal,
  /** Why a line is exempt or outside VAT (E, O, AE): a legal reference the format prints. */
  exemptionReason: z.string(),
});
export type ELine = z.infer<typeof eLineSchema>;

export const eVatTotalSchema = z.object({
  vatCategory: z.enum(VAT_CATEGORIES),
  vatRate: decimal,
  taxableAmount: decimal,
  vatAmount: decimal,
  /** The VAT in the seller's local currency when the document is in another one; equal to vatAmount otherwise. */
  vatAmountLocal: decimal,
});
export type EVatTotal = z.infer<typeof eVatTotalSchema>;

export const PAYMENT_MEANS = ['cash', 'transfer', 'card', 'check', 'other'] as const;

export const eDocumentSchema = z.object({
  country: z.enum(E_DOCUMENT_COUNTRIES),
  kind: z.enum(E_DOCUMENT_KINDS),
  /** The invoice's id in TradeDesk (stable, used for signature and record ids). */
  documentId: z.string().min(1),
  /** The full number as printed, in the country's format (PL FV/2026/11/0001, PE F001-00000001, EC 001-001-000000001...). */
  number: z.string().min(1),
  /** The series it was taken from (PE F001, EC 001-001, CL document type 33 / 39 / 61...). */
  series: z.string(),
  /** The number within its series (gapless). */
  sequence: z.number().int().positive(),
  issueDate: day,
  issuedAt: z.string(),
  /** Day the goods were delivered / the service done when it differs from the issue date; null. */
  deliveryDate: day.nullable(),
  dueDate: day.nullable(),
  currency: z.string().length(3),
  /** The seller's local currency (PLN, HUF, EUR, CZK, RON, CLP, PEN, USD). */
  localCurrency: z.string().length(3),
  /** Units of local currency per unit of `currency`; '1' when they are the same. */
  exchangeRate: decimal,
  seller: ePartySchema,
  /** null: a simplified document without an identified buyer (a receipt, a boleta). */
  buyer: ePartySchema.nullable(),
  lines: z.array(eLineSchema).min(1),
  vatTotals: z.array(eVatTotalSchema).min(1),
  totals: z.object({
    /** Sum of line net amounts. */
    net: decimal,
    /** Sum of the per-rate VAT. */
    vat: decimal,
    /** net + vat. */
    gross: decimal,
    /** Sum of line discounts (informative). */
    discount: decimal,
    /** What the buyer pays (gross less advances; equal to gross unless the country says otherwise). */
    payable: decimal,
  }),
  payment: z.object({ means: z.enum(PAYMENT_MEANS), iban: z.string(), bankName: z.string() }).nullable(),
  /** The document a credit note corrects, with the reason. */
  /**
   * The document a credit note corrects, with the reason; `boleta` when it is a boleta (its `series`:
   * CL DTE type 39 or 41, PE B001...), `cancels` when the note takes all of it back (SII CodRef 1).
   */
  corrects: z
    .object({ documentId: z.string(), number: z.string(), issueDate: day, reason: z.string(), boleta: z.literal(true).optional(), series: z.string().optional(), cancels: z.literal(true).optional() })
    .nullable(),
  notes: z.array(z.string()),
  /** Poland: the fiscal receipt an invoice to a receipt is issued for (FA(3) FP = 1). */
  receipt: z.object({ number: z.string(), date: day }).optional(),
  /**
   * Poland: an advance invoice (FA(3) RodzajFaktury ZAL): the order's value with VAT and its lines
   * (Zamowienie); `lines` and `vatTotals` are the advance per rate, `totals.gross` the amount received.
   */
  advanceOrder: z
    .object({
      gross: decimal,
      lines: z.array(
        z.object({
          lineNo: z.number().int().positive(), productCode: z.string(), description: z.string(), unitName: z.string(), quantity: decimal, unitPrice: decimal,
          netAmount: decimal, vatAmount: decimal, vatCategory: z.enum(VAT_CATEGORIES), vatRate: decimal,
        }),
      ),
    })
    .optional(),
  /**
   * Poland: the final invoice settling advance invoices (FA(3) RodzajFaktury ROZ, FakturaZaliczkowa):
   * `lines` are the whole order, `vatTotals` / `totals` what is left after the advances.
   */
  settledAdvances: z.array(z.object({ number: z.string(), issueDate: day, ksefNumber: z.string().nullable(), gross: decimal })).optional(),
  /**
   * Poland: a credit note of an advance invoice (KOR_ZAL, with `advanceOrder`) or of a final invoice
   * (KOR_ROZ, with `settledAdvances` kept): the advance's amount, or the amount left to pay, before
   * this correction (FA(3) P_15ZK).
   */
  grossBefore: decimal.optional(),
  /** Chile and Peru: a boleta (CL DTE 39 with prices including IVA, PE tipo 03) rather than a factura. */
  boleta: z.literal(true).optional(),
  /** Chile: the guías de despacho a factura bills (Referencia TpoDocRef 52, FolioRef, FchRef). */
  waybills: z.array(z.object({ folio: z.number().int().positive(), issueDate: day })).max(40).optional(),
});
export type EDocument = z.infer<typeof eDocumentSchema>;

/** What a country generator answers: the XML and the file name the office expects. */
export interface GeneratedEDocument {
  xml: string;
  fileName: string;
  /** The XSD (under ../shared/xsd/, relative) the document is checked against. */
  schema: string;
}
