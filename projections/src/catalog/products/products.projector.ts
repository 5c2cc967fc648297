import { PRODUCT_EVENT_TYPES, type ProductEvent } from '@tradedesk/contracts/catalog/products';
import type { UnitKey } from '@tradedesk/contracts/catalog/units';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { Projector, ProjectorContext } from '../../platform/projector.js';
import type { Sql } from '../../platform/sql.js';

/**
 * The `search` text of a product, from its doc (a SQL jsonb expression): code, name and the names
 * in other languages, lower-cased by the database (the query lower-cases the typed text the same
 * way), one per line. A search never contains a line break (products.query.ts turns it into a
 * space), so a match cannot run from one field into the next.
 */
export function searchOf(doc: string): string {
  const line = (text: string) => `replace(${text}, E'\\n', ' ')`;
  const names = `case when jsonb_typeof(${doc}->'names') = 'object' then ${doc}->'names' else '{}'::jsonb end`;
  return `lower(concat_ws(E'\\n', ${line(`${doc}->>'code'`)}, ${line(`${doc}->>'name'`)},
    (select string_agg(${line('n.value')}, E'\\n' order by n.key) from jsonb_each_text(${names}) as n(key, value) where n.value <> '')))`;
}

/** The operator class of pg_trgm's GIN indexes, schema-qualified; null when the extension is not installed. */
export async function trigramOpclass(sql: Sql): Promise<string | null> {
  const { rows } = await sql.query<{ schema: string }>(
    `select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`,
  );
  return rows[0] ? `"${rows[0].schema.replace(/"/g, '""')}".gin_trgm_ops` : null;
}

/**
 * rm.products, rm.product_barcodes and rm.product_search, inline: the unique index on the code and
 * the one on the barcodes make a second product with a taken code, or a barcode already on any
 * unit of any product, fail inside the append's transaction (409), and stock rules read current
 * products. A product's recorded fields live in `doc` (jsonb); searchable columns are kept beside
 * it. Creations are applied set-based (one statement per run of ProductCreated): an import of
 * 10,000 products is a handful of statements.
 *
 * rm.product_search is what the product list filters, counts and orders (products.query.ts,
 * docs/catalog.md "Product search"): one narrow row per product (id, code, name, status,
 * category, `search`), about a seventh of a products row with its ~1 kB doc, so a search that
 * reads thousands of matching rows, and a long list read in code order, stay in memory at
 * 300,000 products. Its indexes:
 * - `code` (with `status` and `id`): the list's order, so a page of a long list is read in order
 *   instead of sorting every product (index-only when the list is filtered by status);
 * - `lower(code)` and `lower(name)` with text_pattern_ops: the prefix match of searches shorter
 *   than three characters;
 * - a trigram GIN index on `search` (when pg_trgm is installed: infra/migrations/0006_pg_trgm.sql):
 *   a `contains` search of three characters or more. Without pg_trgm the same query reads the
 *   table (slower, same answers).
 * Version 2 added rm.product_search; a rebuild creates it with its indexes.
 */
