// Products for the till benches (till-catalogue, till-browser): n ProductCreated events written
// set-based into es.events (generate_series, 50,000 per statement), then the products and
// pos-till-catalogue read models REBUILT from them with their own rebuild path. Product pN has
// code P-000000N, the unit barcode 780 + N (10 digits), three packings with their own barcodes
// (box 1780.., bigBag 2780.., bag 3780..) and a retail unit price of 500 + N % 5000.
import { fmt, round } from './_lib.mjs';

const SEED_CHUNK = 50_000;

export const SEED_SQL = `
  insert into es.events (stream_id, stream_version, type, data, metadata, recorded_at)
  select 'product-p' || g, 1, 'ProductCreated',
    jsonb_build_object(
      'productId', 'p' || g, 'code', 'P-' || lpad(g::text, 7, '0'), 'name', 'Producto ' || g, 'names', '{}'::jsonb,
      'categoryId', null, 'unitLabel', '', 'barcode', '780' || lpad(g::text, 10, '0'), 'cost', '100',
      'packings', jsonb_build_object(
        'box', jsonb_build_object('size', '12', 'barcode', '1780' || lpad(g::text, 10, '0'), 'enabled', true),
        'bigBag', jsonb_build_object('size', '144', 'barcode', '2780' || lpad(g::text, 10, '0'), 'enabled', true),
        'bag', jsonb_build_object('size', '6', 'barcode', '3780' || lpad(g::text, 10, '0'), 'enabled', true)),
      'prices', jsonb_build_object('unit', jsonb_build_object('retail', (500 + g % 5000)::text, 'wholesale', null, 'member', null, 'purchase', null),
        'box', jsonb_build_object('retail', null, 'wholesale', null, 'member', null, 'purchase', null),
        'bigBag', jsonb_build_object('retail', null, 'wholesale', null, 'member', null, 'purchase', null),
        'bag', jsonb_build_object('retail', null, 'wholesale', null, 'member', null, 'purchase', null)),
      'images', '[]'::jsonb, 'sizeGroupId', null, 'sizes', '[]'::jsonb, 'colors', '[]'::jsonb, 'shelfLifeDays', null),
    jsonb_build_object('userId', 'u-bench'), now()
  from generate_series($1::int, $2::int) as g`;


/** The unit barcode of product pN. */
export const unitBarcode = (n) => `780${String(n).padStart(10, '0')}`;

export async function seedTillProducts({ db, store, n, log }) {
  const { rebuildProjector } = await import('../../projections/dist/platform/rebuild.js');
  const { productsProjector } = await import('../../projections/dist/catalog/products/products.projector.js');
  const { tillCatalogueProjector } = await import('../../projections/dist/pos/till-catalogue/till-catalogue.projector.js');
  const t0 = performance.now();
  for (let from = 1; from <= n; from += SEED_CHUNK) await db.query(SEED_SQL, [from, Math.min(n, from + SEED_CHUNK - 1)]);
  await db.query('vacuum analyze es.events');
  const products = await rebuildProjector({ db, source: store, projector: productsProjector });
  const changes = await rebuildProjector({ db, source: store, projector: tillCatalogueProjector });
  await db.query('vacuum analyze rm.products, rm.product_barcodes, rm.pos_till_changes');
  log(`till: ${fmt(n)} products seeded in ${round((performance.now() - t0) / 1000, 1)} s (products rebuilt in ${round(products.ms / 1000, 1)} s, the change log in ${round(changes.ms / 1000, 1)} s)`);
}
