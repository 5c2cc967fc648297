import { expect, type APIRequestContext } from '@playwright/test';
import { testCaf as cafFile } from '../../services/src/invoicing/e-documents/testing/test-caf.js';
import { rootApi, type RootCall, unique, withSettings } from './support.js';

/** A CAF-like AUTORIZACION (never SII's; the int specs' testCaf): a fresh key pair for folios from..to, its DA (RS `name`) signed by a stand-in key. */
export const testCaf = (rut: string, type: number, from: number, to: number, name = 'Comercial Andes'): string => cafFile({ rut, name, type, from, to }).autorizacion;

export interface ChileanSellerOptions {
  /** The setup id is `<idPrefix>-<s>`. */
  idPrefix: string;
  /** The legal name is `<name> <S>`. */
  name: string;
  rut?: string;
  activity?: string;
  address?: { street: string; buildingNumber: string; city: string };
  /** Adds the boleta series 39. */
  boleta?: boolean;
  /** The test CAFs to load, each [type, from, to] (RS `cafName`). */
  cafs?: [number, number, number][];
  cafName?: string;
}

/**
 * The names of a setup of the test's own, with root's API: a fresh suffix `s`, the setup id
 * `<idPrefix>-<s>` and the legal name `<name> <s>` (other tests' setups never collide with it).
 */
async function ownSetupNames(request: APIRequestContext, idPrefix: string, name: string) {
  const root = await rootApi(request);
  const s = unique('').slice(-6).toUpperCase();
  return { root, s, setupId: `${idPrefix}-${s.toLowerCase()}`, legalName: `${name} ${s}` };
}

/** A Chilean invoice setup of the test's own (series 33 / 61 / PRO, and 39 where `boleta`) with the CAFs it names loaded, through the API. */
export async function chileanSeller(request: APIRequestContext, o: ChileanSellerOptions): Promise<{ root: RootCall; s: string; setupId: string; legalName: string; rut: string }> {
  const { root, s, setupId, legalName } = await ownSetupNames(request, o.idPrefix, o.name);
  const rut = o.rut ?? '12345678-5';
  const address = o.address ?? { street: 'Av. Providencia', buildingNumber: '1234', city: 'Santiago' };
  await root('PUT', `/invoicing/setups/${setupId}`, {
    setup: {
      country: 'CL', legalName, taxId: rut, activity: o.activity ?? 'Venta al por mayor', address: { ...address, countryCode: 'CL' },
      series: { invoice: '33', creditNote: '61', proforma: 'PRO', ...(o.boleta ? { boleta: '39' } : {}) },
    },
  });
  for (const [type, from, to] of o.cafs ?? []) await root('POST', `/invoicing/setups/${setupId}/cafs`, { caf: testCaf(rut, type, from, to, o.cafName) });
  return { root, s, setupId, legalName, rut };
}

type PlAddress = { street: string; buildingNumber?: string; city: string; postalCode?: string };

export interface PolishSellerOptions {
  /** The setup id is `<idPrefix>-<s>`. */
  idPrefix: string;
  /** The legal name is `<name> <S>`. */
  name: string;
  /** The first letters of the invoice, correction and proforma series (each then `<letter><first 4 of S>`). */
  series: [string, string, string];
  address?: PlAddress;
  /** More of the setup (vatId, iban, bankName). */
  more?: Record<string, unknown>;
}

/** A Polish invoice setup of the test's own (NIP 1234563218, series of its own), through the API. */
export async function polishSeller(request: APIRequestContext, o: PolishSellerOptions): Promise<{ root: RootCall; s: string; setupId: string; legalName: string }> {
  const names = await ownSetupNames(request, o.idPrefix, o.name);
  const { root, s, setupId, legalName } = names;
  const [invoice, creditNote, proforma] = o.series.map((letter) => `${letter}${s.slice(0, 4)}`);
  const address = o.address ?? { street: 'ul. Długa', buildingNumber: '5', city: 'Kraków', postalCode: '31-147' };
  await root('PUT', `/invoicing/setups/${setupId}`, {
    setup: { country: 'PL', legalName, taxId: '1234563218', ...o.more, address: { ...address, countryCode: 'PL' }, series: { invoice, creditNote, proforma } },
  });
  return names;
}

/** A Polish invoice client `name` with NIP 5260250274 (by default in ul. Krótka, Gdańsk); answers its id. */
export async function polishClient(root: RootCall, name: string, address: PlAddress = { street: 'ul. Krótka', city: 'Gdańsk' }): Promise<string> {
  return (await root('POST', '/invoicing/clients', { name, country: 'PL', taxId: '5260250274', address: { ...address, countryCode: 'PL' } })).id;
}

/** A Chilean carrier `Transportes <s>` (RUT 96512340-7) and its driver `driver` (id 15.678.901-1), through the API. */
export async function chileanCarrier(root: RootCall, s: string, driver: string): Promise<{ carrier: string; carrierId: string; driverId: string }> {
  const carrier = `Transportes ${s}`;
  const carrierId = (await root('POST', '/invoicing/transport-companies', { name: carrier, country: 'CL', taxId: '96512340-7', address: { street: 'Ruta 5', city: 'Temuco', countryCode: 'CL' } })).id;
  const driverId = (await root('POST', '/invoicing/drivers', { name: driver, idNumber: '15.678.901-1', licenceNumber: 'A4-1234', transportCompanyId: carrierId })).id;
  return { carrier, carrierId, driverId };
}

/**
 * A sale order in pesos of 10 x `Cemento <s>` at 4990 committed without stock on hand (company
 * settings changed only while it is made), once the invoicing's list of CLP orders shows it.
 */
export async function clpCementOrder(request: APIRequestContext, root: RootCall, s: string, warehouseCode: string): Promise<{ id: string; number: string; product: string }> {
  const product = `Cemento ${s}`;
  let d: { id: string; number: string; version: number } = { id: '', number: '', version: 0 };
  await withSettings(request, { BaseCurrencyID: 'CLP', CostCurrencyID: 'CLP', PriceDecimal: 0, EnableSaleOrderTax: false, NegativeStockPolicy: 'warn' }, async () => {
    const productId = (await root('POST', '/products', { code: `C-${s}`, name: product, prices: { unit: { retail: '4990', wholesale: '4990' } } })).id;
    const warehouseId = (await root('POST', '/warehouses', { code: warehouseCode, name: `Bodega ${s}` })).id;
    d = await root('POST', '/sale/order', { warehouseId, currency: 'CLP', lines: [{ productId, quantity: '10', price: '4990' }] });
    await root('POST', '/sale/order/save-commit', { id: d.id, version: d.version });
  });
  await expect.poll(async () => (await root('GET', '/invoicing/sale-orders?currency=CLP')).orders.some((o: { number: string }) => o.number === d.number)).toBe(true);
  return { id: d.id, number: d.number, product };
}
