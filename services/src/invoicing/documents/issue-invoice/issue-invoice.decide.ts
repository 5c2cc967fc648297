import { type InvoiceEvent, type InvoiceTotals, type InvoiceVatTotal, type IssueInvoiceBody, PE_BOLETA_ID_THRESHOLD, type SettlementOf } from '@tradedesk/contracts/invoicing/invoice';
import { deductAdvances, documentTotals, type LineToPrice, priceDocument, priceGrossDocument, saleOrderLineToPrice, waybillLinesToPrice } from '@tradedesk/contracts/invoicing/invoice-amounts';
import { hasBoleta, type InvoiceSetup, LOCAL_CURRENCY } from '@tradedesk/contracts/invoicing/invoice-setup';
import { PE_ID_TYPE_NAMES, type PeIdType, peIdProblem } from '@tradedesk/contracts/invoicing/pe-ids';
import { taxIdProblem } from '@tradedesk/contracts/invoicing/tax-ids';
import { BILLED_KINDS } from '@tradedesk/contracts/invoicing/waybill';
import { currencyDecimals, roundTo, sumDecimals } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { IssueInvoiceFacts, SaleOrderForInvoice } from '../invoice-facts.js';
import type { InvoiceState } from '../invoice.state.js';
import { buyerOf, consumerOf, sellerOf, setupNotFound } from '../parties.js';

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
 * Poland: the invoice of an order with advance invoices is its final invoice (faktura
 * rozliczeniowa, art. 106f ust. 3): the whole order, its advances named and deducted per rate
 * (`settlement`; docs/invoicing-variants.md).
 */
