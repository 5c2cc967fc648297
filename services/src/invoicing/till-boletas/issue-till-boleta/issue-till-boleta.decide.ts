import type { TillBoletaEvent } from '@tradedesk/contracts/invoicing/till-boletas';
import type { InvoiceLineInput } from '@tradedesk/contracts/invoicing/invoice';
import { UNIT_CODES } from '@tradedesk/contracts/invoicing/invoice-amounts';
import type { InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import { taxIdProblem } from '@tradedesk/contracts/invoicing/tax-ids';
import { currencyDecimals, roundTo } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import type { TillBoletaState } from '../till-boleta.state.js';

/** A till sale as its boleta bills it (the pos-sales read model's row). */
export interface TillSaleToBill {
  id: string;
  receiptNo: string | null;
  currency: string;
  customerId: string | null;
  lines: { code: string; name: string; unit: string; quantity: string; price: string; discount: string; amount: string }[];
  total: string;
}

export interface IssueTillBoletaFacts {
  /** The company's Chilean and Peruvian invoice setups that issue the till's boletas (`tillBoletas`), in the setup list's order. */
  setups: InvoiceSetup[];
  /** Per country of those setups: the VAT / IGV percents in force today. */
  rates: Record<string, string[]>;
  /** The sale's customer, when it names one that exists. */
  customer: { name: string; taxId: string } | null;
}

/** The boleta's request, for POST invoicing/invoices' decision (commandId and tillSale added by the handler). */
export interface TillBoletaRequest {
  setupId: string;
  document: 'boleta';
  currency: string;
  paymentMeans: 'cash';
  consumer?: { name: string; taxId: string };
  lines: InvoiceLineInput[];
}

export type TillBoletaDecision =
  | { kind: 'none' }
  | { kind: 'refused'; setupId: string | null; reason: string; message: string }
  | { kind: 'issue'; request: TillBoletaRequest };

/**
 * What a till sale's boleta is (docs/invoicing-es-latam.md "Boletas from the POS till"). None when
 * no Chilean or Peruvian invoice setup says it issues the till's boletas (`tillBoletas`; a till
 * elsewhere issues no boleta). The setup: the first of those in the sale's currency (none: refused
 * `boleta_currency`). Each line
 * as sold, at the country's standard rate in force (the highest; products carry no rate of their
 * own), so the boleta's total is the sale's:
 * - Chile: the boleta states prices with IVA; the unit price is the till's, the line's discount
 *   what the sale's percent took off (quantity x price - the line's amount).
 * - Peru: the boleta is priced without IGV (valor unitario): the line's net is its amount with IGV
 *   taken out (amount x 100 / (100 + rate), to the céntimo), the unit price the till's without IGV,
 *   and the discount the difference; IGV is added per rate again, so the total may differ from the
 *   till's by a céntimo of rounding.
 * The consumer: the sale's customer by name, with its tax id when that is a RUT (CL) or a DNI (PE).
 */
export function decideTillBoleta(sale: TillSaleToBill, f: IssueTillBoletaFacts): TillBoletaDecision {
  if (f.setups.length === 0) return { kind: 'none' };
  const setup = f.setups.find((s) => s.localCurrency === sale.currency);
  if (!setup) return { kind: 'refused', setupId: null, reason: 'boleta_currency', message: `The sale is in ${sale.currency}; no Chilean or Peruvian setup issues boletas in it.` };
  const rates = (f.rates[setup.country] ?? []).map((r) => new Decimal(r)).filter((r) => r.gt(0));
  if (rates.length === 0) return { kind: 'refused', setupId: setup.id, reason: 'vat_rate_not_in_force', message: `No ${setup.country} VAT rate is in force today.` };
  const rate = Decimal.max(...rates);
  const places = currencyDecimals(sale.currency);
  const lines = sale.lines.map((l): InvoiceLineInput => {
    const base = { description: l.name, productCode: l.code, unitName: l.unit, unitCode: UNIT_CODES[l.unit] ?? 'H87', quantity: l.quantity, vatRate: rate.toFixed(), vatCategory: 'S' as const, exemptionReason: '' };
    if (setup.country === 'CL') {
      const discount = Decimal.max(0, new Decimal(l.quantity).times(l.price).minus(l.amount));
      return { ...base, unitPrice: l.price, discount: roundTo(discount, places) };
    }
    const net = new Decimal(roundTo(new Decimal(l.amount).times(100).div(rate.plus(100)), places));
    let unitPrice = new Decimal(roundTo(new Decimal(l.price).times(100).div(rate.plus(100)), places));
    // Rounded down past the line's net: one unit of the last place up, so the discount is never negative.
    const step = new Decimal(1).div(new Decimal(10).pow(places));
    while (unitPrice.times(l.quantity).lt(net)) unitPrice = unitPrice.plus(step);
    return { ...base, unitPrice: unitPrice.toFixed(places), discount: roundTo(unitPrice.times(l.quantity).minus(net), places) };
  });
  const c = f.customer;
  const taxId = c?.taxId && (setup.country === 'PE' ? /^\d{8}$/.test(c.taxId) : taxIdProblem('CL', c.taxId) === null) ? c.taxId : '';
  return {
    kind: 'issue',
    request: { setupId: setup.id, document: 'boleta', currency: sale.currency, paymentMeans: 'cash', ...(c ? { consumer: { name: c.name.slice(0, 100), taxId } } : {}), lines },
  };
}

export interface RecordTillBoletaFailure {
  type: 'RecordTillBoletaFailure';
  saleId: string;
  setupId: string | null;
  reason: string;
  message: string;
}

/** A boleta attempt refused: recorded, unless the last attempt was refused for the same reason (a retry every minute appends nothing new). */
export function decideRecordTillBoletaFailure(c: RecordTillBoletaFailure, s: TillBoletaState, ctx: DecideContext): TillBoletaEvent[] {
  if (s.last && s.last.reason === c.reason && s.last.message === c.message) return [];
  return [{ type: 'TillBoletaFailed', data: { saleId: c.saleId, setupId: c.setupId, reason: c.reason, message: c.message, failedAt: ctx.now.toISOString() } }];
}
