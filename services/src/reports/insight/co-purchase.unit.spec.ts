import { coPurchaseOffers, lapsedRegulars, type Purchase } from './co-purchase.js';

const buy = (customerId: string, productId: string, day = '2026-03-01', quantity = '1'): Purchase => ({ customerId, productId, day, quantity });

describe('co-purchase offers', () => {
  // Me: rice, soy. Ana: rice, soy, tea (shares 2 of 3 products: 2/3). Li: rice, tea, cola (shares 1 of 4: 1/4).
  // Wang: cola only (shares nothing: not similar). Tea: 2/3 + 1/4 = 0.9167 by 2 buyers; cola: 1/4 by Li only (Wang is not similar).
  const window = [
    buy('me', 'rice'), buy('me', 'soy'),
    buy('ana', 'rice'), buy('ana', 'soy'), buy('ana', 'tea'),
    buy('li', 'rice'), buy('li', 'tea'), buy('li', 'cola'),
    buy('wang', 'cola'),
  ];

  it('scores each product the customer never bought by the similarity of the similar customers who bought it', () => {
    const r = coPurchaseOffers('me', window, new Set(['rice', 'soy']), 10);
    expect(r.similarCustomers).toBe(2);
    expect(r.offers).toEqual([
      { productId: 'tea', score: '0.9167', buyers: 2, via: ['rice', 'soy'] },
      { productId: 'cola', score: '0.2500', buyers: 1, via: ['rice'] },
    ]);
  });

  it('never offers what the customer bought before the window, and keeps to the limit', () => {
    expect(coPurchaseOffers('me', window, new Set(['rice', 'soy', 'tea']), 10).offers.map((o) => o.productId)).toEqual(['cola']);
    expect(coPurchaseOffers('me', window, new Set(['rice', 'soy']), 1).offers.map((o) => o.productId)).toEqual(['tea']);
  });

  it('a customer without purchases in the window has no similar customers and no offers', () => {
    expect(coPurchaseOffers('nobody', window, new Set(), 10)).toEqual({ similarCustomers: 0, offers: [] });
  });
});

describe('lapsed regulars', () => {
  it('lists a product bought on 3 days or more whose last purchase is over 1.5 x its average interval ago', () => {
    const history = [
      // rice on 03-01, 03-11, 03-21: every 10 days; 20 days since by 04-10 > 15: lapsed.
      buy('me', 'rice', '2026-03-01', '5'), buy('me', 'rice', '2026-03-11', '5'), buy('me', 'rice', '2026-03-21', '6'),
      // soy every 10 days too, last 04-01: 9 days since, not lapsed.
      buy('me', 'soy', '2026-03-12'), buy('me', 'soy', '2026-03-22'), buy('me', 'soy', '2026-04-01'),
      // tea twice only: not a regular.
      buy('me', 'tea', '2026-01-01'), buy('me', 'tea', '2026-01-05'),
    ];
    expect(lapsedRegulars(history, '2026-04-10')).toEqual([{ productId: 'rice', purchases: 3, interval: '10.0', lastDay: '2026-03-21', daysSince: 20, quantity: '16' }]);
    // Exactly 1.5 x (15 days since) is not yet lapsed.
    expect(lapsedRegulars(history, '2026-04-05')).toEqual([]);
  });

  it('counts a day once however many orders it had, and puts the most overdue first', () => {
    const history = [
      buy('me', 'rice', '2026-03-01'), buy('me', 'rice', '2026-03-01'), buy('me', 'rice', '2026-03-03'), buy('me', 'rice', '2026-03-05'),
      buy('me', 'soy', '2026-02-01'), buy('me', 'soy', '2026-02-11'), buy('me', 'soy', '2026-02-21'),
    ];
    // rice: every 2 days, 26 days since 03-05 by 03-31 (13 x); soy: every 10 days, 38 days since (3.8 x).
    expect(lapsedRegulars(history, '2026-03-31').map((l) => [l.productId, l.purchases, l.interval, l.daysSince])).toEqual([['rice', 3, '2.0', 26], ['soy', 3, '10.0', 38]]);
  });
});
