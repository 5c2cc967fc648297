import { buildReceipt, cashRoundingOf, cashToCollect, roundCash, type CheckoutRow, type ReceiptInput, type ReceiptLineInput, saleMethodOfKind, settleCheckout } from './retail-checkout.js';

const line = (l: Partial<ReceiptLineInput>): ReceiptLineInput => ({
  code: 'P1', name: 'Soap', unit: 'unit', unitLabel: 'pc', quantity: '1', baseQuantity: '1', price: '1.00', discount: '0', amount: '1.00', gift: false, ...l,
});

// A sale of 2 soaps at 30.00 and 1 towel at 63.00: 123.00 in the sale's currency, paid in cash.
const sale = (over: Partial<ReceiptInput>): ReceiptInput => ({
  variant: 'plain',
  number: 'SO-20261125-0007',
  at: '2026-11-25T13:05:00.000Z',
  timeZoneOffset: 1,
  companyName: 'Shop',
  sellerTaxId: '',
  buyerTaxId: '',
  registerId: 'K1',
  currency: 'PLN',
  lines: [line({ name: 'Soap', quantity: '2', baseQuantity: '2', price: '30.00', amount: '60.00' }), line({ name: 'Towel', price: '63.00', amount: '63.00' })],
  orderTaxRate: null,
  subtotal: '123.00',
  tax: '0.00',
  total: '123.00',
  payments: [{ method: 'cash', amount: '123.00', tendered: '200.00', change: '77.00', reference: '' }],
  ...over,
});

describe('cash rounding at the retail checkout', () => {
  it('Peru rounds a cash total in soles down to the 0.10 in the customer favour, and records the difference', () => {
    expect(cashToCollect('59.94', 'PEN', 'per')).toEqual({ cash: '59.90', rounding: '0.04' });
    expect(cashToCollect('12.35', 'PEN', 'per')).toEqual({ cash: '12.30', rounding: '0.05' });
    expect(cashToCollect('12.30', 'PEN', 'per')).toEqual({ cash: '12.30', rounding: '0.00' });
  });

  it('Poland, Spain, Austria and Romania round nothing, nor does Peru in another currency', () => {
    expect(cashToCollect('59.94', 'PLN', 'pl')).toEqual({ cash: '59.94', rounding: '0.00' });
    expect(cashToCollect('59.94', 'EUR', 'es')).toEqual({ cash: '59.94', rounding: '0.00' });
    expect(cashToCollect('59.94', 'EUR', 'at')).toEqual({ cash: '59.94', rounding: '0.00' });
    expect(cashToCollect('59.94', 'RON', 'ro')).toEqual({ cash: '59.94', rounding: '0.00' });
    expect(cashToCollect('59.94', 'USD', 'per')).toEqual({ cash: '59.94', rounding: '0.00' });
  });
});

