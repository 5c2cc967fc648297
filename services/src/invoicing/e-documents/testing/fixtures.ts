import { Decimal } from 'decimal.js';
import type { EDocument, EDocumentCountry, ELine, EParty, EVatTotal, VatCategory } from '@tradedesk/contracts/invoicing/e-document';
import { currencyDecimals, roundTo } from '@tradedesk/contracts/platform/money';

/**
 * EDocuments for the country generators' tests (PL, CZ, RO, HU): an issued invoice or credit note
 * as the invoicing context would hand it over, with sellers and buyers whose tax ids pass their
 * country's check digits. The builder totals lines the way the contract says (net = quantity x
 * price - discount, VAT per rate on the summed net, local VAT at the exchange rate); the tests
 * assert the figures they expect computed by hand, not by this file.
 *
 * A credit note carries negative quantities and amounts (the reduction), `corrects` set.
 */

export interface LineSpec {
  description: string;
  quantity: string;
  unitPrice: string;
  discount?: string;
  vatCategory: VatCategory;
  vatRate: string;
  exemptionReason?: string;
  unitCode?: string;
  unitName?: string;
}

export interface FixtureOptions {
  kind?: 'invoice' | 'creditNote';
  /** Invoice in another currency than the seller's (e.g. EUR), with this many local units per unit. */
  currency?: string;
  exchangeRate?: string;
  lines?: LineSpec[];
  buyer?: EParty | null;
}

const party = (p: Partial<EParty> & Pick<EParty, 'name' | 'taxId' | 'address'>): EParty => ({
  taxIdScheme: '',
  vatId: '',
  companyId: '',
  email: '',
  activity: '',
  ...p,
});

interface CountrySetup {
  localCurrency: string;
  number: (seq: number, kind: 'invoice' | 'creditNote') => string;
  series: (kind: 'invoice' | 'creditNote') => string;
  seller: EParty;
  buyer: EParty;
  /** A foreign (EU) business buyer, for intra-EU supplies. */
  lines: LineSpec[];
  iban: string;
  bankName: string;
}

/** NIP 5251040821 and 7792361236 pass the NIP weights 6-5-7-2-3-4-5-6-7 (mod 11). */
const PL: CountrySetup = {
  localCurrency: 'PLN',
  series: (k) => (k === 'invoice' ? 'FV' : 'FK'),
  number: (s, k) => `${k === 'invoice' ? 'FV' : 'FK'}/2026/11/${String(s).padStart(4, '0')}`,
  seller: party({
    name: 'Hurtownia Wisła sp. z o.o.',
    taxId: '5251040821',
    vatId: 'PL5251040821',
    address: { street: 'ul. Marszałkowska', buildingNumber: '84/92', city: 'Warszawa', postalCode: '00-514', region: 'mazowieckie', countryCode: 'PL' },
    email: 'faktury@wisla.example.pl',
  }),
  buyer: party({
    name: 'Sklep Pod Lipami Jan Kowalski',
    taxId: '7792361236',
    vatId: 'PL7792361236',
    address: { street: 'ul. Półwiejska', buildingNumber: '42', city: 'Poznań', postalCode: '61-888', region: 'wielkopolskie', countryCode: 'PL' },
  }),
  lines: [
    { description: 'Kawa ziarnista 1 kg', quantity: '10', unitPrice: '100.00', discount: '50.00', vatCategory: 'S', vatRate: '23' },
    { description: 'Herbata czarna 100 g', quantity: '3', unitPrice: '45.50', vatCategory: 'S', vatRate: '8' },
    { description: 'Mąka pszenna 1 kg', quantity: '2', unitPrice: '12.345', vatCategory: 'S', vatRate: '5' },
    { description: 'Szkolenie baristów', quantity: '1', unitPrice: '200.00', vatCategory: 'E', vatRate: '0', exemptionReason: 'art. 43 ust. 1 pkt 29 lit. c ustawy o VAT', unitCode: 'C62', unitName: 'usł.' },
  ],
  iban: 'PL61109010140000071219812874',
  bankName: 'Santander Bank Polska',
};

