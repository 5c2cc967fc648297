import { Decimal } from 'decimal.js';
import { currencyDecimals, roundTo, roundToStep, sumDecimals } from '../platform/money.js';
import type { VatCategory } from './e-document.js';
import type { InvoiceLine, InvoiceTotals, InvoiceVatTotal } from './invoice.js';
import type { InvoiceCountry } from './invoice-setup.js';
import type { WaybillToBill } from './waybill.js';

/**
 * The arithmetic of an invoice (spec section 9; docs/invoicing.md "Rounding"): amounts in the
 * currency's decimals through the money module (2 for PLN, CNY, EUR, USD, CZK; 0 for HUF, CLP),
 * Polish unit prices to 3 decimals. The VAT of each rate is computed once on the rate's net total
 * (the per-rate totals are what the law reads); each line's VAT is informative.
 */

export const unitPricePlaces = (country: InvoiceCountry, currency: string) => (country === 'PL' ? Math.max(3, currencyDecimals(currency)) : currencyDecimals(currency));

/** A line before pricing: what the issuer typed or the sale order said. */
/** UN/ECE recommendation 20 codes of the product units an invoice line names. */
export const UNIT_CODES: Readonly<Record<string, string>> = { unit: 'H87', box: 'BX', bag: 'BG', bigBag: 'BG' };

export type LineToPrice = Pick<InvoiceLine, 'productCode' | 'description' | 'unitCode' | 'unitName' | 'quantity' | 'unitPrice' | 'discount' | 'vatCategory' | 'vatRate' | 'exemptionReason' | 'saleOrderId'>;

export function priceLines(country: InvoiceCountry, currency: string, lines: LineToPrice[]): InvoiceLine[] {
  const places = currencyDecimals(currency);
  return lines.map((l, i) => {
    const unitPrice = roundTo(l.unitPrice, unitPricePlaces(country, currency));
    const discount = roundTo(l.discount, places);
    const netAmount = roundTo(new Decimal(l.quantity).times(unitPrice).minus(discount), places);
    const vatAmount = roundTo(new Decimal(netAmount).times(l.vatRate).div(100), places);
    return { ...l, lineNo: i + 1, unitPrice, discount, netAmount, vatAmount, grossAmount: roundTo(new Decimal(netAmount).plus(vatAmount), places) };
  });
}

/** Net and VAT per rate and category, highest rate first. */
export function vatTotals(currency: string, lines: InvoiceLine[]): InvoiceVatTotal[] {
  const places = currencyDecimals(currency);
  const groups = new Map<string, { vatCategory: VatCategory; vatRate: string; nets: string[] }>();
  for (const l of lines) {
    const key = `${l.vatCategory}:${new Decimal(l.vatRate).toFixed()}`;
    const g = groups.get(key) ?? { vatCategory: l.vatCategory, vatRate: new Decimal(l.vatRate).toFixed(), nets: [] };
    g.nets.push(l.netAmount);
    groups.set(key, g);
  }
  return [...groups.values()]
    .sort((a, b) => Number(b.vatRate) - Number(a.vatRate) || a.vatCategory.localeCompare(b.vatCategory))
    .map((g) => {
      const taxableAmount = roundTo(sumDecimals(g.nets), places);
      return { vatCategory: g.vatCategory, vatRate: g.vatRate, taxableAmount, vatAmount: roundTo(new Decimal(taxableAmount).times(g.vatRate).div(100), places) };
    });
}

export function documentTotals(currency: string, lines: InvoiceLine[], perRate: InvoiceVatTotal[]): InvoiceTotals {
  const places = currencyDecimals(currency);
  const net = roundTo(sumDecimals(perRate.map((t) => t.taxableAmount)), places);
  const vat = roundTo(sumDecimals(perRate.map((t) => t.vatAmount)), places);
  return { net, vat, gross: roundTo(new Decimal(net).plus(vat), places), discount: roundTo(sumDecimals(lines.map((l) => l.discount)), places) };
}

/** Lines, per-rate totals and totals of a document in one go (the billing screen's preview uses it too). */
export function priceDocument(country: InvoiceCountry, currency: string, lines: LineToPrice[]) {
  const priced = priceLines(country, currency, lines);
  const perRate = vatTotals(currency, priced);
  return { lines: priced, vatTotals: perRate, totals: documentTotals(currency, priced, perRate) };
}

