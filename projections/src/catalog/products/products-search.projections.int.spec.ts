import { emptyPriceTable, type ListProductsQuery } from '@tradedesk/contracts/catalog/products';
import { categoriesProjector } from '../../catalog/categories/categories.projector.js';
import { productsProjector } from '../../catalog/products/products.projector.js';
import { listProducts } from '../../catalog/products/products.query.js';
import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';

const created = (id: string, code: string, name: string, extra: { names?: Record<string, string>; barcode?: string; boxBarcode?: string } = {}) =>
  storedEvent(`product-${id}`, 1, 'ProductCreated', {
    productId: id, code, name, names: extra.names ?? {}, categoryId: null, unitLabel: '', barcode: extra.barcode ?? '', cost: '0',
    packings: { box: extra.boxBarcode ? { size: '12', barcode: extra.boxBarcode, enabled: true } : null, bigBag: null, bag: null },
    prices: emptyPriceTable(), images: [], sizeGroupId: null, sizes: [], colors: [], shelfLifeDays: null,
  });

const catalogue = [
  created('p1', 'COLA-350', 'Cola 350 ml', { names: { es: 'Refresco de cola', zh: '可口可乐' }, barcode: '7801' }),
  created('p2', 'AGUA-1', 'Agua mineral', { names: { en: 'Mineral water' }, barcode: '7802', boxBarcode: '17802' }),
  created('p3', 'JUGO-NAR', 'Jugo de naranja'),
  created('p4', 'CO-2', 'Café molido'),
  created('p5', 'XCOLAX', 'Galletas'),
  created('p6', 'ZZ-9', 'Naranja cola mix'),
  created('p7', 'COLA-OLD', 'Cola vieja'),
  storedEvent('product-p7', 2, 'ProductDisabled', { productId: 'p7' }),
];

const query = (q: Partial<ListProductsQuery>): ListProductsQuery => ({ withSubcategories: 'true', status: 'active', page: 1, limit: 50, ...q });

/**
 * The product list's search (docs/catalog.md "Product search"): what a clerk typing into the
 * product list or a product picker gets, in code order with the pager's total, on a database with
 * pg_trgm (indexes used) and on one without it (the same answers, read from the table).
 */
