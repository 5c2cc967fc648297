import { creditLines, priceDocument, priceGrossDocument, type LineToPrice, saleOrderLineToPrice } from './invoice-amounts.js';
import { formatInvoiceNumber, seriesCounter } from './invoice-setup.js';

const line = (over: Partial<LineToPrice>): LineToPrice => ({
  productCode: '', description: 'x', unitCode: 'H87', unitName: 'szt.', quantity: '1', unitPrice: '0', discount: '0', vatCategory: 'S', vatRate: '23', exemptionReason: '', saleOrderId: null, ...over,
});

describe('invoice amounts', () => {
  it('PLN: unit prices to 3 places, nets to 2, VAT once per rate on the rate’s net', () => {
    const d = priceDocument('PL', 'PLN', [
      line({ quantity: '3', unitPrice: '12.345' }), // 37.035 -> 37.04
      line({ quantity: '2', unitPrice: '10', discount: '1.5' }), // 18.50
      line({ quantity: '4', unitPrice: '2.5', vatRate: '5' }), // 10.00
      line({ quantity: '1', unitPrice: '19.99', vatRate: '8' }), // 19.99
    ]);
    expect(d.lines.map((l) => [l.unitPrice, l.netAmount, l.vatAmount])).toEqual([
      ['12.345', '37.04', '8.52'],
      ['10.000', '18.50', '4.26'],
      ['2.500', '10.00', '0.50'],
      ['19.990', '19.99', '1.60'],
    ]);
    // 23 %: 55.54 x 0.23 = 12.7742 -> 12.77 (the lines' 8.52 + 4.26 would say 12.78)
    expect(d.vatTotals).toEqual([
      { vatCategory: 'S', vatRate: '23', taxableAmount: '55.54', vatAmount: '12.77' },
      { vatCategory: 'S', vatRate: '8', taxableAmount: '19.99', vatAmount: '1.60' },
      { vatCategory: 'S', vatRate: '5', taxableAmount: '10.00', vatAmount: '0.50' },
    ]);
    expect(d.totals).toEqual({ net: '85.53', vat: '14.87', gross: '100.40', discount: '1.50' });
  });

  it('HUF: no decimals (333.5 -> 334; 1002 x 27 % = 270.54 -> 271)', () => {
    const d = priceDocument('HU', 'HUF', [line({ quantity: '3', unitPrice: '333.5', vatRate: '27' })]);
    expect(d.totals).toEqual({ net: '1002', vat: '271', gross: '1273', discount: '0' });
  });

  it('a credit note of one of three: negative amounts, the line it corrects', () => {
    const original = priceDocument('PL', 'PLN', [line({ quantity: '3', unitPrice: '12.345' })]).lines;
    expect(creditLines('PL', 'PLN', original, new Map([[1, '1']]))).toEqual([
      expect.objectContaining({ lineNo: 1, correctsLineNo: 1, quantity: '-1', netAmount: '-12.35', vatAmount: '-2.84', grossAmount: '-15.19' }),
    ]);
  });

  it('a credit note keeps the amounts in the currency decimals: 12.50 credited is -12.50, not -12.5', () => {
    const original = priceDocument('PL', 'PLN', [line({ quantity: '3', unitPrice: '12.50', vatRate: '8' })]).lines;
    // 1 x 12.50 = 12.50 net; 8 %: 1.00 VAT; 13.50 gross
    expect(creditLines('PL', 'PLN', original, new Map([[1, '1']]))).toEqual([expect.objectContaining({ quantity: '-1', netAmount: '-12.50', vatAmount: '-1.00', grossAmount: '-13.50' })]);
  });

  it('numbers per country and the gapless counter per series (and year where the number has it)', () => {
    expect(formatInvoiceNumber('PL', 'FV', '2026-11-25', 7)).toBe('FV/2026/11/0007');
    expect(formatInvoiceNumber('PE', 'F001', '2026-11-25', 7)).toBe('F001-00000007');
    expect(formatInvoiceNumber('EC', '001-002', '2026-11-25', 7)).toBe('001-002-000000007');
    expect(formatInvoiceNumber('CL', '33', '2026-11-25', 7)).toBe('7');
    expect(formatInvoiceNumber('ES', 'F', '2026-11-25', 7)).toBe('F-2026-00007');
    expect(seriesCounter('main', 'invoice', 'FV', 'PL', '2026-11-25')).toBe('invoice-main-invoice-fv-2026');
    expect(seriesCounter('main', 'invoice', 'F001', 'PE', '2026-11-25')).toBe('invoice-main-invoice-f001');
  });
});

