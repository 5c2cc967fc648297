import { folioAt, type FolioRange } from '@tradedesk/contracts/invoicing/invoice-keys';
import { formatInvoiceNumber, type InvoiceDocType, type InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { DomainError } from '../../platform/event-store/errors.js';

/** Chilean invoices and credit notes take SII folios from the CAF ranges; proformas (no DTE) keep the counter. */
export const takesCafFolios = (setup: InvoiceSetup | null, kind: InvoiceDocType) => setup?.country === 'CL' && kind !== 'proforma';

/**
 * How the n-th document of a series is numbered (n from the gapless series counter). Chile: the
 * n-th folio of the type's CAF ranges in load order, so folios are used in order, never twice and
 * never outside a range; none left refuses the document (409 `no_folios_left`; the counter's
 * transaction rolls back, so the next CAF starts where this one stopped). Elsewhere: the
 * country's number format, the sequence being n.
 */
export function numbering(setup: InvoiceSetup | null, kind: InvoiceDocType, series: string, day: string, ranges: FolioRange[] | null) {
  const folio = (n: number) => {
    const f = folioAt(ranges ?? [], n);
    if (f === null)
      throw new DomainError('no_folios_left', `No folios left for Chilean document type ${series}: load a new CAF from SII on the invoice setup.`, 409);
    return f;
  };
  const cl = takesCafFolios(setup, kind);
  return {
    format: (n: number) => (cl ? String(folio(n)) : setup ? formatInvoiceNumber(setup.country, series, day, n) : String(n)),
    sequence: (number: string, n: number) => (cl ? Number(number) : n),
  };
}
