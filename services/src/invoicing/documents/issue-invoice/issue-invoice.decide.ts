import type { InvoiceEvent, IssueInvoiceBody } from '@tradedesk/contracts/invoicing/invoice';
import { type LineToPrice, priceDocument, saleOrderLineToPrice } from '@tradedesk/contracts/invoicing/invoice-amounts';
import { LOCAL_CURRENCY } from '@tradedesk/contracts/invoicing/invoice-setup';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { IssueInvoiceFacts } from '../invoice-facts.js';
import type { InvoiceState } from '../invoice.state.js';
import { buyerOf, sellerOf, setupNotFound } from '../parties.js';

export interface IssueInvoice {
  type: 'IssueInvoice';
  invoiceId: string;
  /** Taken from the series' counter inside the append (gapless). */
  number: string;
  sequence: number;
  series: string;
  body: Omit<IssueInvoiceBody, 'commandId'>;
  facts: IssueInvoiceFacts;
}


/**
 * An invoice or proforma from committed sale orders and/or typed lines, for a registered client:
 * every rate must be one of the seller's country in force on the issue day, the sale orders
 * committed, in the invoice's currency and not invoiced yet. Amounts through the money module.
 */
export function decideIssueInvoice(c: IssueInvoice, s: InvoiceState, ctx: DecideContext): InvoiceEvent[] {
  if (s.document) throw new DomainError('invoice_exists', `Document ${c.invoiceId} is already issued.`, 409);
  const { setup, client, rates, today } = c.facts;
  if (!setup) throw setupNotFound(c.body.setupId);
  if (!client) throw new DomainError('client_not_found', `clientId: no client ${c.body.clientId}.`, 404);
  const currency = c.body.currency ?? LOCAL_CURRENCY[setup.country];
  const inForce = (rate: string) => rates.some((r) => new Decimal(r).eq(rate));
  const lines: LineToPrice[] = [];
  for (const id of c.body.saleOrderIds) {
    const o = c.facts.saleOrders.find((x) => x.id === id);
    if (!o) throw new DomainError('sale_order_not_found', `saleOrderIds: no sale order ${id}.`, 404);
    if (o.status !== 'committed') throw new DomainError('sale_order_not_committed', `saleOrderIds: sale order ${o.number} is not committed.`, 422);
    if (o.currency !== currency) throw new DomainError('currency_mismatch', `saleOrderIds: sale order ${o.number} is in ${o.currency}, the invoice in ${currency}.`, 422);
    if (c.body.kind === 'invoice' && o.invoicedBy) throw new DomainError('sale_order_invoiced', `saleOrderIds: sale order ${o.number} is already invoiced (${o.invoicedBy}).`, 409);
    // The final invoice of an order with advance invoices (FA(3) ROZ, deducting them) is not built: an
    // invoice of the whole order would tax the advances twice (docs/invoicing-variants.md).
    if (c.body.kind === 'invoice' && o.advanceNumbers?.length)
      throw new DomainError('sale_order_has_advances', `saleOrderIds: sale order ${o.number} has advance invoices (${o.advanceNumbers.join(', ')}); its final invoice deducting them is not built yet.`, 409);
    for (const l of o.lines.filter((x) => !x.gift)) lines.push(saleOrderLineToPrice(l, c.body.saleOrderVatRate!, o.id));
  }
  lines.push(...c.body.lines.map((l) => ({ ...l, saleOrderId: null })));
  lines.forEach((l, i) => {
    if (l.vatCategory === 'S' ? !inForce(l.vatRate) : !new Decimal(l.vatRate).isZero())
      throw new DomainError('vat_rate_not_in_force', `lines.${i}.vatRate: ${l.vatRate} % is not a ${setup.country} rate on ${today} (${rates.join(', ')}).`, 422);
  });
  const receipt = c.body.receipt;
  if (receipt) {
    // Faktura do paragonu (docs/invoicing-variants.md): Polish, an invoice, a receipt of the past,
    // and since 2020 (art. 106b ust. 5) for a buyer with a NIP only when the NIP was on the receipt.
    if (setup.country !== 'PL') throw new DomainError('receipt_not_polish', 'receipt: an invoice to a receipt is a Polish document.', 422);
    if (c.body.kind !== 'invoice') throw new DomainError('receipt_on_proforma', 'receipt: only an invoice is issued to a receipt.', 422);
    if (receipt.date > today) throw new DomainError('receipt_in_future', `receipt.date: ${receipt.date} is after the issue day ${today}.`, 422);
    if (client.country === 'PL' && !receipt.nipOnReceipt)
      throw new DomainError('nip_not_on_receipt', 'receipt.nipOnReceipt: a buyer with a NIP gets an invoice to a receipt only when the NIP was on the receipt.', 422);
  }
  if (lines.length === 0) throw new DomainError('no_lines', 'lines: the sale orders have nothing to invoice.', 422);
  const priced = priceDocument(setup.country, currency, lines);
  if (priced.lines.some((l) => new Decimal(l.netAmount).isNegative())) throw new DomainError('negative_line', 'lines: a discount larger than the line.', 422);
  return [
    {
      type: 'InvoiceIssued',
      data: {
        invoiceId: c.invoiceId, kind: c.body.kind, setupId: setup.id, country: setup.country, series: c.series, sequence: c.sequence, number: c.number,
        issueDate: today, issuedAt: ctx.now.toISOString(), issuedBy: ctx.userId, deliveryDate: c.body.deliveryDate, dueDate: c.body.dueDate,
        currency, localCurrency: setup.localCurrency, exchangeRate: currency === setup.localCurrency ? '1' : c.body.exchangeRate,
        seller: sellerOf(setup), clientId: client.id, buyer: buyerOf(client), ...priced,
        payment: { means: c.body.paymentMeans, iban: setup.iban, bankName: setup.bankName },
        saleOrders: c.body.saleOrderIds.map((id) => ({ id, number: c.facts.saleOrders.find((o) => o.id === id)!.number })),
        corrects: null, notes: c.body.notes,
        ...(receipt ? { receipt: { number: receipt.number, date: receipt.date, nipOnReceipt: receipt.nipOnReceipt } } : {}),
      },
    },
  ];
}
