import type { CreditNoteIssued, InvoiceCredited, InvoiceEvent, InvoiceLine, InvoiceView, IssueCreditNoteBody, IssuedDocument } from '@tradedesk/contracts/invoicing/invoice';
import { creditGrossDocument, creditLines, documentTotals, splitAdvance, vatTotals } from '@tradedesk/contracts/invoicing/invoice-amounts';
import { currencyDecimals, roundTo, sumDecimals } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { IssueCreditNoteFacts } from '../invoice-facts.js';
import type { InvoiceState } from '../invoice.state.js';

export interface IssueCreditNote {
  type: 'IssueCreditNote';
  creditNoteId: string;
  invoiceId: string;
  number: string;
  sequence: number;
  series: string;
  body: Omit<IssueCreditNoteBody, 'commandId'>;
  facts: IssueCreditNoteFacts;
}

/**
 * A credit note against an issued invoice: the whole of it, or some lines with quantities up to
 * what is left after earlier credit notes. It copies the original's parties, currency and rates
 * (rates of the original's day: a credit corrects that supply) with negative amounts. A boleta's
 * note does not become a boleta: it names the boleta in `corrects` (CL 61 referring 39 / 41, PE a
 * B-series 07 referring 03) on the series the handler chose. A note does not bill guías: a Chilean
 * note that annuls a factura of guías (CodRef 1) frees them (`frees`).
 */
export function decideIssueCreditNote(c: IssueCreditNote, s: InvoiceState, ctx: DecideContext): InvoiceEvent[] {
  if (s.document) throw new DomainError('invoice_exists', `Document ${c.creditNoteId} is already issued.`, 409);
  const o = c.facts.original;
  if (!o) throw new DomainError('invoice_not_found', `No invoice ${c.invoiceId}.`, 404);
  if (o.kind !== 'invoice') throw new DomainError('not_an_invoice', `${o.number} is a ${o.kind}: only invoices are credited.`, 422);
  if (c.body.advanceAmount !== undefined && !o.document.advance)
    throw new DomainError('amount_not_advance', `advanceAmount: ${o.number} is not an advance invoice; it is corrected by its lines.`, 422);
  // Poland: an advance invoice is corrected by its amount (KOR_ZAL), a final invoice cancelled whole to zero (KOR_ROZ).
  if (o.document.advance) return [correctAdvance(c, o, ctx)];
  if (o.document.settlement && !c.body.lines) return [voidFinal(c, o, ctx)];
  const doc = o.document;
  const left = (lineNo: number) => new Decimal(doc.lines.find((l) => l.lineNo === lineNo)!.quantity).minus(o.credited[lineNo] ?? '0');
  const wanted = c.body.lines ?? doc.lines.map((l) => ({ lineNo: l.lineNo, quantity: left(l.lineNo).toFixed() })).filter((l) => new Decimal(l.quantity).gt(0));
  if (wanted.length === 0) throw new DomainError('nothing_to_credit', `${o.number} is credited in full already.`, 422);
  const quantities = new Map<number, string>();
  wanted.forEach((w, i) => {
    if (!doc.lines.some((l) => l.lineNo === w.lineNo)) throw new DomainError('line_not_found', `lines.${i}.lineNo: ${o.number} has no line ${w.lineNo}.`, 422);
    if (new Decimal(w.quantity).gt(left(w.lineNo))) throw new DomainError('over_credit', `lines.${i}.quantity: at most ${left(w.lineNo).toFixed()} of line ${w.lineNo} is left to credit.`, 422);
    quantities.set(w.lineNo, new Decimal(quantities.get(w.lineNo) ?? '0').plus(w.quantity).toFixed());
  });
  // A boleta's note (docs/invoicing-es-latam.md "Credit notes of boletas"): Chile's is priced as the boleta was, with IVA included.
  const amounts = doc.boleta && doc.country === 'CL' ? creditGrossDocument(doc.country, doc.currency, doc.lines, quantities) : plainCredit(doc.country, doc.currency, doc.lines, quantities);
  // The whole original at once (no earlier note, every line in full): SII reads it as CodRef 1, anula.
  const cancels = o.creditNotes.length === 0 && doc.lines.every((l) => new Decimal(quantities.get(l.lineNo) ?? '0').eq(l.quantity));
  const { boleta: _boleta, advance: _advance, settlement, plCorrection: _pl, waybills: _w, fromWaybills: _fw, ...copied } = doc;
  // Chile: annulling a factura that billed guías frees them (and the orders it took whole) to be billed again; a partial note frees nothing.
  const frees = cancels && doc.country === 'CL' && doc.waybills?.length ? { waybills: doc.waybills, saleOrders: doc.saleOrders } : null;
  // A final invoice's lines corrected (KOR_ROZ): the credited lines' value comes off what was left to pay; its advances stay deducted.
  const grossBefore = roundTo(new Decimal(doc.totals.gross).plus(sumDecimals(o.creditNotes.map((n) => n.gross))), currencyDecimals(doc.currency));
  return [
    {
      type: 'CreditNoteIssued',
      data: {
        ...copied, invoiceId: c.creditNoteId, kind: 'creditNote', series: c.series, sequence: c.sequence, number: c.number,
        issueDate: c.facts.today, issuedAt: ctx.now.toISOString(), issuedBy: ctx.userId, deliveryDate: null, dueDate: null,
        ...amounts, saleOrders: [],
        corrects: {
          invoiceId: doc.invoiceId, number: doc.number, issueDate: doc.issueDate, reason: c.body.reason,
          ...(doc.boleta ? { boleta: true as const, series: doc.series } : {}), ...(cancels ? { cancels: true as const } : {}),
        },
        notes: [],
        ...(frees ? { frees } : {}),
        ...(settlement ? { plCorrection: { of: 'final' as const, grossBefore, settlement, voids: false } } : {}),
      },
    },
  ];
}

