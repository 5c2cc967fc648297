import { categoryStreamId } from '@tradedesk/contracts/catalog/categories';
import { productStreamId } from '@tradedesk/contracts/catalog/products';
import { warehouseStreamId } from '@tradedesk/contracts/catalog/warehouses';
import { allCategories } from '@tradedesk/projections/catalog/categories/categories.query';
import { takenBarcodes, takenCodes } from '@tradedesk/projections/catalog/products/products.query';
import { takenWarehouseCode } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import { metadataOf } from '../platform/cqrs/command-runtime.js';
import type { AppendRequest } from '../platform/event-store/event-store.js';
import type { Platform } from '../platform/platform.js';
import { categoryDecider } from './categories/category.decider.js';
import { newProductEvents } from './products/create-product/create-product.decide.js';
import { initialProductState } from './products/product.state.js';
import { warehouseDecider } from './warehouses/warehouse.decider.js';

const ACTOR = 'demo';

/** Two warehouses with zones. */
export const DEMO_WAREHOUSES = [
  { id: 'demo-bodega-central', code: 'BC', name: 'Bodega Central', address: 'Av. Brasil 1450, Valparaíso', zones: ['A', 'B', 'C', 'D'] },
  { id: 'demo-tienda-meiggs', code: 'TM', name: 'Tienda Meiggs', address: 'Calle Meiggs 120, Santiago', zones: ['Sala', 'Trastienda'] },
];

const CATEGORIES: [string, string[]][] = [
  ['Abarrotes', ['Arroz', 'Fideos', 'Aceite', 'Azúcar', 'Harina', 'Legumbres', 'Sal', 'Conservas de atún']],
  ['Bebidas', ['Bebida cola', 'Agua mineral', 'Jugo de naranja', 'Néctar de durazno', 'Bebida limón', 'Té helado']],
  ['Limpieza', ['Detergente', 'Lavaloza', 'Cloro', 'Limpiavidrios', 'Esponja', 'Bolsas de basura']],
  ['Paquetería', ['Cuaderno', 'Lápiz pasta', 'Pegamento', 'Tijeras', 'Cinta adhesiva']],
  ['Hogar', ['Vaso de vidrio', 'Plato hondo', 'Taza', 'Cuchara', 'Tenedor', 'Olla', 'Sartén']],
  ['Juguetería', ['Pelota', 'Muñeca', 'Auto a control', 'Puzzle', 'Peluche']],
];
const VARIANTS = ['250 g', '500 g', '1 kg', 'x6', 'grande', 'mediano', 'chico', 'surtido'];

/**
 * The demo catalogue: categories, two warehouses with zones and a few hundred products in
 * several packings, with Spanish names and CLP prices (no decimals). Idempotent: nothing is
 * written when the first demo product exists already; categories of the same name are reused,
 * warehouses, codes and barcodes the company already uses are left out. One transaction.
 */