describe('a sale order line as an invoice line', () => {
  it('keeps the list price; the amount below quantity x price is the discount, in exact decimals', () => {
    // 3 x 0.10 = 0.30 exactly (a float gives 0.30000000000000004); the line was sold for 0.25.
    expect(saleOrderLineToPrice({ code: 'P1', name: 'Candy', unit: 'box', quantity: '3', price: '0.10', amount: '0.25' }, '23', 'so1')).toEqual({
      productCode: 'P1', description: 'Candy', unitCode: 'BX', unitName: 'box', quantity: '3', unitPrice: '0.10', discount: '0.05', vatCategory: 'S', vatRate: '23', exemptionReason: '', saleOrderId: 'so1',
    });
  });

  it('never a negative discount: a line sold above its list price keeps the list price and no discount', () => {
    expect(saleOrderLineToPrice({ code: 'P2', name: 'Tea', unit: 'unit', quantity: '2', price: '5', amount: '12' }, '8', 'so2')).toMatchObject({ unitCode: 'H87', discount: '0' });
  });

  describe('a boleta: prices with IVA included (Chile)', () => {
    it('the total is what the lines say with IVA; net and IVA derived once per rate from that total, in whole pesos', () => {
      const d = priceGrossDocument('CL', 'CLP', [
        line({ quantity: '3', unitPrice: '990', vatRate: '19' }), // 2970 with IVA
        line({ quantity: '2', unitPrice: '1500', discount: '100', vatRate: '19' }), // 2900 with IVA
        line({ quantity: '1', unitPrice: '5000', vatRate: '0', vatCategory: 'E' }), // exempt
      ]);
      expect(d.lines.map((l) => [l.unitPrice, l.grossAmount, l.netAmount, l.vatAmount])).toEqual([
        ['990', '2970', '2496', '474'],
        ['1500', '2900', '2437', '463'],
        ['5000', '5000', '5000', '0'],
      ]);
      // 5870 / 1.19 = 4932.77 -> MntNeto 4933, IVA 937; MntExe 5000.
      expect(d.vatTotals).toEqual([
        { vatCategory: 'S', vatRate: '19', taxableAmount: '4933', vatAmount: '937' },
        { vatCategory: 'E', vatRate: '0', taxableAmount: '5000', vatAmount: '0' },
      ]);
      expect(d.totals).toEqual({ net: '9933', vat: '937', gross: '10870', discount: '100' });
    });

    it('three lines of 1000: the total stays 3000 although each line’s net rounds down (840 x 3 = 2520, not 2521)', () => {
      const d = priceGrossDocument('CL', 'CLP', [1, 2, 3].map(() => line({ quantity: '1', unitPrice: '1000', vatRate: '19' })));
      expect(d.lines.map((l) => l.netAmount)).toEqual(['840', '840', '840']);
      expect(d.vatTotals).toEqual([{ vatCategory: 'S', vatRate: '19', taxableAmount: '2521', vatAmount: '479' }]);
      expect(d.totals.gross).toBe('3000');
    });

    it('exact decimals: a price with cents is rounded to the peso before the sum, never a float (0.1 + 0.2 stays exact)', () => {
      const d = priceGrossDocument('CL', 'CLP', [line({ quantity: '0.1', unitPrice: '1000.4', vatRate: '19' }), line({ quantity: '0.2', unitPrice: '1000', vatRate: '19' })]);
      expect(d.lines.map((l) => [l.unitPrice, l.grossAmount])).toEqual([['1000', '100'], ['1000', '200']]);
      expect(d.totals).toMatchObject({ gross: '300', net: '252', vat: '48' });
    });
  });
});
