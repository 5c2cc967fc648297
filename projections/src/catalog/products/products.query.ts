import type { ListProductsQuery, Packings, PriceTable, Product, ProductData, ProductList, UnitPrices } from '@tradedesk/contracts/catalog/products';
import { PRICE_TYPES } from '@tradedesk/contracts/catalog/products';
import { packingPrice, PACKINGS, type UnitKey, UNITS } from '@tradedesk/contracts/catalog/units';
import type { Sql } from '../../platform/sql.js';

/** What the inventory context needs of a product (sizes in base units; null = not set or disabled). */
export interface StockProductInfo {
  id: string;
  code: string;
  name: string;
  status: 'active' | 'disabled';
  packings: { box: string | null; bigBag: string | null; bag: string | null };
  /** The catalogue's cost of one base unit ('0' when none is set): what stock is valued at when a warehouse has no average yet. */
  cost: string;
}

/** Products by id for stock rules, from rm.products (inline: current inside an append's transaction). */
export async function productsForStock(sql: Sql, ids: string[]): Promise<Map<string, StockProductInfo>> {
  const out = new Map<string, StockProductInfo>();
  if (ids.length === 0) return out;
  const { rows } = await sql.query<{ id: string; code: string; name: string; status: 'active' | 'disabled'; packings: Packings | null; cost: string | null }>(
    `select id, code, name, status, doc->'packings' as packings, doc->>'cost' as cost from rm.products where id = any($1::text[])`,
    [ids],
  );
  for (const r of rows) {
    const size = (k: (typeof PACKINGS)[number]) => {
      const p = r.packings?.[k];
      return p && p.enabled && p.size && /[1-9]/.test(p.size) ? p.size : null;
    };
    out.set(r.id, { id: r.id, code: r.code, name: r.name, status: r.status, packings: { box: size('box'), bigBag: size('bigBag'), bag: size('bag') }, cost: r.cost || '0' });
  }
  return out;
}

function iso(v: Date | string): string {
  return v instanceof Date ? v.toISOString() : new Date(v).toISOString();
}

/** Typed prices, else the base price x the packing size; null when neither exists. */
export function effectivePrices(doc: Pick<ProductData, 'prices' | 'packings'>): PriceTable {
  const sizes = Object.fromEntries(PACKINGS.map((k) => [k, doc.packings?.[k]?.size ?? null]));
  const out = {} as PriceTable;
  for (const unit of UNITS) {
    const p = {} as UnitPrices;
    for (const type of PRICE_TYPES) {
      const typed = doc.prices?.[unit]?.[type] ?? null;
      if (unit === 'unit') p[type] = typed;
      else if (!doc.packings?.[unit]) p[type] = null;
      else p[type] = packingPrice(typed, doc.prices?.unit?.[type] ?? null, unit, sizes) || null;
    }
    out[unit] = p;
  }
  return out;
}

const SELECT = `select p.id, p.status, p.doc, p.created_at, p.updated_at, p.version, c.name as category_name
  from rm.products p left join rm.categories c on c.id = p.category_id`;

function toProduct(r: any): Product {
  const d = r.doc as ProductData;
  return {
    id: r.id,
    code: d.code,
    name: d.name,
    names: d.names ?? {},
    categoryId: d.categoryId ?? null,
    categoryName: r.category_name ?? null,
    unitLabel: d.unitLabel ?? '',
    barcode: d.barcode ?? '',
    packings: { box: d.packings?.box ?? null, bigBag: d.packings?.bigBag ?? null, bag: d.packings?.bag ?? null },
    prices: d.prices,
    effectivePrices: effectivePrices(d),
    cost: d.cost,
    images: d.images ?? [],
    sizeGroupId: d.sizeGroupId ?? null,
    sizes: d.sizes ?? [],
    colors: d.colors ?? [],
    shelfLifeDays: d.shelfLifeDays ?? null,
    suppliers: (d as { suppliers?: Record<string, string> }).suppliers ?? {},
    status: r.status,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    version: r.version,
  };
}

export async function getProduct(sql: Sql, id: string): Promise<Product | null> {
  const { rows } = await sql.query(`${SELECT} where p.id = $1`, [id]);
  return rows[0] ? toProduct(rows[0]) : null;
}

/** Up to this many matching products the list counts them exactly; above it the total is the planner's estimate. */
export const EXACT_COUNT_UP_TO = 10_000;

/** Searches shorter than this (in characters) match the start of the code or name: trigrams need three. */
export const TRIGRAM_MIN_CHARS = 3;

export interface ListProductsOptions {
  /** See EXACT_COUNT_UP_TO (tests use a small one). */
  exactCountUpTo?: number;
}