export async function seedDemoCatalog(platform: Platform): Promise<{ products: number }> {
  const { runtime, store } = platform;
  if ((await store.readStream(productStreamId('demo-p-0001'))).version > 0) return { products: 0 };
  const ctx = runtime.context({ userId: ACTOR });
  const requests: AppendRequest[] = [];
  // What the company made itself stays: same-named categories are reused, taken codes skipped.
  const existing = new Map((await allCategories(platform.db)).filter((c) => !c.parentId).map((c) => [c.name.toLowerCase(), c.id]));
  for (const w of DEMO_WAREHOUSES) {
    if (await takenWarehouseCode(platform.db, w.code)) continue;
    const events = [
      ...warehouseDecider.decide({ type: 'CreateWarehouse', warehouseId: w.id, fields: { code: w.code, name: w.name, address: w.address } }, warehouseDecider.initialState(), ctx),
    ];
    const state = events.reduce((s, e) => warehouseDecider.evolve(s, e), warehouseDecider.initialState());
    events.push(
      ...warehouseDecider.decide(
        { type: 'AddZones', warehouseId: w.id, zones: w.zones.map((z) => ({ zoneId: `${w.id}-${z.toLowerCase()}`, code: z.toUpperCase(), name: `Zona ${z}`, barcode: `${w.code}-${z.toUpperCase()}` })) },
        state,
        ctx,
      ),
    );
    requests.push({ streamId: warehouseStreamId(w.id), expectedVersion: 'no_stream', events });
  }
  let n = 0;
  for (const [ci, [category, items]] of CATEGORIES.entries()) {
    const categoryId = existing.get(category.toLowerCase()) ?? `demo-cat-${ci + 1}`;
    if (!existing.has(category.toLowerCase())) requests.push({
      streamId: categoryStreamId(categoryId),
      expectedVersion: 'no_stream',
      events: categoryDecider.decide({ type: 'CreateCategory', categoryId, name: category, parentId: null, facts: { parentPath: [], parentDisabled: false } }, categoryDecider.initialState(), ctx),
    });
    for (const [ii, item] of items.entries()) {
      for (const [vi, variant] of VARIANTS.entries()) {
        n++;
        const productId = `demo-p-${String(n).padStart(4, '0')}`;
        const ean = `78${String(10000000000 + n * 10).slice(-10)}`;
        const retail = 390 + ((ci * 7 + ii * 13 + vi * 29) % 60) * 100;
        const box = [6, 12, 24, 48][(ii + vi) % 4];
        const packings = {
          box: { size: String(box), barcode: `1${ean}`, enabled: true },
          ...(vi % 2 === 0 ? { bigBag: { size: String(box * 6), barcode: `2${ean}`, enabled: true } } : {}),
          ...(vi % 3 === 0 ? { bag: { size: String(box / 2), barcode: `3${ean}`, enabled: true } } : {}),
        };
        requests.push({
          streamId: productStreamId(productId),
          expectedVersion: 'no_stream',
          events: newProductEvents(
            {
              productId,
              data: {
                code: `${category.slice(0, 3).toUpperCase()}-${String(n).padStart(4, '0')}`,
                name: `${item} ${variant}`,
                names: { es: `${item} ${variant}` },
                categoryId,
                unitLabel: 'Unidad',
                barcode: ean,
                cost: String(Math.round(retail * 0.55)),
                images: [],
                sizeGroupId: null,
                sizes: [],
                colors: [],
                shelfLifeDays: ci < 2 ? 365 : null,
              },
              packings,
              prices: {
                unit: { retail: String(retail), wholesale: String(Math.round(retail * 0.8)), member: String(Math.round(retail * 0.9)), purchase: String(Math.round(retail * 0.55)) },
                ...(vi % 4 === 0 ? { box: { wholesale: String(Math.round(retail * 0.75) * box) } } : {}),
              },
            },
            initialProductState(),
          ),
        });
      }
    }
  }
  const products = requests.filter((r) => r.streamId.startsWith('product-'));
  const codes = await takenCodes(platform.db, products.map((r) => (r.events[0].data as any).code));
  const barcodes = await takenBarcodes(platform.db, products.flatMap((r) => barcodesOfEvent(r.events[0].data)));
  const keep = requests.filter((r) => !r.streamId.startsWith('product-') || (!codes.has((r.events[0].data as any).code.toLowerCase()) && !barcodesOfEvent(r.events[0].data).some((b) => barcodes.has(b))));
  if (keep.length === 0) return { products: 0 };
  await store.appendMany(keep, metadataOf({ userId: ACTOR, commandId: 'demo-catalog' }, runtime.newId), { inline: runtime.inlineHook });
  return { products: keep.filter((r) => r.streamId.startsWith('product-')).length };
}

function barcodesOfEvent(d: any): string[] {
  return [d.barcode, d.packings?.box?.barcode, d.packings?.bigBag?.barcode, d.packings?.bag?.barcode].filter(Boolean);
}