/**
 * A document whose unit prices include the tax (Chile's boleta, docs/invoicing-es-latam.md
 * "Boletas"): what the consumer pays is what was typed. Each line's amount with tax is quantity x
 * price less the discount (both with tax), rounded to the currency; per rate the amounts with tax
 * are summed and the net derived once from that sum (net = total x 100 / (100 + rate), rounded;
 * the tax is the rest), so the document's total is exactly the sum of its lines and net + tax
 * make it up. A line's own net and tax are derived the same way and are informative.
 */
export function priceGrossDocument(country: InvoiceCountry, currency: string, lines: LineToPrice[]) {
  const places = currencyDecimals(currency);
  const netOf = (gross: Decimal.Value, rate: string) => roundTo(new Decimal(gross).times(100).div(new Decimal(100).plus(rate)), places);
  const priced: InvoiceLine[] = lines.map((l, i) => {
    const unitPrice = roundTo(l.unitPrice, unitPricePlaces(country, currency));
    const discount = roundTo(l.discount, places);
    const grossAmount = roundTo(new Decimal(l.quantity).times(unitPrice).minus(discount), places);
    const netAmount = netOf(grossAmount, l.vatRate);
    return { ...l, lineNo: i + 1, unitPrice, discount, netAmount, vatAmount: roundTo(new Decimal(grossAmount).minus(netAmount), places), grossAmount };
  });
  const groups = new Map<string, { vatCategory: VatCategory; vatRate: string; grosses: string[] }>();
  for (const l of priced) {
    const key = `${l.vatCategory}:${new Decimal(l.vatRate).toFixed()}`;
    const g = groups.get(key) ?? { vatCategory: l.vatCategory, vatRate: new Decimal(l.vatRate).toFixed(), grosses: [] };
    g.grosses.push(l.grossAmount);
    groups.set(key, g);
  }
  const perRate: InvoiceVatTotal[] = [...groups.values()]
    .sort((a, b) => Number(b.vatRate) - Number(a.vatRate) || a.vatCategory.localeCompare(b.vatCategory))
    .map((g) => {
      const gross = roundTo(sumDecimals(g.grosses), places);
      const taxableAmount = netOf(gross, g.vatRate);
      return { vatCategory: g.vatCategory, vatRate: g.vatRate, taxableAmount, vatAmount: roundTo(new Decimal(gross).minus(taxableAmount), places) };
    });
  return { lines: priced, vatTotals: perRate, totals: documentTotals(currency, priced, perRate) };
}

/** A credit note's lines: the credited quantities of the original's lines, with negative amounts. */
export function creditLines(country: InvoiceCountry, currency: string, original: InvoiceLine[], quantities: Map<number, string>): InvoiceLine[] {
  const chosen = original.filter((l) => quantities.has(l.lineNo));
  const priced = priceLines(
    country,
    currency,
    chosen.map((l) => {
      const q = quantities.get(l.lineNo)!;
      // A partial quantity takes its share of the line's discount.
      const discount = new Decimal(l.discount).times(q).div(l.quantity).toFixed();
      return { ...l, quantity: q, discount };
    }),
  );
  // The places as written ('12.50' keeps two: Decimal's decimalPlaces() would drop the trailing zero).
  const neg = (v: string) => (new Decimal(v).isZero() ? v : new Decimal(v).negated().toFixed((v.split('.')[1] ?? '').length));
  return priced.map((l, i) => ({ ...l, lineNo: i + 1, correctsLineNo: chosen[i].lineNo, quantity: neg(l.quantity), discount: neg(l.discount), netAmount: neg(l.netAmount), vatAmount: neg(l.vatAmount), grossAmount: neg(l.grossAmount) }));
}

/**
 * A credit note of a document priced with the tax included (Chile's boleta,
 * docs/invoicing-es-latam.md "Credit notes of boletas"): the credited quantities of the original's
 * lines priced as the boleta was (`priceGrossDocument`: each line's amount with IVA, the net derived
 * per rate), then every figure negative. Crediting a whole boleta gives back exactly its figures.
 */
