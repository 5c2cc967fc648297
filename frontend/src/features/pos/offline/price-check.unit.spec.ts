import type { TillCatalogueProduct, TillPricingSettings } from '@tradedesk/contracts/pos/till-catalogue';
import { priceCheckOf } from './price-check';

/** Rice: 1,250 a unit retail, 1,100 wholesale; a box of 10 with its own retail price 11,900; a bag of 5 priced from the unit. */
const rice: TillCatalogueProduct = {
  id: 'p1',
  code: 'ARR',
  name: 'Arroz',
  status: 'active',
  packings: { box: '10', bigBag: null, bag: '5' },
  prices: { unit: { retail: '1250', wholesale: '1100' }, box: { retail: '11900' } },
  barcodes: [
    { barcode: '7802', unit: 'unit' },
    { barcode: '97802', unit: 'box' },
    { barcode: '97803', unit: 'box' },
  ],
};
const clp: TillPricingSettings = { currency: 'CLP', baseCurrency: 'CLP', rate: '1', priceDecimal: 0, maxDiscount: '10' };

describe("the price check from the till's copy", () => {
  it('every packing the product is sold in, with its size, retail price and barcodes; the scanned one named', () => {
    const c = priceCheckOf(rice, '97803', clp, null, '2026-11-25T12:00:00.000Z');
    expect([c.code, c.unit, c.priceType, c.discount, c.asOf]).toEqual(['ARR', 'box', 'retail', '0', '2026-11-25T12:00:00.000Z']);
    expect(c.packings.map((p) => [p.unit, p.size, p.price, p.net, p.barcodes.join(' ')])).toEqual([
      ['unit', '1', '1250', '1250', '7802'],
      ['box', '10', '11900', '11900', '97802 97803'],
      ['bag', '5', '6250', '6250', ''],
    ]);
  });

  it("a customer's price type and membership discount: the wholesale list and the price after 5 %", () => {
    const c = priceCheckOf(rice, 'arr', clp, { priceType: 'wholesale', discount: '5' }, null);
    expect([c.unit, c.priceType, c.discount]).toEqual(['unit', 'wholesale', '5']);
    // The box has no wholesale price: retail (the server's fallback too); the bag is 5 x 1,100.
    expect(c.packings.map((p) => [p.unit, p.price, p.net])).toEqual([
      ['unit', '1100', '1045'],
      ['box', '11900', '11305'],
      ['bag', '5500', '5225'],
    ]);
  });

  it('a register in another currency with no rate in force: no price rather than a wrong one', () => {
    const c = priceCheckOf(rice, '7802', { ...clp, currency: 'USD', rate: null }, null, null);
    expect(c.packings.map((p) => [p.unit, p.price, p.net])).toEqual([
      ['unit', null, null],
      ['box', null, null],
      ['bag', null, null],
    ]);
  });
});
