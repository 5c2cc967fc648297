import { addDays } from '@tradedesk/contracts/platform/company-time';
import type { ProductRef, Recommendation, RecommendQuery } from '@tradedesk/contracts/reports/report-insight';
import { productsForStock } from '@tradedesk/projections/catalog/products/products.query';
import { getCustomer } from '@tradedesk/projections/customers/customers/customers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { customerPurchases } from '@tradedesk/projections/reports/sale-facts/sale-facts-insight.query';
import { notFound } from '../../platform/http/errors.js';
import { coPurchaseOffers, lapsedRegulars } from './co-purchase.js';

/** What to offer one customer as of `day` (docs/report-insight.md "Recommend"); 404 for an unknown customer. */
export async function recommend(db: Database, q: RecommendQuery, day: string): Promise<Recommendation> {
  const customer = await getCustomer(db, q.customerId);
  if (!customer) throw notFound(`customerId: no customer ${q.customerId}`);
  const from = addDays(day, -(q.days - 1));
  const [history, window] = await Promise.all([customerPurchases(db, { to: day, customerId: q.customerId }), customerPurchases(db, { to: day, from })]);
  const everBought = new Set(history.map((p) => p.productId));
  // Ask for more than the limit: a disabled product is not offered.
  const { similarCustomers, offers } = coPurchaseOffers(q.customerId, window, everBought, q.limit * 2);
  const lapsed = lapsedRegulars(history, day);
  const ids = [...new Set([...offers.flatMap((o) => [o.productId, ...o.via]), ...lapsed.map((l) => l.productId)])];
  const products = await productsForStock(db, ids);
  const ref = (id: string): ProductRef => ({ productId: id, code: products.get(id)?.code ?? '', name: products.get(id)?.name ?? '' });
  const active = (id: string) => products.get(id)?.status === 'active';
  return {
    customerId: customer.id,
    code: customer.code,
    name: customer.name,
    day,
    from,
    similarCustomers,
    offer: offers.filter((o) => active(o.productId)).slice(0, q.limit).map((o) => ({ ...ref(o.productId), score: o.score, buyers: o.buyers, via: o.via.map(ref) })),
    lapsed: lapsed.filter((l) => active(l.productId)).slice(0, q.limit).map((l) => ({ ...ref(l.productId), purchases: l.purchases, interval: l.interval, lastDay: l.lastDay, daysSince: l.daysSince, quantity: l.quantity })),
  };
}