const copiedOf = (doc: IssuedDocument) => {
  const { boleta: _boleta, advance: _advance, settlement: _settlement, plCorrection: _pl, waybills: _w, fromWaybills: _fw, ...copied } = doc;
  return copied;
};

const header = (c: IssueCreditNote, ctx: DecideContext) => ({
  invoiceId: c.creditNoteId, kind: 'creditNote' as const, series: c.series, sequence: c.sequence, number: c.number,
  issueDate: c.facts.today, issuedAt: ctx.now.toISOString(), issuedBy: ctx.userId, deliveryDate: null, dueDate: null, saleOrders: [], notes: [],
});

/**
 * Poland, the correction of an advance invoice (faktura korygująca fakturę zaliczkową, FA(3)
 * KOR_ZAL): the advance lowered to `advanceAmount` (omitted or 0: cancelled, the money given back).
 * What the advance is now (its amount less earlier corrections) and what it becomes are both split
 * over its rates as the advance was (`splitAdvance` over the advance's own per-rate shares); the
 * note carries the differences per rate. Refused once the order's final invoice settled it (the
 * final invoice is corrected then, KOR_ROZ).
 */
function correctAdvance(c: IssueCreditNote, o: InvoiceView, ctx: DecideContext): CreditNoteIssued {
  const doc = o.document;
  const a = doc.advance!;
  if (c.body.lines) throw new DomainError('advance_by_amount', `lines: ${o.number} is an advance invoice: it is corrected by its amount (advanceAmount), not by lines.`, 422);
  if (c.facts.advanceOrderInvoicedBy)
    throw new DomainError('advance_settled', `${o.number}: sale order ${a.saleOrderNumber} is settled by its final invoice ${c.facts.advanceOrderInvoicedBy}; correct that invoice (KOR_ROZ) instead.`, 409);
  const currency = doc.currency;
  const places = currencyDecimals(currency);
  const before = roundTo(new Decimal(doc.totals.gross).plus(sumDecimals(o.creditNotes.map((n) => n.gross))), places);
  if (new Decimal(before).lte(0)) throw new DomainError('nothing_to_credit', `${o.number} is cancelled already.`, 422);
  const after = roundTo(c.body.advanceAmount ?? '0', places);
  if (new Decimal(after).gte(before))
    throw new DomainError('advance_not_lowered', `advanceAmount: the advance is ${before} ${currency} now; a correction lowers it (${after} is not less).`, 422);
  const now = splitAdvance(currency, doc.vatTotals, before);
  const next = splitAdvance(currency, doc.vatTotals, after);
  const diff = now.map((t, i) => ({
    ...t,
    taxableAmount: roundTo(new Decimal(next[i].taxableAmount).minus(t.taxableAmount), places),
    vatAmount: roundTo(new Decimal(next[i].vatAmount).minus(t.vatAmount), places),
  }));
  const lines: InvoiceLine[] = diff.map((t, i) => ({
    lineNo: i + 1, productCode: '', description: `Korekta zaliczki na zamówienie ${a.saleOrderNumber} (${t.vatRate}%)`, unitCode: 'C62', unitName: 'usł.', quantity: '1',
    unitPrice: t.taxableAmount, discount: roundTo(0, places), netAmount: t.taxableAmount, vatCategory: t.vatCategory, vatRate: t.vatRate, vatAmount: t.vatAmount,
    grossAmount: roundTo(new Decimal(t.taxableAmount).plus(t.vatAmount), places), exemptionReason: '', saleOrderId: null,
  }));
  const cancels = o.creditNotes.length === 0 && new Decimal(after).isZero();
  return {
    type: 'CreditNoteIssued',
    data: {
      ...copiedOf(doc), ...header(c, ctx), lines, vatTotals: diff, totals: documentTotals(currency, lines, diff),
      corrects: { invoiceId: doc.invoiceId, number: doc.number, issueDate: doc.issueDate, reason: c.body.reason, ...(cancels ? { cancels: true as const } : {}) },
      plCorrection: { of: 'advance', grossBefore: before, advance: a },
    },
  };
}

