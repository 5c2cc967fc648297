import type { InvoiceEvent, IssueAdvanceInvoiceBody } from '@tradedesk/contracts/invoicing/invoice';
import { documentTotals, priceAdvanceOrder, splitAdvance } from '@tradedesk/contracts/invoicing/invoice-amounts';
import { roundTo, currencyDecimals, sumDecimals } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { IssueAdvanceInvoiceFacts } from '../invoice-facts.js';
import type { InvoiceState } from '../invoice.state.js';
import { buyerOf, sellerOf, setupNotFound } from '../parties.js';

export interface IssueAdvanceInvoice {
  type: 'IssueAdvanceInvoice';
  invoiceId: string;
  /** From the setup's invoice series, taken inside the append (gapless, shared with its invoices). */
  number: string;
  sequence: number;
  series: string;
  body: Omit<IssueAdvanceInvoiceBody, 'commandId'>;
  facts: IssueAdvanceInvoiceFacts;
}

/**
 * A Polish advance invoice (faktura zaliczkowa, art. 106b ust. 1 pkt 4, 106f): for an advance
 * received on a committed sale order no invoice has taken yet, in the order's currency, more than 0
 * and at most what is left of the order's gross after its earlier advances. The order is priced at
 * the rates given for its lines (rates of Poland in force today; a later advance keeps the first's
 * rates) and the advance's VAT split over them in proportion (`splitAdvance`). An invoice whose
 * lines are the advance per rate, `advance` naming the order.
 */
export function decideIssueAdvanceInvoice(c: IssueAdvanceInvoice, s: InvoiceState, ctx: DecideContext): InvoiceEvent[] {
  if (s.document) throw new DomainError('invoice_exists', `Document ${c.invoiceId} is already issued.`, 409);
  const { setup, client, rates, today, saleOrder: o, earlier } = c.facts;
  if (!setup) throw setupNotFound(c.body.setupId);
  if (setup.country !== 'PL') throw new DomainError('advance_not_polish', 'setupId: an advance invoice (faktura zaliczkowa) is issued with a Polish setup.', 422);
  if (!client) throw new DomainError('client_not_found', `clientId: no client ${c.body.clientId}.`, 404);
  if (!o) throw new DomainError('sale_order_not_found', `saleOrderId: no sale order ${c.body.saleOrderId}.`, 404);
  if (o.status !== 'committed') throw new DomainError('sale_order_not_committed', `saleOrderId: sale order ${o.number} is not committed.`, 422);
  if (o.invoicedBy) throw new DomainError('sale_order_invoiced', `saleOrderId: sale order ${o.number} is already invoiced (${o.invoicedBy}).`, 409);
  if (c.body.receivedOn > today) throw new DomainError('advance_in_future', `receivedOn: ${c.body.receivedOn} is after the issue day ${today}.`, 422);
  const lines = o.lines.filter((l) => !l.gift);
  if (lines.length === 0) throw new DomainError('no_lines', `saleOrderId: sale order ${o.number} has nothing to invoice.`, 422);
  const { vatRates } = c.body;
  if (vatRates.length !== 1 && vatRates.length !== lines.length)
    throw new DomainError('vat_rates_count', `vatRates: one rate for all lines or one per line (${lines.length}), not ${vatRates.length}.`, 422);
  vatRates.forEach((r, i) => {
    if (!rates.some((x) => new Decimal(x).eq(r))) throw new DomainError('vat_rate_not_in_force', `vatRates.${i}: ${r} % is not a PL rate on ${today} (${rates.join(', ')}).`, 422);
  });
  const perLine = lines.map((_, i) => new Decimal(vatRates.length === 1 ? vatRates[0] : vatRates[i]).toFixed());
  const first = earlier[0];
  if (first && first.vatRates.some((r, i) => !new Decimal(r).eq(perLine[i])))
    throw new DomainError('advance_rates_differ', `vatRates: the order's first advance invoice ${first.number} was issued at ${first.vatRates.join(', ')} %; a later one keeps them.`, 409);

  const currency = o.currency;
  const places = currencyDecimals(currency);
  const order = priceAdvanceOrder('PL', currency, lines, perLine, o.id);
  if (new Decimal(order.totals.gross).lte(0)) throw new DomainError('no_lines', `saleOrderId: sale order ${o.number} has no value to take an advance on.`, 422);
  const left = new Decimal(order.totals.gross).minus(sumDecimals(earlier.map((a) => a.gross)));
  const amount = roundTo(c.body.amount, places);
  if (new Decimal(amount).lte(0)) throw new DomainError('advance_not_positive', `amount: ${c.body.amount} rounds to 0 ${currency}.`, 422);
  if (new Decimal(amount).gt(left))
    throw new DomainError('over_advance', `amount: at most ${roundTo(left, places)} ${currency} of sale order ${o.number} is left after its advance invoices.`, 409);

  const split = splitAdvance(currency, order.vatTotals, amount);
  const advanceLines = split.map((t, i) => ({
    lineNo: i + 1, productCode: '', description: `Zaliczka na zamówienie ${o.number} (${t.vatRate}%)`, unitCode: 'C62', unitName: 'usł.', quantity: '1',
    unitPrice: t.taxableAmount, discount: roundTo(0, places), netAmount: t.taxableAmount, vatCategory: t.vatCategory, vatRate: t.vatRate, vatAmount: t.vatAmount,
    grossAmount: roundTo(new Decimal(t.taxableAmount).plus(t.vatAmount), places), exemptionReason: '', saleOrderId: null,
  }));
  return [
    {
      type: 'InvoiceIssued',
      data: {
        invoiceId: c.invoiceId, kind: 'invoice', setupId: setup.id, country: 'PL', series: c.series, sequence: c.sequence, number: c.number,
        issueDate: today, issuedAt: ctx.now.toISOString(), issuedBy: ctx.userId, deliveryDate: c.body.receivedOn, dueDate: null,
        currency, localCurrency: setup.localCurrency, exchangeRate: currency === setup.localCurrency ? '1' : c.body.exchangeRate,
        seller: sellerOf(setup), clientId: client.id, buyer: buyerOf(client),
        lines: advanceLines, vatTotals: split, totals: documentTotals(currency, advanceLines, split),
        payment: { means: c.body.paymentMeans, iban: setup.iban, bankName: setup.bankName },
        saleOrders: [], corrects: null, notes: [],
        advance: {
          saleOrderId: o.id, saleOrderNumber: o.number,
          orderLines: order.lines.map((l) => ({
            lineNo: l.lineNo, productCode: l.productCode, description: l.description, unitName: l.unitName, quantity: l.quantity, unitPrice: l.unitPrice,
            netAmount: l.netAmount, vatRate: l.vatRate, vatAmount: l.vatAmount,
          })),
          orderTotals: order.totals,
          earlier: earlier.map((a) => ({ invoiceId: a.invoiceId, number: a.number, gross: a.gross })),
        },
      },
    },
  ];
}
