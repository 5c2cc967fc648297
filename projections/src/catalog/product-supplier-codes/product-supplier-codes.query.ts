import type { Sql } from '../../platform/sql.js';

/** lower(item code) -> product id, for one supplier. */
export async function supplierItemCodes(sql: Sql, supplierId: string): Promise<Map<string, string>> {
  const { rows } = await sql.query<{ code: string; product_id: string }>(`select lower(item_code) as code, product_id from rm.product_supplier_codes where supplier_id = $1`, [supplierId]);
  return new Map(rows.map((r) => [r.code, r.product_id]));
}

/** The products (other than the one named) that already carry these item codes of the supplier. */
export async function takenItemCodes(sql: Sql, supplierId: string, codes: { productId: string; itemCode: string }[]): Promise<{ itemCode: string; productId: string }[]> {
  if (codes.length === 0) return [];
  const { rows } = await sql.query<{ item_code: string; product_id: string }>(
    `select c.item_code, c.product_id from rm.product_supplier_codes c
       join unnest($2::text[], $3::text[]) as w(code, product) on lower(c.item_code) = lower(w.code) and c.product_id <> w.product
      where c.supplier_id = $1`,
    [supplierId, codes.map((c) => c.itemCode), codes.map((c) => c.productId)],
  );
  return rows.map((r) => ({ itemCode: r.item_code, productId: r.product_id }));
}

/** barcode -> product id, for the barcodes of any unit of any product. */
export async function productsByBarcodes(sql: Sql, barcodes: string[]): Promise<Map<string, string>> {
  if (barcodes.length === 0) return new Map();
  const { rows } = await sql.query<{ barcode: string; product_id: string }>(`select barcode, product_id from rm.product_barcodes where barcode = any($1::text[])`, [barcodes]);
  return new Map(rows.map((r) => [r.barcode, r.product_id]));
}

/** What the price-list comparison needs of these products: code, name, version, prices, packings, supplier codes. */
export async function productsForSync(sql: Sql, ids: string[]) {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<{ id: string; version: number; doc: any }>(`select id, version, doc from rm.products where id = any($1::text[])`, [ids]);
  return rows.map((r) => ({
    id: r.id,
    code: r.doc.code as string,
    name: r.doc.name as string,
    version: r.version,
    prices: r.doc.prices,
    packings: r.doc.packings ?? { box: null, bigBag: null, bag: null },
    suppliers: (r.doc.suppliers ?? {}) as Record<string, string>,
  }));
}