/**
 * Poland, a final invoice cancelled whole (FA(3) KOR_ROZ to zero): every line back in full, and
 * per rate exactly what the final invoice left after its advances, so its amount left to pay goes
 * to 0 and the advances stay as they were. The order is free to be settled again (the projector
 * lets it go). Only a final invoice without earlier corrections is cancelled this way.
 */
function voidFinal(c: IssueCreditNote, o: InvoiceView, ctx: DecideContext): CreditNoteIssued {
  const doc = o.document;
  if (o.creditNotes.length)
    throw new DomainError('final_invoice_corrected', `${o.number} has corrections (${o.creditNotes.map((n) => n.number).join(', ')}): only a final invoice without them is cancelled whole; correct its lines instead.`, 422);
  const places = currencyDecimals(doc.currency);
  const neg = (v: string) => roundTo(new Decimal(v).negated(), places);
  const lines = creditLines(doc.country, doc.currency, doc.lines, new Map(doc.lines.map((l) => [l.lineNo, l.quantity])));
  const perRate = doc.vatTotals.map((t) => ({ ...t, taxableAmount: neg(t.taxableAmount), vatAmount: neg(t.vatAmount) }));
  return {
    type: 'CreditNoteIssued',
    data: {
      ...copiedOf(doc), ...header(c, ctx), lines, vatTotals: perRate,
      totals: { net: neg(doc.totals.net), vat: neg(doc.totals.vat), gross: neg(doc.totals.gross), discount: roundTo(sumDecimals(lines.map((l) => l.discount)), places) },
      corrects: { invoiceId: doc.invoiceId, number: doc.number, issueDate: doc.issueDate, reason: c.body.reason, cancels: true },
      plCorrection: { of: 'final', grossBefore: doc.totals.gross, settlement: doc.settlement!, voids: true },
    },
  };
}

function plainCredit(...args: Parameters<typeof creditLines>) {
  const lines = creditLines(...args);
  const perRate = vatTotals(args[1], lines);
  return { lines, vatTotals: perRate, totals: documentTotals(args[1], lines, perRate) };
}

/** The mark a credit note leaves on the invoice it corrects (appended to the invoice's stream with it). */
export function creditedBy(e: CreditNoteIssued): InvoiceCredited {
  return {
    type: 'InvoiceCredited',
    data: {
      invoiceId: e.data.corrects!.invoiceId,
      creditNoteId: e.data.invoiceId,
      number: e.data.number,
      // An advance's correction (KOR_ZAL) takes back an amount, no quantities.
      lines: e.data.lines.filter((l) => l.correctsLineNo !== undefined).map((l) => ({ lineNo: l.correctsLineNo!, quantity: new Decimal(l.quantity).abs().toFixed() })),
    },
  };
}
