import { Decimal } from 'decimal.js';
import type { EDocument, ELine, EParty, EVatTotal, VatCategory } from '@tradedesk/contracts/invoicing/e-document';
import { currencyDecimals, roundTo } from '@tradedesk/contracts/platform/money';

/**
 * Builds the EDocument the invoicing context would hand a generator (tests only): lines from
 * quantity, price, discount and rate, net/VAT rounded to the currency, per-rate totals. A credit
 * note takes the amounts as given (callers pass negative or positive figures as they test).
 */
export interface LineSpec {
  code: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discount?: string;
  vatRate: string;
  vatCategory?: VatCategory;
  exemptionReason?: string;
  unitCode?: string;
  unitName?: string;
}

export function party(name: string, taxId: string, taxIdScheme: string, countryCode: string, extra: Partial<EParty> = {}): EParty {
  return {
    name,
    taxId,
    taxIdScheme,
    vatId: '',
    companyId: '',
    address: { street: 'Calle Mayor 1', buildingNumber: '', city: 'Ciudad', postalCode: '28001', region: '', countryCode },
    email: '',
    activity: '',
    ...extra,
  };
}

export function buildEDocument(head: Omit<EDocument, 'lines' | 'vatTotals' | 'totals' | 'deliveryDate' | 'dueDate' | 'payment' | 'corrects' | 'notes'> & Partial<EDocument>, specs: LineSpec[]): EDocument {
  const places = currencyDecimals(head.currency);
  const localPlaces = currencyDecimals(head.localCurrency);
  const lines: ELine[] = specs.map((s, i) => {
    const discount = s.discount ?? '0';
    const net = new Decimal(s.quantity).times(s.unitPrice).minus(discount);
    const netAmount = roundTo(net, places);
    const vatAmount = roundTo(new Decimal(netAmount).times(s.vatRate).div(100), places);
    return {
      lineNo: i + 1,
      productCode: s.code,
      gtin: '',
      description: s.description,
      unitCode: s.unitCode ?? 'H87',
      unitName: s.unitName ?? 'unidad',
      quantity: s.quantity,
      unitPrice: s.unitPrice,
      discount,
      netAmount,
      vatCategory: s.vatCategory ?? (new Decimal(s.vatRate).isZero() ? 'E' : 'S'),
      vatRate: s.vatRate,
      vatAmount,
      grossAmount: roundTo(new Decimal(netAmount).plus(vatAmount), places),
      exemptionReason: s.exemptionReason ?? '',
    };
  });
  const groups = new Map<string, EVatTotal>();
  for (const l of lines) {
    const key = `${l.vatCategory}|${l.vatRate}`;
    const g = groups.get(key) ?? { vatCategory: l.vatCategory, vatRate: l.vatRate, taxableAmount: '0', vatAmount: '0', vatAmountLocal: '0' };
    g.taxableAmount = roundTo(new Decimal(g.taxableAmount).plus(l.netAmount), places);
    groups.set(key, g);
  }
  const vatTotals = [...groups.values()].map((g) => {
    const vatAmount = roundTo(new Decimal(g.taxableAmount).times(g.vatRate).div(100), places);
    return { ...g, vatAmount, vatAmountLocal: roundTo(new Decimal(vatAmount).times(head.exchangeRate), localPlaces) };
  });
  const net = roundTo(Decimal.sum(...lines.map((l) => l.netAmount)), places);
  const vat = roundTo(Decimal.sum(...vatTotals.map((v) => v.vatAmount)), places);
  const gross = roundTo(new Decimal(net).plus(vat), places);
  return {
    deliveryDate: null,
    dueDate: null,
    payment: { means: 'transfer', iban: '', bankName: '' },
    corrects: null,
    notes: [],
    ...head,
    lines,
    vatTotals,
    totals: { net, vat, gross, discount: roundTo(Decimal.sum(...lines.map((l) => l.discount)), places), payable: gross },
  };
}