/** IČO 27267555 and 45612463 pass the IČO weights 8..2 (mod 11). */
const CZ: CountrySetup = {
  localCurrency: 'CZK',
  series: (k) => (k === 'invoice' ? 'FV' : 'DB'),
  number: (s, k) => `${k === 'invoice' ? 'FV' : 'DB'}2026${String(s).padStart(5, '0')}`,
  seller: party({
    name: 'Velkoobchod Vltava s.r.o.',
    taxId: '27267555',
    vatId: 'CZ27267555',
    companyId: '27267555',
    address: { street: 'Na Příkopě', buildingNumber: '15', city: 'Praha 1', postalCode: '110 00', region: '', countryCode: 'CZ' },
    email: 'fakturace@vltava.example.cz',
  }),
  buyer: party({
    name: 'Obchod U Lípy s.r.o.',
    taxId: '45612463',
    vatId: 'CZ45612463',
    companyId: '45612463',
    address: { street: 'Masarykova', buildingNumber: '12', city: 'Brno', postalCode: '602 00', region: '', countryCode: 'CZ' },
  }),
  lines: [
    { description: 'Káva zrnková 1 kg', quantity: '10', unitPrice: '420.00', discount: '200.00', vatCategory: 'S', vatRate: '21' },
    { description: 'Čaj černý 100 g', quantity: '3', unitPrice: '89.90', vatCategory: 'S', vatRate: '12' },
    { description: 'Školení baristů', quantity: '1', unitPrice: '1500.00', vatCategory: 'E', vatRate: '0', exemptionReason: '§ 57 zákona o DPH', unitCode: 'C62', unitName: 'ks' },
  ],
  iban: 'CZ6508000000192000145399',
  bankName: 'Česká spořitelna',
};

/** CUI 14167050 and 33456780 pass the CUI key 753217532. */
const RO: CountrySetup = {
  localCurrency: 'RON',
  series: (k) => (k === 'invoice' ? 'TDF' : 'TDS'),
  number: (s, k) => `${k === 'invoice' ? 'TDF' : 'TDS'}${String(s).padStart(6, '0')}`,
  seller: party({
    name: 'Depozitul Carpați SRL',
    taxId: '14167050',
    vatId: 'RO14167050',
    companyId: 'J40/1234/2001',
    address: { street: 'Strada Lipscani', buildingNumber: '12', city: 'SECTOR3', postalCode: '030031', region: 'RO-B', countryCode: 'RO' },
    email: 'facturi@carpati.example.ro',
  }),
  buyer: party({
    name: 'Magazinul Dunărea SRL',
    taxId: '33456780',
    vatId: 'RO33456780',
    companyId: 'J12/567/2014',
    address: { street: 'Strada Memorandumului', buildingNumber: '28', city: 'Cluj-Napoca', postalCode: '400114', region: 'RO-CJ', countryCode: 'RO' },
  }),
  lines: [
    { description: 'Cafea boabe 1 kg', quantity: '10', unitPrice: '85.00', discount: '25.00', vatCategory: 'S', vatRate: '21' },
    { description: 'Ceai negru 100 g', quantity: '4', unitPrice: '17.45', vatCategory: 'S', vatRate: '11' },
    { description: 'Curs de formare baristi', quantity: '1', unitPrice: '300.00', vatCategory: 'E', vatRate: '0', exemptionReason: 'Art. 292 alin. (1) lit. a) Cod fiscal', unitCode: 'C62', unitName: 'buc' },
  ],
  iban: 'RO49AAAA1B31007593840000',
  bankName: 'Banca Transilvania',
};

/** Adószám 12345676-2-42 and 10889637-2-13: the eighth digit passes the weights 9-7-3-1-9-7-3. */
const HU: CountrySetup = {
  localCurrency: 'HUF',
  series: (k) => (k === 'invoice' ? 'SZ' : 'SZM'),
  number: (s, k) => `${k === 'invoice' ? 'SZ' : 'SZM'}-2026-${String(s).padStart(5, '0')}`,
  seller: party({
    name: 'Duna Nagykereskedés Kft.',
    taxId: '12345676-2-42',
    vatId: 'HU12345676',
    address: { street: 'Váci utca', buildingNumber: '19', city: 'Budapest', postalCode: '1052', region: '', countryCode: 'HU' },
    email: 'szamla@duna.example.hu',
  }),
  buyer: party({
    name: 'Tisza Élelmiszer Bt.',
    taxId: '10889637-2-13',
    vatId: 'HU10889637',
    address: { street: 'Kossuth Lajos utca', buildingNumber: '7', city: 'Szentendre', postalCode: '2000', region: '', countryCode: 'HU' },
  }),
  lines: [
    { description: 'Szemes kávé 1 kg', quantity: '10', unitPrice: '6500', discount: '3000', vatCategory: 'S', vatRate: '27' },
    { description: 'Kenyér 1 kg', quantity: '5', unitPrice: '890', vatCategory: 'S', vatRate: '5' },
    { description: 'Tejtermék csomag', quantity: '3', unitPrice: '1250', vatCategory: 'S', vatRate: '18' },
    { description: 'Barista oktatás', quantity: '1', unitPrice: '40000', vatCategory: 'E', vatRate: '0', exemptionReason: 'Áfa tv. 85. § (1) e)', unitCode: 'C62', unitName: 'alkalom' },
  ],
  iban: 'HU42117730161111101800000000',
  bankName: 'OTP Bank',
};

