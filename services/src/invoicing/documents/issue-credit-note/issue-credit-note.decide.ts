import type { CreditNoteIssued, InvoiceCredited, InvoiceEvent, IssueCreditNoteBody } from '@tradedesk/contracts/invoicing/invoice';
import { creditLines, documentTotals, vatTotals } from '@tradedesk/contracts/invoicing/invoice-amounts';
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
 * (rates of the original's day: a credit corrects that supply) with negative amounts.
 */
export function decideIssueCreditNote(c: IssueCreditNote, s: InvoiceState, ctx: DecideContext): InvoiceEvent[] {
  if (s.document) throw new DomainError('invoice_exists', `Document ${c.creditNoteId} is already issued.`, 409);
  const o = c.facts.original;
  if (!o) throw new DomainError('invoice_not_found', `No invoice ${c.invoiceId}.`, 404);
  if (o.kind !== 'invoice') throw new DomainError('not_an_invoice', `${o.number} is a ${o.kind}: only invoices are credited.`, 422);
  // An advance invoice is corrected by a KOR_ZAL naming the order (FA(3)), not built: an ordinary KOR would misstate it.
  if (o.document.advance) throw new DomainError('advance_not_credited', `${o.number} is an advance invoice: its correction (KOR_ZAL) is not built yet.`, 422);
  // A final invoice's correction is a KOR_ROZ (FA(3)), which keeps the deducted advances: not built either.
  if (o.document.settlement) throw new DomainError('final_invoice_not_credited', `${o.number} is a final invoice settling advance invoices: its correction (KOR_ROZ) is not built yet.`, 422);
  const doc = o.document;
  // A boleta's return (CL nota de crédito referring type 39 with prices including IVA, PE a B-series nota) is not built: refused rather than mispriced.
  if (doc.boleta) throw new DomainError('boleta_not_credited', `${o.number} is a boleta: a credit note of a boleta is not available yet.`, 422);
  const left = (lineNo: number) => new Decimal(doc.lines.find((l) => l.lineNo === lineNo)!.quantity).minus(o.credited[lineNo] ?? '0');
  const wanted = c.body.lines ?? doc.lines.map((l) => ({ lineNo: l.lineNo, quantity: left(l.lineNo).toFixed() })).filter((l) => new Decimal(l.quantity).gt(0));
  if (wanted.length === 0) throw new DomainError('nothing_to_credit', `${o.number} is credited in full already.`, 422);
  const quantities = new Map<number, string>();
  wanted.forEach((w, i) => {
    if (!doc.lines.some((l) => l.lineNo === w.lineNo)) throw new DomainError('line_not_found', `lines.${i}.lineNo: ${o.number} has no line ${w.lineNo}.`, 422);
    if (new Decimal(w.quantity).gt(left(w.lineNo))) throw new DomainError('over_credit', `lines.${i}.quantity: at most ${left(w.lineNo).toFixed()} of line ${w.lineNo} is left to credit.`, 422);
    quantities.set(w.lineNo, new Decimal(quantities.get(w.lineNo) ?? '0').plus(w.quantity).toFixed());
  });
  const lines = creditLines(doc.country, doc.currency, doc.lines, quantities);
  const perRate = vatTotals(doc.currency, lines);
  return [
    {
      type: 'CreditNoteIssued',
      data: {
        ...doc, invoiceId: c.creditNoteId, kind: 'creditNote', series: c.series, sequence: c.sequence, number: c.number,
        issueDate: c.facts.today, issuedAt: ctx.now.toISOString(), issuedBy: ctx.userId, deliveryDate: null, dueDate: null,
        lines, vatTotals: perRate, totals: documentTotals(doc.currency, lines, perRate), saleOrders: [],
        corrects: { invoiceId: doc.invoiceId, number: doc.number, issueDate: doc.issueDate, reason: c.body.reason }, notes: [],
      },
    },
  ];
}

/** The mark a credit note leaves on the invoice it corrects (appended to the invoice's stream with it). */
export function creditedBy(e: CreditNoteIssued): InvoiceCredited {
  return {
    type: 'InvoiceCredited',
    data: {
      invoiceId: e.data.corrects!.invoiceId,
      creditNoteId: e.data.invoiceId,
      number: e.data.number,
      lines: e.data.lines.map((l) => ({ lineNo: l.correctsLineNo!, quantity: new Decimal(l.quantity).abs().toFixed() })),
    },
  };
}
