import { draftWithGift, run, state } from '../testing/sale-order-fixtures.js';

describe('change line prices', () => {
  it('a price and a discount change the amount; a gift line costs nothing', () => {
    const [e] = run(draftWithGift(), { type: 'ChangeLinePrices', lines: [{ lineId: 'id-1', price: '950', discount: '10' }] });
    expect((e as any).data.lines).toEqual([{ lineId: 'id-1', price: '950', discount: '10', gift: false, amount: '1710' }]);
    expect((state(draftWithGift()).lines[1] as any).amount).toBe('0');
  });
});