describe.each([
  ['with pg_trgm', true],
  ['without pg_trgm', false],
])('product search %s', (_label, trigrams) => {
  const t = useProjectorDb([categoriesProjector, productsProjector], async (ctx) => void (await productsProjector.apply(catalogue, ctx())), { trigrams });
  const codes = async (q: Partial<ListProductsQuery>, opts?: { exactCountUpTo?: number }) => {
    const list = await listProducts(t.db, query(q), opts);
    return { codes: list.products.map((p) => p.code), total: list.total, estimated: list.totalEstimated };
  };

  it('a fragment of a code or a name finds every product containing it, in code order, whatever the case', async () => {
    expect(await codes({ search: 'ola-3' })).toEqual({ codes: ['COLA-350'], total: 1, estimated: false });
    expect(await codes({ search: 'cola' })).toEqual({ codes: ['COLA-350', 'XCOLAX', 'ZZ-9'], total: 3, estimated: false });
    expect(await codes({ search: 'NARANJA' })).toEqual({ codes: ['JUGO-NAR', 'ZZ-9'], total: 2, estimated: false });
    // lower() of the database folds non-ASCII letters too, on both sides
    expect((await codes({ search: 'CAFÉ MOL' })).codes).toEqual(['CO-2']);
  });

  it('a name in another language finds its product', async () => {
    expect((await codes({ search: 'mineral water' })).codes).toEqual(['AGUA-1']);
    expect((await codes({ search: '可口可乐' })).codes).toEqual(['COLA-350']);
    expect((await codes({ search: 'refresco' })).codes).toEqual(['COLA-350']);
  });

  it('an exact barcode of any unit finds its product; part of a barcode does not', async () => {
    expect(await codes({ search: '17802' })).toEqual({ codes: ['AGUA-1'], total: 1, estimated: false });
    expect((await codes({ search: '7801' })).codes).toEqual(['COLA-350']);
    expect((await codes({ search: '780' })).codes).toEqual([]);
  });

  it('one or two characters match the start of the code or the name only', async () => {
    // XCOLAX contains "co" but does not start with it; Café molido's name starts with "ca"
    expect(await codes({ search: 'co' })).toEqual({ codes: ['CO-2', 'COLA-350'], total: 2, estimated: false });
    expect((await codes({ search: 'Ca' })).codes).toEqual(['CO-2']);
    expect((await codes({ search: 'z' })).codes).toEqual(['ZZ-9']);
  });

  it('typed % and _ are letters, and a match never runs from one name into the next', async () => {
    expect((await codes({ search: 'c%a' })).codes).toEqual([]);
    expect((await codes({ search: '_' })).codes).toEqual([]);
    // "Cola 350 ml" is followed by "Refresco de cola" in the search column, one per line
    expect((await codes({ search: 'ml\nrefresco' })).codes).toEqual([]);
    expect((await codes({ search: 'ml refresco' })).codes).toEqual([]);
  });

  it('status and paging: disabled products only when asked, pages in code order with the total', async () => {
    expect((await codes({ search: 'cola', status: 'all' })).codes).toEqual(['COLA-350', 'COLA-OLD', 'XCOLAX', 'ZZ-9']);
    expect(await codes({ search: 'cola', status: 'all', limit: 3, page: 2 })).toEqual({ codes: ['ZZ-9'], total: 4, estimated: false });
    expect(await codes({ search: 'cola', status: 'all', limit: 3, page: 1 })).toEqual({ codes: ['COLA-350', 'COLA-OLD', 'XCOLAX'], total: 4, estimated: false });
    expect(await codes({ limit: 2, page: 4 })).toEqual({ codes: [], total: 6, estimated: false });
    expect(await codes({ limit: 2, page: 2 })).toEqual({ codes: ['COLA-350', 'JUGO-NAR'], total: 6, estimated: false });
  });

  it('past the exact-count bound the total is an estimate, flagged, and never below the bound', async () => {
    // 6 active products; counted exactly up to 6, estimated above 5
    expect(await codes({ limit: 2 }, { exactCountUpTo: 6 })).toEqual({ codes: ['AGUA-1', 'CO-2'], total: 6, estimated: false });
    const over = await codes({ limit: 2 }, { exactCountUpTo: 5 });
    expect(over).toMatchObject({ codes: ['AGUA-1', 'CO-2'], estimated: true });
    expect(over.total).toBeGreaterThanOrEqual(6);
    // a page that shows the end of the list knows its total without counting
    expect(await codes({ limit: 4, page: 2 }, { exactCountUpTo: 1 })).toEqual({ codes: ['XCOLAX', 'ZZ-9'], total: 6, estimated: false });
    expect(await codes({ search: 'cola', limit: 1 }, { exactCountUpTo: 2 })).toMatchObject({ codes: ['COLA-350'], estimated: true });
    expect(await codes({ search: 'cola', limit: 1 }, { exactCountUpTo: 3 })).toEqual({ codes: ['COLA-350'], total: 3, estimated: false });
  });

  it('a category filter finds the products of the category and of its sub-categories, after a change of category too', async () => {
    await categoriesProjector.apply(
      [
        storedEvent('category-c1', 1, 'CategoryCreated', { categoryId: 'c1', name: 'Bebidas', parentId: null }),
        storedEvent('category-c2', 1, 'CategoryCreated', { categoryId: 'c2', name: 'Aguas', parentId: 'c1' }),
      ],
      t.ctx(),
    );
    await productsProjector.apply([storedEvent('product-p2', 2, 'ProductChanged', { productId: 'p2', changes: { categoryId: 'c2' } })], t.ctx());
    expect(await codes({ categoryId: 'c1' })).toEqual({ codes: ['AGUA-1'], total: 1, estimated: false });
    expect((await codes({ categoryId: 'c1', withSubcategories: 'false' })).codes).toEqual([]);
    expect((await codes({ categoryId: 'c2', search: 'agua' })).codes).toEqual(['AGUA-1']);
    expect((await codes({ categoryId: 'c2', search: 'cola' })).codes).toEqual([]);
  });

  it('a renamed product is found by its new name only, and a replay changes nothing', async () => {
    const renamed = storedEvent('product-p3', 2, 'ProductChanged', { productId: 'p3', changes: { code: 'JUGO-MAN', name: 'Jugo de manzana', names: { en: 'Apple juice' } } });
    await productsProjector.apply([renamed], t.ctx());
    await productsProjector.apply([...catalogue, renamed], t.ctx());
    expect((await codes({ search: 'naranja' })).codes).toEqual(['ZZ-9']);
    expect((await codes({ search: 'apple' })).codes).toEqual(['JUGO-MAN']);
    expect((await codes({ search: 'manzana' })).codes).toEqual(['JUGO-MAN']);
    expect((await codes({ search: 'ju' })).codes).toEqual(['JUGO-MAN']);
  });

  it(trigrams ? 'searches are answered from the indexes' : 'without pg_trgm there is no trigram index, and the prefix indexes still serve', async () => {
    const { rows: indexes } = await t.db.query<{ indexname: string }>("select indexname from pg_indexes where schemaname = 'rm' and tablename = 'product_search'");
    expect(indexes.map((r) => r.indexname).includes('product_search_trgm')).toBe(trigrams);
    // A tiny table is cheaper to read whole: forbid that to see which index each search can use.
    await t.db.query('set enable_seqscan = off');
    try {
      const plan = (search: string) => listProductsPlan(t.db, search);
      if (trigrams) expect(await plan('naranja')).toContain('product_search_trgm');
      expect(await plan('co')).toMatch(/product_search_code_prefix_ix[\s\S]*product_search_name_prefix_ix/);
    } finally {
      await t.db.query('set enable_seqscan = on');
    }
  });
});

/** The plan of the list's search query, as listProducts sends it (its SQL is captured, then explained). */
async function listProductsPlan(db: { query: (text: string, params?: unknown[]) => Promise<{ rows: any[] }> }, search: string): Promise<string> {
  let sent: { text: string; params?: unknown[] } | null = null;
  const spy = {
    query: async (text: string, params?: unknown[]) => {
      sent ??= { text, params };
      return db.query(text, params);
    },
  };
  await listProducts(spy as never, query({ search, limit: 1 }));
  const { text, params } = sent!;
  const { rows } = await db.query(`explain ${text}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}
