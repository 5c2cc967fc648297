import { draftWithGift, facts, run } from '../testing/sale-order-fixtures.js';

describe('change line quantity', () => {
  it('a quantity in another unit converts to base units and takes that unit price', () => {
    const [e] = run(draftWithGift(), { type: 'ChangeLineQuantity', lineId: 'id-1', quantity: '1', unit: 'box', facts: facts() });
    expect((e as any).data.lines).toEqual([{ lineId: 'id-1', quantity: '1', baseQuantity: '24', amount: '21600', unit: 'box', price: '21600' }]);
  });
});