export function decideIssueInvoice(c: IssueInvoice, s: InvoiceState, ctx: DecideContext): InvoiceEvent[] {
  if (s.document) throw new DomainError('invoice_exists', `Document ${c.invoiceId} is already issued.`, 409);
  const { setup, client, rates, today } = c.facts;
  if (!setup) throw setupNotFound(c.body.setupId);
  const boleta = c.body.document === 'boleta';
  if (boleta) boletaAllowed(c, setup);
  if (!client && (!boleta || c.body.clientId)) throw new DomainError('client_not_found', `clientId: no client ${c.body.clientId}.`, 404);
  const currency = c.body.currency ?? LOCAL_CURRENCY[setup.country];
  if (boleta && currency !== setup.localCurrency) throw new DomainError('boleta_currency', `currency: a boleta is in ${setup.localCurrency}.`, 422);
  const inForce = (rate: string) => rates.some((r) => new Decimal(r).eq(rate));
  // Chile: a factura of chosen guías bills what they carried; a factura of whole sale orders bills their guías with them.
  const chosen = c.body.waybillIds?.length ? chosenWaybills(c, setup, boleta, currency) : null;
  const waybills = chosen ? chosen.refs : billedWaybills(c, setup, boleta);
  const lines: LineToPrice[] = chosen ? [...chosen.lines] : [];
  let final: ReturnType<typeof finalInvoiceOf> | null = null;
  for (const id of c.body.saleOrderIds) {
    const o = c.facts.saleOrders.find((x) => x.id === id);
    if (!o) throw new DomainError('sale_order_not_found', `saleOrderIds: no sale order ${id}.`, 404);
    if (o.status !== 'committed') throw new DomainError('sale_order_not_committed', `saleOrderIds: sale order ${o.number} is not committed.`, 422);
    if (o.currency !== currency) throw new DomainError('currency_mismatch', `saleOrderIds: sale order ${o.number} is in ${o.currency}, the invoice in ${currency}.`, 422);
    if (c.body.kind === 'invoice' && o.invoicedBy) throw new DomainError('sale_order_invoiced', `saleOrderIds: sale order ${o.number} is already invoiced (${o.invoicedBy}).`, 409);
    // An invoice of an order with advance invoices is its final invoice (faktura rozliczeniowa), which deducts them.
    if (c.body.kind === 'invoice' && o.advances?.length) {
      final = finalInvoiceOf(c, setup, currency, o);
      final.rates.forEach((r, i) => lines.push(saleOrderLineToPrice(final!.lines[i], r, o.id)));
      continue;
    }
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
    if (client?.country === 'PL' && !receipt.nipOnReceipt)
      throw new DomainError('nip_not_on_receipt', 'receipt.nipOnReceipt: a buyer with a NIP gets an invoice to a receipt only when the NIP was on the receipt.', 422);
  }
  if (lines.length === 0) throw new DomainError('no_lines', 'lines: the sale orders have nothing to invoice.', 422);
  // Chile's boleta states prices with IVA included; Peru's boleta is priced as its factura (valor unitario + IGV).
  const priced = boleta && setup.country === 'CL' ? priceGrossDocument(setup.country, currency, lines) : priceDocument(setup.country, currency, lines);
  if (priced.lines.some((l) => new Decimal(l.netAmount).isNegative())) throw new DomainError('negative_line', 'lines: a discount larger than the line.', 422);
  const settlement = final ? settle(final.order, final.order.advances!, currency, priced.vatTotals, priced.totals) : null;
  if (settlement) {
    // The document's per-rate sums and totals are what is left after the advances (art. 106f ust. 3; FA(3) P_13_x, P_14_x, P_15).
    priced.vatTotals = settlement.left;
    priced.totals = documentTotals(currency, priced.lines, settlement.left);
  }
  const buyer = client ? buyerOf(client) : consumerOf(setup.country, c.body.consumer);
  if (boleta && setup.country === 'PE' && new Decimal(priced.totals.gross).gt(PE_BOLETA_ID_THRESHOLD) && (!buyer.taxId || !buyer.name))
    throw new DomainError('boleta_buyer_required', `consumer: a boleta over ${PE_BOLETA_ID_THRESHOLD} PEN names its buyer (name and identity document: DNI, carnet de extranjería, RUC, passport...).`, 422);
  // Peru: a factura goes to a buyer with a RUC, or to one not domiciled in Peru (type 0, an export); a DNI, carnet or passport is a boleta's buyer.
  if (!boleta && c.body.kind === 'invoice' && setup.country === 'PE' && client && !['6', '0'].includes(buyer.taxIdScheme))
    throw new DomainError('factura_needs_ruc', `clientId: a factura names the buyer's RUC; ${client.name} has a ${PE_ID_TYPE_NAMES[buyer.taxIdScheme as PeIdType] ?? buyer.taxIdScheme}: issue a boleta.`, 422);
  return [
    {
      type: 'InvoiceIssued',
      data: {
        invoiceId: c.invoiceId, kind: c.body.kind, setupId: setup.id, country: setup.country, series: c.series, sequence: c.sequence, number: c.number,
        issueDate: today, issuedAt: ctx.now.toISOString(), issuedBy: ctx.userId, deliveryDate: c.body.deliveryDate, dueDate: c.body.dueDate,
        currency, localCurrency: setup.localCurrency, exchangeRate: currency === setup.localCurrency ? '1' : c.body.exchangeRate,
        seller: sellerOf(setup), clientId: client?.id ?? '', buyer, ...priced,
        payment: { means: c.body.paymentMeans, iban: setup.iban, bankName: setup.bankName },
        saleOrders: c.body.saleOrderIds.map((id) => ({ id, number: c.facts.saleOrders.find((o) => o.id === id)!.number })),
        corrects: null, notes: c.body.notes,
        ...(receipt ? { receipt: { number: receipt.number, date: receipt.date, nipOnReceipt: receipt.nipOnReceipt } } : {}),
        ...(boleta ? { boleta: true as const } : {}),
        ...(settlement ? { settlement: settlement.of } : {}),
        ...(waybills.length ? { waybills } : {}),
        ...(chosen ? { fromWaybills: true as const } : {}),
      },
    },
  ];
}

/**
 * Checks an order with advance invoices can get its final invoice here, and gives the rates its
 * lines take: an invoice of that order alone (no other order, typed line or receipt), with a Polish
 * setup, in złoty, at the rates its advances were issued with (`saleOrderVatRate` does not apply:
 * the order's value the advances split was priced at them), with no advance waiting for KSeF's answer.
 */
