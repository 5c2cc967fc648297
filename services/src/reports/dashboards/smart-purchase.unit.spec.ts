import { suggestPurchase } from './smart-purchase.js';

/**
 * The smart purchase's suggestion on worked examples, computed by hand (issue 15 "Tests": smart
 * purchase's suggestion on a worked example).
 */
describe('smart purchase suggestion', () => {
  it('90 sold in 30 days, 7 days lead, 14 days cover, 7 days safety, 20 on hand, 10 on order: 54', () => {
    // 90 / 30 = 3 a day; 3 x (7 + 14) = 63; safety 3 x 7 = 21; 63 + 21 - 20 - 10 = 54.
    expect(suggestPurchase({ sold: '90', windowDays: 30, leadDays: 7, coverDays: 14, safetyDays: 7, onHand: '20', onOrder: '10' })).toEqual({
      averageDaily: '3', demand: '63', safetyStock: '21', suggested: '54',
    });
  });

  it('a fraction of a unit is bought whole: 10 sold in 30 days over 10 + 5 days, nothing in stock', () => {
    // 10 / 30 = 0.3333… a day; 10 x 15 / 30 = 5; safety 10 x 2 / 30 = 0.6667;
    // 5.6667 - 0 - 0 rounds up to 6.
    expect(suggestPurchase({ sold: '10', windowDays: 30, leadDays: 10, coverDays: 5, safetyDays: 2, onHand: '0', onOrder: '0' })).toEqual({
      averageDaily: '0.3333', demand: '5', safetyStock: '0.6667', suggested: '6',
    });
  });

  it('enough on hand and on order: nothing to buy, never a negative quantity', () => {
    // 3 a day x 21 = 63 + 21 = 84 needed; 60 + 30 = 90 held: -6 -> 0.
    expect(suggestPurchase({ sold: '90', windowDays: 30, leadDays: 7, coverDays: 14, safetyDays: 7, onHand: '60', onOrder: '30' }).suggested).toBe('0');
    // Exactly enough: 84 held -> 0.
    expect(suggestPurchase({ sold: '90', windowDays: 30, leadDays: 7, coverDays: 14, safetyDays: 7, onHand: '84', onOrder: '0' }).suggested).toBe('0');
  });

  it('decimal stock (kilos): 4.5 sold in 3 days, 2 + 2 days, 1 day safety, 1.25 on hand: 6.25 rounds up to 7', () => {
    // 1.5 a day x 4 = 6; safety 1.5; 6 + 1.5 - 1.25 = 6.25 -> 7.
    expect(suggestPurchase({ sold: '4.5', windowDays: 3, leadDays: 2, coverDays: 2, safetyDays: 1, onHand: '1.25', onOrder: '0' })).toEqual({
      averageDaily: '1.5', demand: '6', safetyStock: '1.5', suggested: '7',
    });
  });

  it('a whole need stays whole: 20 sold in 3 days over 1 + 1 days with 1 day of safety is 20, not 21', () => {
    // 20 / 3 a day x 3 days = 20 exactly.
    expect(suggestPurchase({ sold: '20', windowDays: 3, leadDays: 1, coverDays: 1, safetyDays: 1, onHand: '0', onOrder: '0' })).toEqual({
      averageDaily: '6.6667', demand: '13.3333', safetyStock: '6.6667', suggested: '20',
    });
  });
});