export const productsProjector: Projector = {
  name: 'products',
  version: 2,
  inline: true,
  handles: PRODUCT_EVENT_TYPES,
  tables: ['products', 'product_barcodes', 'product_search'],
  async migrate(ctx) {
    const t = ctx.table('products');
    const b = ctx.table('product_barcodes');
    const s = ctx.table('product_search');
    await ctx.sql.query(`create table if not exists ${t} (
      id text primary key,
      code text not null,
      name text not null,
      category_id text,
      status text not null default 'active',
      doc jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version int not null
    )`);
    await ctx.sql.query(`create unique index if not exists products_code_uq on ${t} (lower(code))`);
    await ctx.sql.query(`create index if not exists products_category_ix on ${t} (category_id)`);
    await ctx.sql.query(`create table if not exists ${b} (
      barcode text not null,
      product_id text not null,
      unit text not null
    )`);
    await ctx.sql.query(`create unique index if not exists product_barcodes_uq on ${b} (barcode)`);
    await ctx.sql.query(`create index if not exists product_barcodes_product_ix on ${b} (product_id)`);
    await ctx.sql.query(`create table if not exists ${s} (
      id text primary key,
      code text not null,
      name text not null,
      status text not null,
      category_id text,
      search text not null
    )`);
    await ctx.sql.query(`create index if not exists product_search_code_ix on ${s} (code) include (status, id)`);
    await ctx.sql.query(`create index if not exists product_search_code_prefix_ix on ${s} (lower(code) text_pattern_ops)`);
    await ctx.sql.query(`create index if not exists product_search_name_prefix_ix on ${s} (lower(name) text_pattern_ops)`);
    await ctx.sql.query(`create index if not exists product_search_category_ix on ${s} (category_id)`);
    const trgm = await trigramOpclass(ctx.sql);
    if (trgm) await ctx.sql.query(`create index if not exists product_search_trgm on ${s} using gin (search ${trgm})`);
  },
  async apply(events, ctx) {
    const ids: string[] = [];
    let created: (StoredEvent & ProductEvent & { type: 'ProductCreated' })[] = [];
    const flush = async () => {
      if (created.length) await insertProducts(created, ctx);
      created = [];
    };
    for (const e of events as (StoredEvent & ProductEvent)[]) {
      ids.push(e.data.productId);
      if (e.type === 'ProductCreated') {
        created.push(e);
        continue;
      }
      await flush();
      await applyOne(e, ctx);
    }
    await flush();
    return [...new Set(ids)];
  },
};

async function insertProducts(events: (StoredEvent & { type: 'ProductCreated'; data: any })[], ctx: ProjectorContext) {
  const t = ctx.table('products');
  const rows = events.map((e) => {
    const { productId, ...doc } = e.data;
    return { id: productId, code: doc.code, name: doc.name, category_id: doc.categoryId, doc, at: e.recordedAt, version: e.streamVersion };
  });
  await ctx.sql.query(
    `insert into ${t} (id, code, name, category_id, status, doc, created_at, updated_at, version)
     select r.id, r.code, r.name, r.category_id, 'active', r.doc, r.at, r.at, r.version
       from jsonb_to_recordset($1::jsonb) as r(id text, code text, name text, category_id text, doc jsonb, at timestamptz, version int)
     on conflict (id) do nothing`,
    [JSON.stringify(rows)],
  );
  await syncBarcodes(ctx, rows.map((r) => r.id));
  await syncSearch(ctx, rows.map((r) => r.id));
}

/** The search rows of these products, from their products rows (a replay writes the same). */
async function syncSearch(ctx: ProjectorContext, productIds: string[]) {
  await ctx.sql.query(
    `insert into ${ctx.table('product_search')} (id, code, name, status, category_id, search)
     select p.id, p.code, p.name, p.status, p.category_id, ${searchOf('p.doc')} from ${ctx.table('products')} p where p.id = any($1::text[])
     on conflict (id) do update set code = excluded.code, name = excluded.name, status = excluded.status, category_id = excluded.category_id, search = excluded.search`,
    [productIds],
  );
}

/**
 * The barcodes a product's document gives, by the rule syncBarcodes below writes rm.product_barcodes
 * with: the base unit's `barcode` and every packing's (enabled or not), blank ones left out. Read
 * by the till's feed off the document itself (productsForTill), so the two must stay one rule.
 */
export function barcodesOfProduct(doc: { barcode?: string | null; packings?: Partial<Record<'box' | 'bigBag' | 'bag', { barcode?: string | null } | null>> | null }): { barcode: string; unit: UnitKey }[] {
  const out: { barcode: string; unit: UnitKey }[] = [];
  const add = (barcode: string | null | undefined, unit: UnitKey) => {
    if (barcode) out.push({ barcode, unit });
  };
  add(doc.barcode, 'unit');
  add(doc.packings?.box?.barcode, 'box');
  add(doc.packings?.bigBag?.barcode, 'bigBag');
  add(doc.packings?.bag?.barcode, 'bag');
  return out;
}