function finalInvoiceOf(c: IssueInvoice, setup: InvoiceSetup, currency: string, o: SaleOrderForInvoice) {
  const advances = o.advances!;
  const numbers = advances.map((a) => a.number).join(', ');
  if (setup.country !== 'PL')
    throw new DomainError('sale_order_has_advances', `saleOrderIds: sale order ${o.number} has advance invoices (${numbers}); its final invoice, which deducts them, is issued with a Polish setup.`, 409);
  if (c.body.saleOrderIds.length !== 1 || c.body.lines.length > 0 || c.body.receipt)
    throw new DomainError('final_invoice_alone', `saleOrderIds: sale order ${o.number} has advance invoices (${numbers}); its final invoice takes that order alone (no other order, typed line or receipt).`, 422);
  if (currency !== setup.localCurrency)
    throw new DomainError('final_invoice_currency', `currency: the final invoice of sale order ${o.number} in ${currency} is not built; it is issued in ${setup.localCurrency}.`, 422);
  const pending = advances.find((a) => a.ksefPending);
  if (pending) throw new DomainError('advance_in_ksef', `saleOrderIds: advance invoice ${pending.number} is waiting for KSeF's answer; the final invoice names it by its KSeF number, issue it once KSeF has answered.`, 409);
  const lines = o.lines.filter((l) => !l.gift);
  const rates = advances[0].vatRates;
  if (rates.length !== lines.length)
    throw new DomainError('advances_order_changed', `saleOrderIds: sale order ${o.number} has ${lines.length} lines; its advance invoices were issued on ${rates.length}.`, 409);
  return { order: o, lines, rates };
}

/**
 * The final invoice's deduction (art. 106f ust. 3, `deductAdvances`): refused when the advances come
 * to more than the order, or taxed a rate the order no longer has.
 */
function settle(o: SaleOrderForInvoice, advances: NonNullable<SaleOrderForInvoice['advances']>, currency: string, orderVatTotals: InvoiceVatTotal[], orderTotals: InvoiceTotals) {
  const places = currencyDecimals(currency);
  const paid = roundTo(sumDecimals(advances.map((a) => a.gross)), places);
  if (new Decimal(paid).gt(orderTotals.gross))
    throw new DomainError('advances_exceed_order', `saleOrderIds: the advance invoices of sale order ${o.number} come to ${paid} ${currency}, more than its value ${orderTotals.gross} ${currency}.`, 409);
  const left = deductAdvances(currency, orderVatTotals, advances.map((a) => a.vatTotals));
  if (!left) throw new DomainError('advances_order_changed', `saleOrderIds: an advance invoice of sale order ${o.number} taxed a VAT rate none of its lines has now.`, 409);
  const of: SettlementOf = {
    saleOrderId: o.id, saleOrderNumber: o.number, orderVatTotals, orderTotals,
    advances: advances.map((a) => ({ invoiceId: a.invoiceId, number: a.number, issueDate: a.issueDate, ksefNumber: a.ksefNumber, gross: a.gross, vatTotals: a.vatTotals })),
  };
  return { left, of };
}

/**
 * Chile: a factura of sale orders with guías de despacho that were a sale (IndTraslado 1 or 2)
 * bills them and names each (Referencia TpoDocRef 52, at most 40 in a DTE); a guía billed by
 * another factura is not billed twice (409).
 */
function billedWaybills(c: IssueInvoice, setup: InvoiceSetup, boleta: boolean) {
  if (setup.country !== 'CL' || c.body.kind !== 'invoice' || boleta) return [];
  const guias = (c.facts.waybills ?? []).filter((w) => c.body.saleOrderIds.includes(w.saleOrderId) && BILLED_KINDS.includes(w.traslado));
  const billed = guias.find((w) => w.billedBy);
  // Once a factura of chosen guías billed part of an order, the order is billed guía by guía: a factura of the whole order would bill that part twice.
  if (billed)
    throw new DomainError('waybill_billed', `saleOrderIds: guía de despacho ${billed.folio} is already billed by factura ${billed.billedBy!.number}; bill the order's other guías by choosing them (waybillIds).`, 409);
  if (guias.length > 40) throw new DomainError('too_many_lines', `saleOrderIds: a DTE names at most 40 documents; these sale orders have ${guias.length} guías.`, 422);
  return guias.map((w) => ({ waybillId: w.waybillId, folio: w.folio, issueDate: w.issueDate }));
}

/**
 * Chile: a factura of chosen guías (docs/invoicing.md "A factura of chosen guías"): guías of this
 * setup that were a sale (IndTraslado 1 or 2), to this client, not billed yet, whose sale order no
 * factura took whole, at most 40 (SII's Referencias). It bills what they carried
 * (`waybillLinesToPrice`: summed per order line at the order's price) and names each, oldest folio
 * first. Its sale orders stay open: what is left of them is billed by later guías and facturas.
 */
