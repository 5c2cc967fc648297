import type { EDocumentCountry } from './e-document.js';
import type { InvoiceDocType } from './invoice-setup.js';

/**
 * What a country's law puts on a printed invoice beyond the common layout (docs/invoicing.md
 * "Print layouts"): the legal title, the name of the tax id, the codes to draw (the print page
 * draws them with bwip-js) and the legends under them. The legal texts are in the country's
 * language whatever the screen's language: they are part of the document, like the seller's name.
 */
export interface PrintCode {
  symbology: 'qrcode' | 'pdf417' | 'code128';
  content: string;
  /** The lines printed with the code (legal wording). */
  caption: string[];
}
export interface PrintMarks {
  country: EDocumentCountry;
  /** The legal title of the document (e.g. "Faktura VAT", "FACTURA ELECTRÓNICA"). */
  title: string;
  /** What the country calls the tax id (NIP, RUT, RUC, NIF, DIČ, CUI, adószám). */
  taxIdLabel: string;
  /** Peru: the name of the buyer's identity document (SUNAT catálogo 06: RUC, DNI, CARNET DE EXTRANJERÍA, PASAPORTE...); absent elsewhere. */
  buyerTaxIdLabel?: string;
  /** The seller's company register id and its name, where the law wants it printed (CZ IČO, RO Nr. Reg. Com.). */
  companyIdLabel: string | null;
  codes: PrintCode[];
  /** Legal lines printed with the document (supply date where it is required, amount in words...). */
  legends: string[];
  /** What could not be printed and why (`caf_missing`, `certificate_missing`, `ksef_certificate_expired`, `resolution_missing`, `xml_refused`). */
  missing: string[];
}

/** The legal titles per country and document type. */
export const LEGAL_TITLES: Record<EDocumentCountry, Record<InvoiceDocType, string>> = {
  PL: { invoice: 'Faktura VAT', creditNote: 'Faktura korygująca', proforma: 'Faktura proforma' },
  HU: { invoice: 'Számla', creditNote: 'Módosító számla', proforma: 'Díjbekérő' },
  ES: { invoice: 'Factura', creditNote: 'Factura rectificativa', proforma: 'Factura proforma' },
  CZ: { invoice: 'Faktura – daňový doklad', creditNote: 'Opravný daňový doklad', proforma: 'Zálohová faktura' },
  RO: { invoice: 'Factură', creditNote: 'Factură de stornare', proforma: 'Factură proformă' },
  CL: { invoice: 'FACTURA ELECTRÓNICA', creditNote: 'NOTA DE CRÉDITO ELECTRÓNICA', proforma: 'COTIZACIÓN' },
  PE: { invoice: 'FACTURA ELECTRÓNICA', creditNote: 'NOTA DE CRÉDITO ELECTRÓNICA', proforma: 'PROFORMA' },
  EC: { invoice: 'FACTURA', creditNote: 'NOTA DE CRÉDITO', proforma: 'PROFORMA' },
};

/** The legal title of a boleta (docs/invoicing-es-latam.md "Boletas"). */
export const BOLETA_TITLES: Partial<Record<EDocumentCountry, string>> = { CL: 'BOLETA ELECTRÓNICA', PE: 'BOLETA DE VENTA ELECTRÓNICA' };
/** Chile's boleta exenta electrónica (DTE 41). */
export const BOLETA_EXENTA_TITLE = 'BOLETA EXENTA ELECTRÓNICA';

export const TAX_ID_LABELS: Record<EDocumentCountry, string> = { PL: 'NIP', HU: 'Adószám', ES: 'NIF', CZ: 'DIČ', RO: 'CUI', CL: 'R.U.T.', PE: 'RUC', EC: 'RUC' };
export const COMPANY_ID_LABELS: Partial<Record<EDocumentCountry, string>> = { CZ: 'IČO', RO: 'Nr. Reg. Com.', HU: 'Cégjegyzékszám', PL: 'KRS' };
