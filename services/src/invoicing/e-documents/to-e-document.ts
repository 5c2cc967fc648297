import type { EDocument, EParty } from '@tradedesk/contracts/invoicing/e-document';
import type { InvoiceClient } from '@tradedesk/contracts/invoicing/invoice-clients';
import type { IssuedDocument } from '@tradedesk/contracts/invoicing/invoice';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { Decimal } from 'decimal.js';
import { roundTo, currencyDecimals } from '@tradedesk/contracts/platform/money';

/**
 * An issued invoice or credit note as the country generators read it (contracts/src/invoicing/
 * e-document.ts). Pure: the document was numbered, rounded and totalled when issued; this only
 * lays its figures out. The parties are the ones the document names (as they were at issue); the
 * setup and client give what the document does not keep (the seller's activity when blank, the
 * client's e-mail; a boleta's consumer is no client). A proforma has no legal effect and no e-document.
 */
export function toEDocument(invoice: IssuedDocument, setup: InvoiceSetup, client: InvoiceClient | null): EDocument {
  if (invoice.kind === 'proforma') throw new Error(`${invoice.number} is a proforma: it has no e-document.`);
  const seller: EParty = { ...invoice.seller, activity: invoice.seller.activity || setup.activity };
  // A boleta (or its credit note) to a consumer nobody named has no buyer (CL 66666666-6, PE CLIENTES VARIOS in the XML).
  const anonymous = (invoice.boleta || invoice.corrects?.boleta) && !invoice.buyer.name && !invoice.buyer.taxId;
  const buyer: EParty | null = anonymous ? null : { ...invoice.buyer, email: invoice.buyer.email || client?.email || '' };
  const localPlaces = currencyDecimals(invoice.localCurrency);
  // Poland: a correction of an advance invoice (KOR_ZAL) names its order, one of a final invoice (KOR_ROZ) keeps its advances.
  const pl = invoice.plCorrection;
  const advance = invoice.advance ?? (pl?.of === 'advance' ? pl.advance : undefined);
  const settlement = invoice.settlement ?? (pl?.of === 'final' ? pl.settlement : undefined);
  return {
    country: invoice.country,
    kind: invoice.kind,
    documentId: invoice.invoiceId,
    number: invoice.number,
    series: invoice.series,
    sequence: invoice.sequence,
    issueDate: invoice.issueDate,
    issuedAt: invoice.issuedAt,
    deliveryDate: invoice.deliveryDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    localCurrency: invoice.localCurrency,
    exchangeRate: invoice.exchangeRate,
    seller,
    buyer,
    lines: invoice.lines.map((l) => ({
      lineNo: l.lineNo, productCode: l.productCode, gtin: '', description: l.description, unitCode: l.unitCode, unitName: l.unitName, quantity: l.quantity,
      unitPrice: l.unitPrice, discount: l.discount, netAmount: l.netAmount, vatCategory: l.vatCategory, vatRate: l.vatRate, vatAmount: l.vatAmount,
      grossAmount: l.grossAmount, exemptionReason: l.exemptionReason,
    })),
    vatTotals: invoice.vatTotals.map((t) => ({
      ...t,
      vatAmountLocal: invoice.currency === invoice.localCurrency ? t.vatAmount : roundTo(new Decimal(t.vatAmount).times(invoice.exchangeRate), localPlaces),
    })),
    totals: { ...invoice.totals, payable: invoice.totals.gross },
    payment: invoice.kind === 'invoice' ? invoice.payment : null,
    corrects: invoice.corrects
      ? {
          documentId: invoice.corrects.invoiceId, number: invoice.corrects.number, issueDate: invoice.corrects.issueDate, reason: invoice.corrects.reason,
          ...(invoice.corrects.boleta ? { boleta: true as const, series: invoice.corrects.series ?? '' } : {}), ...(invoice.corrects.cancels ? { cancels: true as const } : {}),
        }
      : null,
    notes: invoice.notes,
    ...(invoice.receipt ? { receipt: { number: invoice.receipt.number, date: invoice.receipt.date } } : {}),
    ...(advance
      ? {
          advanceOrder: {
            gross: advance.orderTotals.gross,
            lines: advance.orderLines.map((l) => ({
              lineNo: l.lineNo, productCode: l.productCode, description: l.description, unitName: l.unitName, quantity: l.quantity, unitPrice: l.unitPrice,
              netAmount: l.netAmount, vatAmount: l.vatAmount, vatCategory: 'S' as const, vatRate: l.vatRate,
            })),
          },
        }
      : {}),
    ...(settlement ? { settledAdvances: settlement.advances.map((a) => ({ number: a.number, issueDate: a.issueDate, ksefNumber: a.ksefNumber, gross: a.gross })) } : {}),
    ...(invoice.plCorrection ? { grossBefore: invoice.plCorrection.grossBefore } : {}),
    ...(invoice.boleta ? { boleta: true as const } : {}),
    ...(invoice.waybills?.length ? { waybills: invoice.waybills.map((w) => ({ folio: w.folio, issueDate: w.issueDate })) } : {}),
  };
}
