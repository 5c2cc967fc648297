// The sales data set of the issue-15 benches (sale-reports, report-jobs): N SaleOrderCommitted
// events of 10 lines (20k products drawn evenly, 2k customers, one order in ten without one,
// 12 salespeople, 3 warehouses, spread over the last two years) written straight into es.events,
// the products, categories, customers, users and warehouses the reports name written straight into
// their tables, and the sale-facts read model rebuilt from the log.
import { fmt, round, waitReadable } from './_lib.mjs';

export const LINES_PER_ORDER = 10;

/** The modules the data set needs, from the built packages (dist). */
export async function saleDataModules() {
  const dist = (m) => import(`../../${m}`);
  return {
    ...(await dist('services/dist/platform/database/migrator.js')),
    ...(await dist('services/dist/platform/event-store/event-store.js')),
    ...(await dist('projections/dist/platform/rebuild.js')),
    ...(await dist('projections/dist/platform/checkpoints.js')),
    ...(await dist('projections/dist/platform/projector.js')),
    ...(await dist('projections/dist/reports/sale-facts/sale-facts.projector.js')),
    ...(await dist('projections/dist/catalog/products/products.projector.js')),
    ...(await dist('projections/dist/catalog/categories/categories.projector.js')),
    ...(await dist('projections/dist/catalog/warehouses/warehouses.projector.js')),
    ...(await dist('projections/dist/customers/customers/customers.projector.js')),
    ...(await dist('projections/dist/identity/users/users.projector.js')),
    ...(await dist('projections/dist/settings/company-settings/company-settings.projector.js')),
  };
}

async function seedOrders(db, orders, log, label) {
  const t0 = performance.now();
  const CHUNK = 5000;
  for (let from = 0; from < orders; from += CHUNK) {
    const to = Math.min(orders, from + CHUNK) - 1;
    await db.query(
      `insert into es.events (stream_id, stream_version, type, data, metadata, recorded_at)
       select 'sale-order-b' || g, 1, 'SaleOrderCommitted',
         jsonb_build_object('orderId', 'b' || g, 'number', 'SO-' || g,
           'customer', case when g % 10 = 0 then null else jsonb_build_object('id', 'c' || ((g * 7919) % 2000), 'code', 'C' || ((g * 7919) % 2000), 'name', 'Customer') end,
           'warehouseId', 'w' || (g % 3), 'currency', 'CLP', 'rate', '1', 'costRate', '1', 'deliveryMode', 'direct', 'deliveryDate', null,
           'taxRate', null, 'subtotal', '0', 'tax', '0', 'total', '0', 'dueDate', '2026-01-01',
           'lines', (select jsonb_agg(jsonb_build_object('lineId', 'l' || i, 'productId', 'p' || ((g * 31 + i * 7877) % 20000), 'unit', 'unit',
                      'quantity', ((g + i) % 5 + 1)::text, 'baseQuantity', ((g + i) % 5 + 1)::text, 'amount', (((g * 13 + i) % 900) + 100)::text,
                      'gift', (g + i) % 50 = 0, 'unitCost', (((g * 7 + i) % 60) + 20)::text)) from generate_series(1, ${LINES_PER_ORDER}) as i)),
         jsonb_build_object('userId', 'u' || (g % 12)),
         now() - interval '730 days' + (g::float8 / ${orders}) * interval '730 days'
       from generate_series($1::int, $2::int) as g`,
      [from, to],
    );
  }
  log(`${label}: seeded ${fmt(orders)} orders = ${fmt(orders * LINES_PER_ORDER)} sale lines in ${round((performance.now() - t0) / 1000, 1)} s`);
}

async function dimensions(db, p) {
  const ctx = p.contextFor(db, 'rm');
  for (const proj of [p.productsProjector, p.categoriesProjector, p.customersProjector, p.usersProjector, p.warehousesProjector, p.companySettingsProjector]) await proj.migrate(ctx);
  await db.query(`insert into rm.categories (id, name, parent_id, disabled, created_at, updated_at, version)
    select 'k' || g, 'Category ' || g, null, false, now(), now(), 1 from generate_series(0, 49) g`);
  await db.query(`insert into rm.products (id, code, name, category_id, status, doc, created_at, updated_at, version)
    select 'p' || g, 'P' || lpad(g::text, 6, '0'), 'Product ' || g, 'k' || (g % 50), 'active', '{}'::jsonb, now(), now(), 1 from generate_series(0, 19999) g`);
  await db.query(`insert into rm.customers (id, code, name, phone, email, address, tax_id, country, price_type, membership_level_id, group_ids, payment_terms_days, currency, credit_limit, memo, status, created_at, updated_at, version)
    select 'c' || g, 'C' || g, 'Customer ' || g, '', '', '', '', 'CL', 'wholesale', null, '{}', 0, 'CLP', null, '', 'active', now(), now(), 1 from generate_series(0, 1999) g`);
  await db.query(`insert into rm.users (id, username, name, password_hash, roles, language, disabled, created_at, version)
    select 'u' || g, 'user' || g, 'User ' || g, '', '[]'::jsonb, 'en', false, now(), 1 from generate_series(0, 11) g`);
  await db.query(`insert into rm.warehouses (id, code, name, address, status, created_at, updated_at, version)
    select 'w' || g, 'W' || g, 'Warehouse ' || g, '', 'active', now(), now(), 1 from generate_series(0, 2) g`);
}

/** Migrates `db`, seeds `orders` orders and the names, rebuilds sale-facts; answers the rebuild's figures. */
export async function buildSaleData({ db, p, orders, log, label }) {
  await p.migrate(db);
  await seedOrders(db, orders, log, label);
  await dimensions(db, p);
  if (db.kind === 'postgres') await waitReadable((t) => db.query(t), 'es.events', orders, log);
  await p.ensureCheckpoint(db, p.saleFactsProjector.name);
  const r = await p.rebuildProjector({ db, source: new p.SqlEventStore(db), projector: p.saleFactsProjector, batchSize: 20000 });
  log(`${label}: rebuilt sale-facts from ${fmt(r.events)} events in ${round(r.ms / 1000, 1)} s = ${fmt(r.eventsPerSecond)} events/s`);
  for (const t of ['sale_facts', 'sale_fact_months', 'sale_fact_parties']) await db.query(`analyze rm.${t}`);
  return r;
}