describe('cash rounding by the law of the currency', () => {
  const round = (amount: string, currency: string) => roundCash(amount, currency, cashRoundingOf(currency));
  it('Chile (Ley 20.956): to the nearest 10 pesos, endings 1 to 5 down, 6 to 9 up', () => {
    expect(['1230', '1231', '1234', '1235', '1236', '1239', '4', '5', '6'].map((a) => round(a, 'CLP'))).toEqual([
      { cash: '1230', rounding: '0' },
      { cash: '1230', rounding: '1' },
      { cash: '1230', rounding: '4' },
      { cash: '1230', rounding: '5' },
      { cash: '1240', rounding: '-4' },
      { cash: '1240', rounding: '-1' },
      { cash: '0', rounding: '4' },
      { cash: '0', rounding: '5' },
      { cash: '10', rounding: '-4' },
    ]);
  });

  it('Hungary (2008. évi III. törvény): to the nearest 5 forint, 1 and 2 down to 0, 3, 4, 6 and 7 to 5, 8 and 9 up to 10', () => {
    expect(['1230', '1231', '1232', '1233', '1234', '1235', '1236', '1237', '1238', '1239'].map((a) => round(a, 'HUF').cash)).toEqual([
      '1230', '1230', '1230', '1235', '1235', '1235', '1235', '1235', '1240', '1240',
    ]);
    expect(round('1238', 'HUF')).toEqual({ cash: '1240', rounding: '-2' });
    expect(round('1237', 'HUF')).toEqual({ cash: '1235', rounding: '2' });
  });

  it('Czechia (Act 634/1992, no 50 haléř since 2008): to the whole koruna, half up', () => {
    expect(['99.49', '99.50', '99.51', '100.00', '0.49'].map((a) => round(a, 'CZK'))).toEqual([
      { cash: '99.00', rounding: '0.49' },
      { cash: '100.00', rounding: '-0.50' },
      { cash: '100.00', rounding: '-0.49' },
      { cash: '100.00', rounding: '0.00' },
      { cash: '0.00', rounding: '0.49' },
    ]);
  });

  it('Peru: down to the 0.10 sol, as the checkout does', () => {
    expect(round('59.99', 'PEN')).toEqual({ cash: '59.90', rounding: '0.09' });
    expect(cashRoundingOf('PEN')).toBe(cashRoundingOf('PEN'));
  });

  it('every other currency rounds nothing', () => {
    for (const c of ['EUR', 'USD', 'PLN', 'RON', 'CNY']) expect(cashRoundingOf(c)).toBeNull();
    expect(round('59.94', 'EUR')).toEqual({ cash: '59.94', rounding: '0.00' });
    expect(round('1234', 'CLP').cash).toBe('1230');
    expect(roundCash('1234', 'CLP', null)).toEqual({ cash: '1234', rounding: '0' });
  });
});