/** The barcodes of these products, rebuilt from their doc: base unit and every packing (enabled or not). */
async function syncBarcodes(ctx: ProjectorContext, productIds: string[]) {
  const t = ctx.table('products');
  const b = ctx.table('product_barcodes');
  await ctx.sql.query(`delete from ${b} where product_id = any($1::text[])`, [productIds]);
  await ctx.sql.query(
    `insert into ${b} (barcode, product_id, unit)
     select x.barcode, p.id, x.unit
       from ${t} p,
            lateral (values (p.doc->>'barcode', 'unit'),
                            (p.doc->'packings'->'box'->>'barcode', 'box'),
                            (p.doc->'packings'->'bigBag'->>'barcode', 'bigBag'),
                            (p.doc->'packings'->'bag'->>'barcode', 'bag')) as x(barcode, unit)
      where p.id = any($1::text[]) and coalesce(x.barcode, '') <> ''`,
    [productIds],
  );
}

async function applyOne(e: StoredEvent & ProductEvent, ctx: ProjectorContext) {
  const t = ctx.table('products');
  const at = e.recordedAt;
  const v = e.streamVersion;
  switch (e.type) {
    case 'ProductCreated':
      return;
    case 'ProductChanged': {
      const c = e.data.changes;
      const { rowCount } = await ctx.sql.query(
        `update ${t} set doc = doc || $2::jsonb,
                code = coalesce($2::jsonb->>'code', code),
                name = coalesce($2::jsonb->>'name', name),
                category_id = case when $2::jsonb ? 'categoryId' then $2::jsonb->>'categoryId' else category_id end,
                updated_at = $3, version = $4
          where id = $1 and version < $4`,
        [e.data.productId, JSON.stringify(c), at, v],
      );
      if (rowCount && (c.barcode !== undefined || c.packings !== undefined)) await syncBarcodes(ctx, [e.data.productId]);
      if (rowCount && (c.code !== undefined || c.name !== undefined || c.names !== undefined || c.categoryId !== undefined)) await syncSearch(ctx, [e.data.productId]);
      return;
    }
    case 'ProductPricesChanged':
      await ctx.sql.query(`update ${t} set doc = jsonb_set(doc, '{prices}', $2::jsonb), updated_at = $3, version = $4 where id = $1 and version < $4`, [
        e.data.productId,
        JSON.stringify(e.data.prices),
        at,
        v,
      ]);
      return;
    case 'ProductSupplierLinked':
    case 'ProductSupplierUnlinked': {
      // Kept in the doc, and the row's version moves on: a form editing the product must see it.
      const linked = e.type === 'ProductSupplierLinked';
      const suppliers = linked ? `coalesce(doc->'suppliers', '{}'::jsonb) || jsonb_build_object($2::text, $5::text)` : `coalesce(doc->'suppliers', '{}'::jsonb) - $2::text`;
      const params = [e.data.productId, e.data.supplierId, at, v, ...(linked ? [e.data.itemCode] : [])];
      await ctx.sql.query(`update ${t} set doc = jsonb_set(doc, '{suppliers}', ${suppliers}), updated_at = $3, version = $4 where id = $1 and version < $4`, params);
      return;
    }
    case 'ProductImageAdded':
      await ctx.sql.query(
        `update ${t} set doc = jsonb_set(doc, '{images}', coalesce(doc->'images', '[]'::jsonb) || jsonb_build_array($2::text)), updated_at = $3, version = $4
          where id = $1 and version < $4`,
        [e.data.productId, e.data.url, at, v],
      );
      return;
    case 'ProductDisabled':
    case 'ProductEnabled': {
      const { rowCount } = await ctx.sql.query(`update ${t} set status = $2, updated_at = $3, version = $4 where id = $1 and version < $4`, [
        e.data.productId,
        e.type === 'ProductDisabled' ? 'disabled' : 'active',
        at,
        v,
      ]);
      if (rowCount) await syncSearch(ctx, [e.data.productId]);
      return;
    }
    default: {
      const _exhaustive: never = e;
      throw new Error(`unhandled ${(_exhaustive as StoredEvent).type}`);
    }
  }
}
