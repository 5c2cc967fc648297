import { tillListPrice } from './till-catalogue.js';

const p = (retail: string | null, member: string | null = null) => ({ retail, wholesale: null, member, purchase: null });
// Soap: 1,990 a unit, member 1,800; its box of 12 unpriced (12 x the unit price); a bag of 6 priced 11,000.
const soap = { prices: { unit: p('1990', '1800'), box: p(null), bigBag: p(null), bag: p('11000') }, packings: { box: '12', bigBag: null, bag: '6' } };
const clp = { currency: 'CLP', baseCurrency: 'CLP', rate: '1', priceDecimal: 0, priceType: 'retail' as const };

describe('the till list price (the cached catalogue and the server price with it)', () => {
  it('a unit at its price; a blank packing price is the unit price x the size; a priced packing its own price', () => {
    expect([tillListPrice(soap, 'unit', clp), tillListPrice(soap, 'box', clp), tillListPrice(soap, 'bag', clp)]).toEqual(['1990', '23880', '11000']);
  });
  it("the customer's price type, falling back to retail where it has none: member 1,800 a unit, the bag at retail 11,000", () => {
    expect([tillListPrice(soap, 'unit', { ...clp, priceType: 'member' }), tillListPrice(soap, 'bag', { ...clp, priceType: 'member' }), tillListPrice(soap, 'unit', { ...clp, priceType: 'wholesale' })]).toEqual(['1800', '11000', '1990']);
  });
  it('another currency at the rate (950 CLP a USD: 1,990 -> 2.09), none without a rate; no price is 0', () => {
    expect(tillListPrice(soap, 'unit', { ...clp, currency: 'USD', rate: '950' })).toBe('2.09');
    expect(tillListPrice(soap, 'unit', { ...clp, currency: 'USD', rate: null })).toBeNull();
    expect(tillListPrice({ prices: { unit: p(null), box: p(null), bigBag: p(null), bag: p(null) }, packings: soap.packings }, 'unit', clp)).toBe('0');
  });
});