/** `\`, `%` and `_` typed by a person match themselves in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (m) => '\\' + m);

/**
 * The list's filter, on rm.product_search as `p` (see products.projector.ts). A search is an exact
 * barcode of any unit, or text matched, case-insensitively:
 * - three characters or more: contained in the code, the name or a name in another language
 *   (the `search` column, trigram GIN index);
 * - one or two characters: the start of the code or of the name, as a range of the lower-cased
 *   text (`~>=~` / `~<~` compare bytes, as the text_pattern_ops btrees do; the range ends at the
 *   prefix followed by the highest code point). Unlike a LIKE 'ab%' it stays indexable when the
 *   statement's plan is generic (the PostgreSQL adapter prepares statements).
 * The text is lower-cased by the database, as the column was, so both sides fold case alike.
 */
function productFilter(q: ListProductsQuery): { where: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.search) {
    const barcode = `p.id = any(array(select b.product_id from rm.product_barcodes b where b.barcode = ${param(q.search)}))`;
    const text = q.search.replace(/\n/g, ' ');
    if ([...text].length >= TRIGRAM_MIN_CHARS) where.push(`(p.search like '%' || lower(${param(likeLiteral(text))}) || '%' or ${barcode})`);
    else {
      const t = param(text);
      const starts = (column: string) => `(${column} ~>=~ lower(${t}) and ${column} ~<~ (lower(${t}) || chr(1114111)))`;
      where.push(`(${starts('lower(p.code)')} or ${starts('lower(p.name)')} or ${barcode})`);
    }
  }
  if (q.categoryId) {
    const c = param(q.categoryId);
    if (q.withSubcategories === 'true') {
      where.push(`p.category_id in (with recursive sub(id) as (select ${c}::text union all select c.id from rm.categories c join sub on c.parent_id = sub.id) select id from sub)`);
    } else where.push(`p.category_id = ${c}`);
  }
  if (q.status !== 'all') where.push(`p.status = ${param(q.status)}`);
  return { where: where.length ? `where ${where.join(' and ')}` : '', params };
}

/** 298,734 -> 300,000: an estimate shown as "about" keeps two significant digits. */
function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/**
 * A page of products in code order, with the total the pager shows; a page never counts 300,000
 * rows.
 *
 * A list filtered by status only (the product list before anything is typed) asks the planner
 * first: when it expects more than twice `exactCountUpTo` rows, the page is read in code order
 * (below) without counting. Otherwise ONE statement takes at most `exactCountUpTo` + 1 matches
 * (id and code only, from the indexes the filter can use), counts them, sorts them for the page
 * and reads the page's rows; when the matches stop short of the bound, that is the page and its
 * exact total. Reading the matches instead of walking the code index in order matters: products
 * whose names share a word tend to share a code prefix, so an in-order walk can pass most of the
 * table before it finds 50 of them.
 *
 * Past the bound (a long list, a very common word), the page is read in code order from the code
 * index (an index-only scan for a status filter; matches are then dense enough to fill a page
 * quickly). A page that shows where the list ends gives its exact total; otherwise the total is
 * the planner's estimate of the matching rows, at least the bound, rounded to two significant
 * digits and flagged `totalEstimated`. Pages are read by offset: a page far down a long list
 * passes the index entries before it (page 50 of 50 rows: 2,500).
 */
export async function listProducts(sql: Sql, q: ListProductsQuery, opts: ListProductsOptions = {}): Promise<ProductList> {
  const exactUpTo = opts.exactCountUpTo ?? EXACT_COUNT_UP_TO;
  const { where: w, params } = productFilter(q);
  const offset = (q.page - 1) * q.limit;
  const n = params.length;
  const estimate = async () => {
    const { rows } = await sql.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(`explain (format json) select 1 from rm.product_search p ${w}`, params);
    return rows[0]['QUERY PLAN'][0].Plan['Plan Rows'];
  };
  const pageColumns = `p.id, p.status, p.doc, p.created_at, p.updated_at, p.version, c.name as category_name
                         from page join rm.products p on p.id = page.id left join rm.categories c on c.id = p.category_id`;

  const inCodeOrder = async (expected: Promise<number>): Promise<ProductList> => {
    const [{ rows }, planned] = await Promise.all([
      sql.query(`with page as (select p.id, p.code from rm.product_search p ${w} order by p.code limit $${n + 1} offset $${n + 2}) select ${pageColumns} order by page.code`, [...params, q.limit, offset]),
      expected,
    ]);
    const products = rows.map(toProduct);
    if (products.length < q.limit && (products.length > 0 || offset === 0)) return { products, total: offset + products.length, totalEstimated: false };
    return { products, total: roughly(Math.max(planned, exactUpTo + 1, offset + products.length)), totalEstimated: true };
  };

  if (!q.search && !q.categoryId) {
    const planned = await estimate();
    if (planned > 2 * exactUpTo) return inCodeOrder(Promise.resolve(planned));
  }
  const { rows } = await sql.query<{ matched: number; id: string | null }>(
    `with matches as materialized (select p.id, p.code from rm.product_search p ${w} limit $${n + 1}),
          page as (select id, code from matches order by code limit $${n + 2} offset $${n + 3})
     select counted.matched, r.*
       from (select count(*)::int as matched from matches) as counted
       left join lateral (select page.code as page_code, ${pageColumns}) as r on true
      order by r.page_code`,
    [...params, exactUpTo + 1, q.limit, offset],
  );
  if (rows[0].matched <= exactUpTo) return { products: rows.filter((r) => r.id !== null).map(toProduct), total: rows[0].matched, totalEstimated: false };
  return inCodeOrder(estimate());
}

