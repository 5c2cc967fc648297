import type { ExportColumn } from './excel-cells';
import { arrangeRows, fetchAllPages, type ListChunk } from './grid-export';
import { exportPages } from '../list/list-state';

interface Row {
  code: string;
  name: string;
  price: string;
}

const rows: Row[] = Array.from({ length: 1234 }, (_, i) => ({ code: `P${String(i).padStart(4, '0')}`, name: `Item ${(i * 7) % 1234}`, price: String((i * 37) % 100) + '.5' }));

/** A list endpoint: `limit` rows from `offset`, and the count (an estimate when `estimate` is given). */
function endpoint(all: Row[], estimate?: number) {
  const asked: { page: number; limit: number }[] = [];
  const fetchPage = async (page: number, limit: number): Promise<ListChunk<Row>> => {
    asked.push({ page, limit });
    return { rows: all.slice((page - 1) * limit, page * limit), total: estimate ?? all.length };
  };
  return { asked, fetchPage };
}

const columns: ExportColumn<Row>[] = [
  { id: 'code', header: 'Code', value: (r) => r.code },
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'price', header: 'Price', value: (r) => r.price, kind: 'decimal' },
];

describe('exporting a whole paginated list', () => {
  it('fetches every page in chunks and reports how far it got after each', async () => {
    const api = endpoint(rows);
    const seen: string[] = [];
    const all = await fetchAllPages({ fetchPage: api.fetchPage, chunk: 500 }, (p) => seen.push(`${p.done}/${p.total}`));
    expect(all).toEqual(rows);
    expect(api.asked).toEqual([
      { page: 1, limit: 500 },
      { page: 2, limit: 500 },
      { page: 3, limit: 500 },
    ]);
    expect(seen).toEqual(['500/1234', '1000/1234', '1234/1234']);
  });

  it('does not stop at an estimated total that is too low, nor ask past the last short page', async () => {
    const api = endpoint(rows, 700);
    const all = await fetchAllPages({ fetchPage: api.fetchPage, chunk: 500 });
    expect(all).toHaveLength(1234);
    expect(api.asked).toHaveLength(3);
  });

  it('an empty list is one request and no rows', async () => {
    const api = endpoint([]);
    expect(await fetchAllPages({ fetchPage: api.fetchPage })).toEqual([]);
    expect(api.asked).toHaveLength(1);
  });

  it("a screen's fetch is asked by page and by offset, with the endpoint's own cap", async () => {
    const asked: unknown[] = [];
    const all = exportPages(
      async (paging) => {
        asked.push(paging);
        return { items: rows.slice(paging.offset, paging.offset + paging.limit), count: rows.length };
      },
      (a) => a.items,
      (a) => a.count,
      200,
    );
    expect((await fetchAllPages(all)).length).toBe(1234);
    expect(asked[1]).toEqual({ page: 2, limit: 200, offset: 200 });
    expect(asked).toHaveLength(7);
  });
});

describe('arranging the exported rows as the grid shows them', () => {
  it('sorts by the grid sort columns with its comparator (decimals as numbers), equal keys in server order', () => {
    const sample = [
      { code: 'A', name: 'b', price: '10' },
      { code: 'B', name: 'a', price: '9.5' },
      { code: 'C', name: 'b', price: '100' },
    ];
    expect(arrangeRows(sample, columns, { sort: [{ colId: 'price', sort: 'asc' }], quickFilter: '' }).map((r) => r.code)).toEqual(['B', 'A', 'C']);
    expect(arrangeRows(sample, columns, { sort: [{ colId: 'name', sort: 'desc' }], quickFilter: '' }).map((r) => r.code)).toEqual(['A', 'C', 'B']);
    expect(
      arrangeRows(sample, columns, { sort: [{ colId: 'name', sort: 'asc' }, { colId: 'price', sort: 'desc' }], quickFilter: '' }).map((r) => r.code),
    ).toEqual(['B', 'C', 'A']);
  });

  it('keeps the rows with every word of the quick filter in a shown column, whatever the case', () => {
    const sample = [
      { code: 'COLA-1', name: 'Cola zero', price: '1' },
      { code: 'COLA-2', name: 'Cola', price: '2' },
      { code: 'AGUA', name: 'Agua zero', price: '3' },
    ];
    expect(arrangeRows(sample, columns, { sort: [], quickFilter: ' cola  ZERO ' }).map((r) => r.code)).toEqual(['COLA-1']);
    // A hidden column is not searched.
    expect(arrangeRows(sample, columns, { sort: [], quickFilter: 'zero', shown: ['code', 'price'] })).toEqual([]);
  });
});