export const FIXTURE_COUNTRIES: Partial<Record<EDocumentCountry, CountrySetup>> = { PL, CZ, RO, HU };

/**
 * An issued document of `country`. Invoice number 27 of its series; a credit note is number 3 of
 * its own series and corrects invoice 27. With `currency`, amounts are in that currency and the
 * per-rate VAT also in the local one at `exchangeRate`.
 */
export function buildEDocument(country: 'PL' | 'CZ' | 'RO' | 'HU', opts: FixtureOptions = {}): EDocument {
  const setup = FIXTURE_COUNTRIES[country]!;
  const kind = opts.kind ?? 'invoice';
  const currency = opts.currency ?? setup.localCurrency;
  const exchangeRate = currency === setup.localCurrency ? '1' : (opts.exchangeRate ?? '1');
  const places = currencyDecimals(currency);
  const localPlaces = currencyDecimals(setup.localCurrency);
  const sign = kind === 'creditNote' ? -1 : 1;
  const specs = opts.lines ?? setup.lines;

  const lines: ELine[] = specs.map((s, i) => {
    const quantity = new Decimal(s.quantity).times(sign);
    const discount = new Decimal(s.discount ?? '0').times(sign);
    const net = new Decimal(roundTo(quantity.times(s.unitPrice).minus(discount), places));
    const vat = new Decimal(roundTo(net.times(s.vatRate).div(100), places));
    return {
      lineNo: i + 1,
      productCode: `P-${100 + i + 1}`,
      gtin: i === 0 ? '5901234123457' : '',
      description: s.description,
      unitCode: s.unitCode ?? 'H87',
      unitName: s.unitName ?? ({ PL: 'szt.', CZ: 'ks', RO: 'buc', HU: 'db' } as const)[country],
      quantity: quantity.toFixed(),
      unitPrice: s.unitPrice,
      discount: discount.isZero() ? '0' : roundTo(discount, places),
      netAmount: roundTo(net, places),
      vatCategory: s.vatCategory,
      vatRate: s.vatRate,
      vatAmount: roundTo(vat, places),
      grossAmount: roundTo(net.plus(vat), places),
      exemptionReason: s.exemptionReason ?? '',
    };
  });

  const groups = new Map<string, ELine[]>();
  for (const l of lines) {
    const key = `${l.vatCategory}|${l.vatRate}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const vatTotals: EVatTotal[] = [...groups.values()].map((ls) => {
    const taxable = ls.reduce((a, l) => a.plus(l.netAmount), new Decimal(0));
    const vat = new Decimal(roundTo(taxable.times(ls[0]!.vatRate).div(100), places));
    return {
      vatCategory: ls[0]!.vatCategory,
      vatRate: ls[0]!.vatRate,
      taxableAmount: roundTo(taxable, places),
      vatAmount: roundTo(vat, places),
      vatAmountLocal: roundTo(vat.times(exchangeRate), localPlaces),
    };
  });
  const net = lines.reduce((a, l) => a.plus(l.netAmount), new Decimal(0));
  const vat = vatTotals.reduce((a, t) => a.plus(t.vatAmount), new Decimal(0));
  const discount = lines.reduce((a, l) => a.plus(l.discount), new Decimal(0));

  const sequence = kind === 'invoice' ? 27 : 3;
  return {
    country,
    kind,
    documentId: `inv-${country.toLowerCase()}-${kind}-${sequence}`,
    number: setup.number(sequence, kind),
    series: setup.series(kind),
    sequence,
    issueDate: '2026-11-20',
    issuedAt: '2026-11-20T09:15:00.000Z',
    deliveryDate: '2026-11-18',
    dueDate: '2026-12-04',
    currency,
    localCurrency: setup.localCurrency,
    exchangeRate,
    seller: setup.seller,
    buyer: opts.buyer === undefined ? setup.buyer : opts.buyer,
    lines,
    vatTotals,
    totals: {
      net: roundTo(net, places),
      vat: roundTo(vat, places),
      gross: roundTo(net.plus(vat), places),
      discount: roundTo(discount, places),
      payable: roundTo(net.plus(vat), places),
    },
    payment: { means: 'transfer', iban: setup.iban, bankName: setup.bankName },
    corrects:
      kind === 'creditNote'
        ? { documentId: `inv-${country.toLowerCase()}-invoice-27`, number: setup.number(27, 'invoice'), issueDate: '2026-11-20', reason: 'Zwrot towaru / returned goods' }
        : null,
    notes: ['Thank you for your order.'],
  };
}