describe('the receipt of each variant', () => {
  it('plain: no legal title, lines, total and change', () => {
    const r = buildReceipt(sale({}));
    expect(r.title).toBe('');
    expect(r.vat).toEqual([]);
    expect(r.lines.map((l) => [l.name, l.quantity, l.amount])).toEqual([['Soap', '2 x 30.00', '60.00'], ['Towel', '1 x 63.00', '63.00']]);
    expect(r.total).toBe('123.00');
    expect(r.change).toBe('77.00');
  });

  it('pl: a paragon with PTU A 23 % inside the prices (123.00 = 100.00 + 23.00), the NIP of the buyer when given, marked non-fiscal', () => {
    const r = buildReceipt(sale({ variant: 'pl', sellerTaxId: '5260250274', buyerTaxId: '1234563218' }));
    expect(r.title).toBe('PARAGON FISKALNY');
    expect(r.header).toEqual([['NIP', '5260250274'], ['Nr', 'SO-20261125-0007'], ['Data', '2026-11-25 14:05'], ['NIP nabywcy', '1234563218']]);
    expect(r.vat).toEqual([{ letter: 'A', rate: '23', net: '100.00', tax: '23.00', gross: '123.00' }]);
    expect(r.lines.every((l) => l.letter === 'A')).toBe(true);
    expect(r.footer[0]).toMatch(/^NIEFISKALNY/);
    expect(buildReceipt(sale({ variant: 'pl' })).header.map(([k]) => k)).not.toContain('NIP nabywcy');
  });

  it('pl: an order with its own 8 % tax on top prints PTU B (100.00 + 8.00 = 108.00)', () => {
    const r = buildReceipt(sale({ variant: 'pl', orderTaxRate: '8', subtotal: '100.00', tax: '8.00', total: '108.00' }));
    expect(r.vat).toEqual([{ letter: 'B', rate: '8', net: '100.00', tax: '8.00', gross: '108.00' }]);
  });

  it('at: Kassen-ID, Belegnummer, date and time in the company zone, A 20 % (12.00 = 10.00 + 2.00), the signature stated as missing', () => {
    const r = buildReceipt(sale({ variant: 'at', currency: 'EUR', total: '12.00', subtotal: '12.00', lines: [line({ price: '12.00', amount: '12.00' })], payments: [] }));
    expect(r.header).toEqual([['Kassen-ID', 'K1'], ['Belegnummer', 'SO-20261125-0007'], ['Datum/Uhrzeit', '2026-11-25 14:05']]);
    expect(r.vat).toEqual([{ letter: 'A', rate: '20', net: '10.00', tax: '2.00', gross: '12.00' }]);
    expect(r.footer.join(' ')).toContain('nicht signiert');
  });

  it('es: factura simplificada with NIF and IVA 21 % included (12.10 = 10.00 + 2.10), no letters', () => {
    const r = buildReceipt(sale({ variant: 'es', currency: 'EUR', sellerTaxId: 'B12345678', total: '12.10', subtotal: '12.10', lines: [line({ price: '12.10', amount: '12.10' })], payments: [] }));
    expect(r.title).toBe('FACTURA SIMPLIFICADA');
    expect(r.header[0]).toEqual(['NIF', 'B12345678']);
    expect(r.vat).toEqual([{ letter: null, rate: '21', net: '10.00', tax: '2.10', gross: '12.10' }]);
    expect(r.footer).toEqual(['IVA incluido']);
  });

  it('per: boleta B001-<number>, IGV 18 % included (59.94 = 50.80 + 9.14), the cash rounding of 0.04 and the total in words', () => {
    const r = buildReceipt(
      sale({
        variant: 'per', currency: 'PEN', sellerTaxId: '20100070970', total: '59.94', subtotal: '59.94', lines: [line({ price: '59.94', amount: '59.94' })],
        payments: [{ method: 'cash', amount: '59.94', rounding: '0.04', tendered: '100.00', change: '40.10', reference: '' }],
      }),
    );
    expect(r.title).toBe('BOLETA DE VENTA ELECTRÓNICA');
    expect(r.header.slice(0, 2)).toEqual([['RUC', '20100070970'], ['Serie-Número', 'B001-11250007']]);
    expect(r.vat).toEqual([{ letter: null, rate: '18', net: '50.80', tax: '9.14', gross: '59.94' }]);
    expect(r.rounding).toBe('0.04');
    expect(r.collected).toBe('59.90');
    expect(r.change).toBe('40.10');
    expect(r.inWords).toBe('SON CINCUENTA Y NUEVE CON 94/100 SOLES');
  });

  it('ro: bon fiscal with CIF and TVA A 21 % (121.00 = 100.00 + 21.00)', () => {
    const r = buildReceipt(sale({ variant: 'ro', currency: 'RON', sellerTaxId: 'RO123456', total: '121.00', subtotal: '121.00', lines: [line({ price: '121.00', amount: '121.00' })], payments: [] }));
    expect(r.title).toBe('BON FISCAL');
    expect(r.header[0]).toEqual(['CIF', 'RO123456']);
    expect(r.vat).toEqual([{ letter: 'A', rate: '21', net: '100.00', tax: '21.00', gross: '121.00' }]);
  });

  it('packing: 2 boxes of 12 and 3 units make 5 packs and 27 units', () => {
    const r = buildReceipt(
      sale({
        variant: 'packing',
        lines: [line({ unit: 'box', unitLabel: 'Box', quantity: '2', baseQuantity: '24', price: '30.00', amount: '60.00' }), line({ quantity: '3', baseQuantity: '3', price: '21.00', amount: '63.00' })],
      }),
    );
    expect(r.lines[0].packs).toEqual({ packs: '2', perPack: '12', units: '24', unitLabel: 'Box' });
    expect(r.lines[1].packs).toEqual({ packs: '3', perPack: '1', units: '3', unitLabel: 'pc' });
    expect(r.packTotals).toEqual({ packs: '5', units: '27' });
  });

  it('voucher: the voucher number stays with its payment on the receipt', () => {
    const r = buildReceipt(sale({ variant: 'voucher', payments: [{ method: 'voucher', amount: '123.00', tendered: null, change: null, reference: 'GV-0042' }] }));
    expect(r.payments[0].reference).toBe('GV-0042');
  });
});