/** Scanning a barcode: the product and the unit whose barcode it is. */
export async function findByBarcode(sql: Sql, barcode: string): Promise<{ product: Product; unit: UnitKey } | null> {
  const { rows } = await sql.query<{ product_id: string; unit: UnitKey }>(`select product_id, unit from rm.product_barcodes where barcode = $1`, [barcode]);
  if (!rows[0]) return null;
  const product = await getProduct(sql, rows[0].product_id);
  return product ? { product, unit: rows[0].unit } : null;
}

/** Which of these codes are taken (lower-cased, with the product holding them). */
export async function takenCodes(sql: Sql, codes: string[], exceptProductId?: string): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const { rows } = await sql.query<{ code: string; id: string }>(
    `select lower(code) as code, id from rm.products where lower(code) = any($1::text[]) and ($2::text is null or id <> $2)`,
    [codes.map((c) => c.toLowerCase()), exceptProductId ?? null],
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Which of these barcodes are taken, by which product and unit. */
export async function takenBarcodes(sql: Sql, barcodes: string[], exceptProductId?: string): Promise<Map<string, { productId: string; unit: string }>> {
  if (!barcodes.length) return new Map();
  const { rows } = await sql.query<{ barcode: string; product_id: string; unit: string }>(
    `select barcode, product_id, unit from rm.product_barcodes where barcode = any($1::text[]) and ($2::text is null or product_id <> $2)`,
    [barcodes, exceptProductId ?? null],
  );
  return new Map(rows.map((r) => [r.barcode, { productId: r.product_id, unit: r.unit }]));
}

/** Existing product ids among these. */
export async function existingProductIds(sql: Sql, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const { rows } = await sql.query<{ id: string }>(`select id from rm.products where id = any($1::text[])`, [ids]);
  return new Set(rows.map((r) => r.id));
}

/** Ids of the active products, by code. */
export async function activeProductIds(sql: Sql): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>("select id from rm.product_search where status = 'active' order by code");
  return rows.map((r) => r.id);
}

/** The product whose code this is (any case). */
export async function productRefByCode(sql: Sql, code: string): Promise<{ id: string; code: string } | null> {
  const { rows } = await sql.query<{ id: string; code: string }>(`select id, code from rm.products where lower(code) = lower($1)`, [code]);
  return rows[0] ?? null;
}

/** The product one of whose units carries this barcode. */
export async function productRefByBarcode(sql: Sql, barcode: string): Promise<{ id: string; code: string } | null> {
  const { rows } = await sql.query<{ id: string; code: string }>(
    `select p.id, p.code from rm.product_barcodes b join rm.products p on p.id = b.product_id where b.barcode = $1`,
    [barcode],
  );
  return rows[0] ?? null;
}

/** Whether the product still shows the picture at this address (a removed picture is not served). */
export async function productShowsImage(sql: Sql, productId: string, imageUrl: string): Promise<boolean> {
  const { rows } = await sql.query(`select 1 from rm.products where id = $1 and doc->'images' ? $2`, [productId, imageUrl]);
  return rows.length > 0;
}

/** Every barcode of these products, with the unit (packing) it names. */
export async function barcodesOfProducts(sql: Sql, productIds: string[]): Promise<{ barcode: string; productId: string; unit: UnitKey }[]> {
  if (productIds.length === 0) return [];
  const { rows } = await sql.query<{ barcode: string; product_id: string; unit: UnitKey }>(
    'select barcode, product_id, unit from rm.product_barcodes where product_id = any($1::text[])',
    [productIds],
  );
  return rows.map((r) => ({ barcode: r.barcode, productId: r.product_id, unit: r.unit }));
}