function chosenWaybills(c: IssueInvoice, setup: InvoiceSetup, boleta: boolean, currency: string) {
  const ids = c.body.waybillIds ?? [];
  if (setup.country !== 'CL') throw new DomainError('waybill_not_chile', `waybillIds: guías de despacho are Chilean documents; ${setup.legalName} is a ${setup.country} setup.`, 422);
  if (c.body.kind !== 'invoice' || boleta) throw new DomainError('waybill_not_billable', 'waybillIds: guías are billed by a factura (not a proforma or a boleta).', 422);
  if (currency !== 'CLP') throw new DomainError('currency_mismatch', `currency: guías are in pesos; the factura is in ${currency}.`, 422);
  if (ids.length > 40) throw new DomainError('too_many_lines', `waybillIds: a DTE names at most 40 documents; ${ids.length} guías are chosen.`, 422);
  const known = c.facts.guias ?? [];
  for (const id of ids) {
    const g = known.find((w) => w.waybillId === id);
    if (!g) throw new DomainError('waybill_not_found', `waybillIds: no guía de despacho ${id}.`, 404);
    if (g.setupId !== setup.id) throw new DomainError('waybill_not_billable', `waybillIds: guía de despacho ${g.folio} was issued by another company's setup.`, 422);
    if (!BILLED_KINDS.includes(g.traslado)) throw new DomainError('waybill_not_billable', `waybillIds: guía de despacho ${g.folio} is not a sale (IndTraslado ${g.traslado}); it is not billed.`, 422);
    if (g.clientId !== c.body.clientId) throw new DomainError('waybill_other_client', `waybillIds: guía de despacho ${g.folio} went to ${g.receiverName}, another client.`, 422);
    if (g.billedBy) throw new DomainError('waybill_billed', `waybillIds: guía de despacho ${g.folio} is already billed by factura ${g.billedBy.number}.`, 409);
    if (g.saleOrder?.invoicedBy) throw new DomainError('sale_order_invoiced', `waybillIds: sale order ${g.saleOrder.number} of guía de despacho ${g.folio} is already invoiced whole (${g.saleOrder.invoicedBy}).`, 409);
  }
  const guias = known.filter((w) => ids.includes(w.waybillId)).sort((a, b) => a.folio - b.folio);
  const priced = waybillLinesToPrice(guias, c.body.saleOrderVatRate!, currency);
  if (priced.unpriced !== null) throw new DomainError('waybill_not_billable', `waybillIds: guía de despacho ${priced.unpriced} has a typed line without a price; there is nothing to bill it at.`, 422);
  return { refs: guias.map((w) => ({ waybillId: w.waybillId, folio: w.folio, issueDate: w.issueDate })), lines: priced.lines };
}

/**
 * A boleta (docs/invoicing-es-latam.md "Boletas"): Chile and Peru only, an invoice (a proforma has
 * no boleta), and the consumer's id when typed must be one: a RUT with its check digit (CL), an
 * identity document of its catálogo 06 type (PE: a DNI of 8 digits when no type is given).
 */
function boletaAllowed(c: IssueInvoice, setup: InvoiceSetup) {
  if (!hasBoleta(setup.country)) throw new DomainError('boleta_not_available', `document: ${setup.country} has no boleta; issue a factura.`, 422);
  if (c.body.kind !== 'invoice') throw new DomainError('boleta_on_proforma', 'document: a proforma is not a boleta.', 422);
  // A sale order's prices are what a factura reads as net; a Chilean boleta's are with IVA: taking them would change the total by the IVA.
  if (setup.country === 'CL' && c.body.saleOrderIds.length > 0)
    throw new DomainError('boleta_sale_orders', 'saleOrderIds: a Chilean boleta is typed with prices including IVA; sale orders are invoiced on a factura.', 422);
  const id = c.body.consumer?.taxId ?? '';
  if (c.body.consumer?.idType !== undefined && setup.country !== 'PE') throw new DomainError('id_type_not_peru', 'consumer.idType: the identity document type is Peru’s (SUNAT catálogo 06).', 400, { field: 'consumer.idType' });
  if (!id) return;
  // Peru: the id's format by its catálogo 06 type (a DNI when none is given); each wrong format its own reason, 400.
  const pe = setup.country === 'PE' ? peIdProblem(c.body.consumer?.idType ?? '1', id) : null;
  if (pe) throw new DomainError(pe.reason, `consumer.taxId: ${pe.message}.`, 400, { field: 'consumer.taxId' });
  if (setup.country === 'CL' && taxIdProblem('CL', id) !== null) throw new DomainError('invalid_rut', `consumer.taxId: ${id} is not a RUT (check digit).`, 422);
}