export function creditGrossDocument(country: InvoiceCountry, currency: string, original: InvoiceLine[], quantities: Map<number, string>) {
  const chosen = original.filter((l) => quantities.has(l.lineNo));
  const priced = priceGrossDocument(
    country,
    currency,
    chosen.map((l) => {
      const q = quantities.get(l.lineNo)!;
      return { ...l, quantity: q, discount: new Decimal(l.discount).times(q).div(l.quantity).toFixed() };
    }),
  );
  const neg = (v: string) => (new Decimal(v).isZero() ? v : new Decimal(v).negated().toFixed((v.split('.')[1] ?? '').length));
  const lines = priced.lines.map((l, i) => ({ ...l, lineNo: i + 1, correctsLineNo: chosen[i].lineNo, quantity: neg(l.quantity), discount: neg(l.discount), netAmount: neg(l.netAmount), vatAmount: neg(l.vatAmount), grossAmount: neg(l.grossAmount) }));
  const perRate = priced.vatTotals.map((t) => ({ ...t, taxableAmount: neg(t.taxableAmount), vatAmount: neg(t.vatAmount) }));
  return { lines, vatTotals: perRate, totals: documentTotals(currency, lines, perRate) };
}

/**
 * A committed sale order's line as an invoice line (gifts are left out by the caller): the list
 * price and quantity, and what the line's amount is below quantity x price as its discount
 * (never below 0). The billing screen's preview and the issue decision use this one mapping.
 */
export function saleOrderLineToPrice(l: { code: string; name: string; unit: string; quantity: string; price: string; amount: string }, vatRate: string, saleOrderId: string): LineToPrice {
  const gross = new Decimal(l.quantity).times(l.price);
  return {
    productCode: l.code, description: l.name, unitCode: UNIT_CODES[l.unit] ?? 'H87', unitName: l.unit, quantity: l.quantity, unitPrice: l.price,
    discount: Decimal.max(gross.minus(l.amount), 0).toFixed(), vatCategory: 'S', vatRate, exemptionReason: '', saleOrderId,
  };
}

/**
 * Chile: the lines of a factura of chosen guías de despacho (docs/invoicing.md "A factura of chosen
 * guías"): what the guías carried, summed per sale order line (one factura line per order line, in
 * the order the guías and their lines come), at the order's price; the order line's discount (its
 * quantity x price less its amount) is taken in proportion to the quantity billed, rounded up to the
 * currency's step, so the facturas of an order together never come to more than the order. Gift
 * lines are left out, as on a factura of the whole order. A typed line of a guía is billed at the
 * guía's own price. `unpriced`: the folio of a guía with a typed line without a price (nothing to
 * bill it at); the lines are then not to be used.
 */
export function waybillLinesToPrice(guias: WaybillToBill[], vatRate: string, currency: string): { lines: LineToPrice[]; unpriced: number | null } {
  const step = new Decimal(1).div(new Decimal(10).pow(currencyDecimals(currency))).toFixed();
  const byOrderLine = new Map<string, { line: NonNullable<WaybillToBill['lines'][number]['order']>; carried: Decimal }>();
  const slots: (string | LineToPrice)[] = [];
  for (const g of guias) {
    for (const l of g.lines) {
      if (l.order) {
        if (l.order.gift) continue;
        const key = `${l.order.saleOrderId}#${l.order.lineNo}`;
        const seen = byOrderLine.get(key);
        if (seen) seen.carried = seen.carried.plus(l.quantity);
        else {
          byOrderLine.set(key, { line: l.order, carried: new Decimal(l.quantity) });
          slots.push(key);
        }
        continue;
      }
      if (l.unitPrice === null) return { lines: [], unpriced: g.folio };
      slots.push({
        productCode: l.productCode, description: l.description, unitCode: UNIT_CODES[l.unitName] ?? 'H87', unitName: l.unitName, quantity: l.quantity, unitPrice: l.unitPrice,
        discount: '0', vatCategory: 'S', vatRate, exemptionReason: '', saleOrderId: null,
      });
    }
  }
  const lines = slots.map((slot): LineToPrice => {
    if (typeof slot !== 'string') return slot;
    const { line, carried } = byOrderLine.get(slot)!;
    const whole = Decimal.max(new Decimal(line.quantity).times(line.price).minus(line.amount), 0);
    const ordered = new Decimal(line.quantity);
    // The discount of the part billed, rounded up: whole less the rest's share rounded down.
    const discount = whole.isZero() || ordered.isZero() ? '0' : whole.minus(roundToStep(whole.times(ordered.minus(carried)).div(ordered), step, 'down')).toFixed();
    return {
      productCode: line.code, description: line.name, unitCode: UNIT_CODES[line.unit] ?? 'H87', unitName: line.unit, quantity: carried.toFixed(), unitPrice: line.price,
      discount, vatCategory: 'S', vatRate, exemptionReason: '', saleOrderId: line.saleOrderId,
    };
  });
  return { lines, unpriced: null };
}