const row = (r: Partial<CheckoutRow>): CheckoutRow => ({ method: 'cash', accountId: '', amount: '', tendered: '', reference: '', ...r });

describe('the checkout payment rows', () => {
  it('two methods and change: 123.00 PLN as 50.00 by card and 73.00 in cash from 100.00 gives 27.00 back', () => {
    const s = settleCheckout([row({ method: 'card', amount: '50.00', accountId: 'bank-1' }), row({ amount: '73.00', tendered: '100.00', accountId: 'till-1' })], '123.00', 'PLN', 'pl');
    expect(s.complete).toBe(true);
    expect(s.rows.map((r) => r.change)).toEqual(['', '27.00']);
    expect(s.payments).toEqual([
      { method: 'card', amount: '50.00', reference: '', accountId: 'bank-1' },
      { method: 'cash', amount: '73.00', reference: '', tendered: '100.00', accountId: 'till-1' },
    ]);
  });

  it('Peru: 59.94 PEN paid with 59.90 in cash records a rounding of 0.04 on the cash payment, which settles 59.94', () => {
    const s = settleCheckout([row({ amount: '59.90', tendered: '100.00' })], '59.94', 'PEN', 'per');
    expect(s.cashDue).toBe('59.90');
    expect(s.complete).toBe(true);
    expect(s.payments).toEqual([{ method: 'cash', amount: '59.94', reference: '', tendered: '100.00', rounding: '0.04' }]);
    expect(s.rows[0].change).toBe('40.10');
  });

  it('Peru: after 20.00 by card the cash due for the other 39.94 is 39.90; the exact 59.94 in cash is taken as it is', () => {
    const split = settleCheckout([row({ method: 'card', amount: '20.00' }), row({ amount: '39.90' })], '59.94', 'PEN', 'per');
    expect(split.cashDue).toBe('39.90');
    expect(split.payments[1]).toEqual({ method: 'cash', amount: '39.94', reference: '', rounding: '0.04' });
    const exact = settleCheckout([row({ amount: '59.94' })], '59.94', 'PEN', 'per');
    expect(exact.payments).toEqual([{ method: 'cash', amount: '59.94', reference: '' }]);
    expect(exact.rounding).toBe('0');
  });

  it('cannot pay while something is left, too much is given, cash handed over is short, or a voucher has no number', () => {
    expect(settleCheckout([row({ method: 'card', amount: '10.00' })], '123.00', 'PLN', 'pl')).toMatchObject({ complete: false, left: '113.00', payments: [] });
    expect(settleCheckout([row({ method: 'card', amount: '130.00' })], '123.00', 'PLN', 'pl')).toMatchObject({ complete: false, left: '-7.00' });
    expect(settleCheckout([row({ amount: '123.00', tendered: '100' })], '123.00', 'PLN', 'pl').rows[0].problem).toBe('tendered');
    expect(settleCheckout([row({ method: 'voucher', amount: '123.00' })], '123.00', 'PLN', 'voucher').rows[0].problem).toBe('reference');
    expect(settleCheckout([row({ amount: '1.234' })], '123.00', 'PLN', 'pl').rows[0].problem).toBe('amount');
  });

  it('a voucher is sent with its number and without a money account', () => {
    const s = settleCheckout([row({ method: 'voucher', amount: '100.00', reference: 'GV-0042', accountId: 'acc' }), row({ amount: '23.00' })], '123.00', 'PLN', 'voucher');
    expect(s.payments[0]).toEqual({ method: 'voucher', amount: '100.00', reference: 'GV-0042' });
  });

  it('the company methods map to sale payments: transfer is a bank transfer, other is not offered', () => {
    expect(['cash', 'card', 'transfer', 'voucher', 'other'].map(saleMethodOfKind)).toEqual(['cash', 'card', 'bankTransfer', 'voucher', null]);
  });
});
