import { Controller, Get, Inject } from '@nestjs/common';
import { POS_TILL_CATALOGUE_READ_MODEL, type TillCatalogue, type TillCatalogueProduct, type TillCatalogueQuery, tillCatalogueQuery, tillCatalogueSchema } from '@tradedesk/contracts/pos/till-catalogue';
import { customersForSale } from '@tradedesk/projections/customers/customers/customers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { payMethodRefs } from '@tradedesk/projections/pos/pay-methods/pay-methods.query';
import { tillChangesSince } from '@tradedesk/projections/pos/till-catalogue/till-catalogue.query';
import { tillProducts } from '@tradedesk/projections/pos/till-catalogue/till-products';
import type { TillContext } from '../../platform/http/auth.guard.js';
import { CurrentTill, Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { RawJson } from '../../platform/http/raw-json.js';
import { DATABASE } from '../../platform/tokens.js';
import { PosFactsLoader } from '../pos-facts.loader.js';

/**
 * GET /be/api/pos/till/catalogue?since=: the offline till's catalogue feed (docs/pos.md
 * "Offline"), for an authorised device (its cashier need not be signed in: the till refreshes
 * before the PIN too).
 */
@Controller('api/pos/till')
export class TillCatalogueController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly facts: PosFactsLoader,
  ) {}

  @Get('catalogue')
  @Endpoint({
    summary: "What changed since a log position for the till's cache: products (packings, barcodes, price tables), customers, payment methods, the register's pricing; paged (`more`: ask again from `position`)",
    access: 'pos-device',
    query: tillCatalogueQuery,
    response: tillCatalogueSchema,
    readModels: [POS_TILL_CATALOGUE_READ_MODEL],
  })
  async catalogue(@ValidQuery() q: TillCatalogueQuery, @CurrentTill() till: TillContext): Promise<RawJson<TillCatalogue>> {
    const { changes, position, more } = await tillChangesSince(this.db, q.since, q.limit);
    const ids = (kind: string) => changes.filter((c) => c.kind === kind).map((c) => c.id);
    const methodIds = ids('payMethod');
    // Products go out as the bodies the read model keeps, as text (neither built nor parsed again:
    // most of a cold fill's time at 300,000 products otherwise); one it holds none for is read live.
    const kept = changes.flatMap((c) => (c.kind === 'product' && c.body !== null ? [c.body] : []));
    const [live, customers, methods, settings] = await Promise.all([
      tillProducts(this.db, changes.filter((c) => c.kind === 'product' && c.body === null).map((c) => c.id)),
      customersForSale(this.db, ids('customer')),
      methodIds.length ? payMethodRefs(this.db, methodIds) : Promise.resolve(new Map()),
      changes.some((c) => c.kind === 'settings') || q.since === '0' ? this.facts.tillPricing(till.registerId) : Promise.resolve(null),
    ]);
    const rest: Omit<TillCatalogue, 'products'> = {
      position,
      more,
      customers: [...customers.values()].map((c) => ({ id: c.id, code: c.code, name: c.name, status: c.status as 'active' | 'disabled', priceType: c.priceType as 'retail' | 'wholesale' | 'member', discount: c.discount })),
      payMethods: [...methods.values()].map((m) => ({ id: m.id, name: m.name, kind: m.kind, active: m.active, position: m.position, currencies: m.accounts.map((a: { currency: string }) => a.currency) })),
      settings,
    };
    const products: TillCatalogueProduct[] = live;
    return new RawJson(`{"products":[${[...kept, ...products.map((p) => JSON.stringify(p))].join(',')}],${JSON.stringify(rest).slice(1)}`);
  }
}