/**
 * The advance invoice (faktura zaliczkowa, docs/invoicing-variants.md): the order's value at the
 * rates of its lines (`vatRates`: one per line, or one for all), as the advance screen's preview
 * and the issue decision both compute it.
 */
export function priceAdvanceOrder(country: InvoiceCountry, currency: string, lines: { code: string; name: string; unit: string; quantity: string; price: string; amount: string }[], vatRates: string[], saleOrderId: string) {
  return priceDocument(country, currency, lines.map((l, i) => saleOrderLineToPrice(l, vatRates.length === 1 ? vatRates[0] : vatRates[i], saleOrderId)));
}

/**
 * The VAT of an advance received (gross) split over the order's rates in proportion to each rate's
 * gross in the order: each rate's share rounded to the currency's places, the last rate (the
 * lowest, as `vatTotals` sorts them) taking the rounding remainder so the shares add up to the
 * amount; then, as art. 106f ust. 1 pkt 3 reads, VAT = share x rate / (100 + rate), net = share - VAT.
 */
export function splitAdvance(currency: string, orderVatTotals: InvoiceVatTotal[], amount: string): InvoiceVatTotal[] {
  const places = currencyDecimals(currency);
  const grossOf = (t: InvoiceVatTotal) => new Decimal(t.taxableAmount).plus(t.vatAmount);
  const orderGross = orderVatTotals.reduce((s, t) => s.plus(grossOf(t)), new Decimal(0));
  if (orderGross.lte(0)) throw new Error('an order without value takes no advance');
  let given = new Decimal(0);
  return orderVatTotals.map((t, i) => {
    const share = i === orderVatTotals.length - 1 ? new Decimal(amount).minus(given) : new Decimal(roundTo(new Decimal(amount).times(grossOf(t)).div(orderGross), places));
    given = given.plus(share);
    const vatAmount = roundTo(share.times(t.vatRate).div(new Decimal(100).plus(t.vatRate)), places);
    return { vatCategory: t.vatCategory, vatRate: t.vatRate, taxableAmount: roundTo(share.minus(vatAmount), places), vatAmount };
  });
}

/**
 * The final invoice (faktura rozliczeniowa, art. 106f ust. 3): per rate, the order's net and VAT
 * less the sums of its advance invoices at that rate (what is left, FA(3) P_13_x / P_14_x), as the
 * billing screen's preview and the issue decision both compute it. Null when an advance taxed a
 * rate none of the order's lines has.
 */
export function deductAdvances(currency: string, orderVatTotals: InvoiceVatTotal[], advances: InvoiceVatTotal[][]): InvoiceVatTotal[] | null {
  const places = currencyDecimals(currency);
  const same = (a: InvoiceVatTotal, b: InvoiceVatTotal) => a.vatCategory === b.vatCategory && new Decimal(a.vatRate).eq(b.vatRate);
  const taxed = advances.flat();
  if (taxed.some((t) => !orderVatTotals.some((x) => same(x, t)))) return null;
  return orderVatTotals.map((t) => {
    const at = taxed.filter((x) => same(x, t));
    return {
      ...t,
      taxableAmount: roundTo(new Decimal(t.taxableAmount).minus(sumDecimals(at.map((x) => x.taxableAmount))), places),
      vatAmount: roundTo(new Decimal(t.vatAmount).minus(sumDecimals(at.map((x) => x.vatAmount))), places),
    };
  });
}
