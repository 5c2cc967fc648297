import { randomUUID } from 'node:crypto';
import { type InvoicingApi, today } from './invoicing-api.js';

type PlAddress = { street: string; buildingNumber: string; city: string; postalCode: string };

/** What differs between the Polish advance / final invoice specs: their series and codes (the seller and client Meble Odra and Sklep Bałtyk unless named). */
export interface PolishOrdersSetup {
  setupId: string;
  series: { invoice: string; creditNote: string; proforma: string };
  legalName?: string;
  address?: PlAddress;
  client?: { name: string; address: PlAddress };
  /** The codes of the three products (table, chair, book). */
  codes: [string, string, string];
  warehouse: { code: string; name: string };
}

/** Company settings of a Polish wholesaler in PLN. */
export const plSettings = { BaseCurrencyID: 'PLN', CostCurrencyID: 'PLN', PriceDecimal: 3, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn', SaleType: 'Wholesale', SystemTimeZone: 0 };

/**
 * A Polish seller (the setup), its client with a NIP and an order of three products at three VAT
 * rates: a table 100 at 23 %, 2 chairs of 25 at 8 %, a book 10 at 5 % (160.00 net, 187.50 gross).
 * `prepare` (after `api.start(plSettings)`) saves them; `commitOrder` commits one such order;
 * `advance` and `invoiceOf` are the bodies of an advance invoice and of the order's invoice.
 */
export function polishOrders(api: InvoicingApi, setup: PolishOrdersSetup) {
  const p = {
    legalName: 'Meble Odra sp. z o.o.', address: { street: 'ul. Długa', buildingNumber: '5', city: 'Wrocław', postalCode: '50-001' },
    client: { name: 'Sklep Bałtyk', address: { street: 'ul. Morska', buildingNumber: '1', city: 'Gdańsk', postalCode: '80-001' } },
    ...setup,
  };
  const pl = { setupId: p.setupId, clientId: '' };
  let order: { productId: string; quantity: string }[] = [];
  let warehouseId = '';
  const prepare = async () => {
    await api.ok('PUT', `/invoicing/setups/${p.setupId}`, {
      setup: { country: 'PL', legalName: p.legalName, taxId: '1234563218', series: p.series, address: { ...p.address, countryCode: 'PL' } },
    });
    pl.clientId = (await api.ok('POST', '/invoicing/clients', { country: 'PL', name: p.client.name, taxId: '5260250274', address: { ...p.client.address, countryCode: 'PL' } })).id;
    const [stol, krzeslo, ksiazka] = [await api.product(p.codes[0], 'Stół', '100'), await api.product(p.codes[1], 'Krzesło', '25'), await api.product(p.codes[2], 'Książka', '10')];
    order = [{ productId: stol, quantity: '1' }, { productId: krzeslo, quantity: '2' }, { productId: ksiazka, quantity: '1' }];
    warehouseId = (await api.ok('POST', '/warehouses', p.warehouse)).id;
  };
  const commitOrder = () => api.commitOrder(warehouseId, order);
  const advance = (saleOrderId: string, amount: string, extra: Record<string, unknown> = {}) => ({
    commandId: randomUUID(), setupId: p.setupId, clientId: pl.clientId, saleOrderId, amount, receivedOn: today(), vatRates: ['23', '8', '5'], ...extra,
  });
  const invoiceOf = (saleOrderId: string, extra: Record<string, unknown> = {}) => ({ commandId: randomUUID(), setupId: p.setupId, clientId: pl.clientId, saleOrderIds: [saleOrderId], saleOrderVatRate: '23', ...extra });
  return Object.assign(pl, { prepare, commitOrder, advance, invoiceOf });
}
