import type { Packings, PriceTable } from '@tradedesk/contracts/catalog/products';
import type { UnitKey } from '@tradedesk/contracts/catalog/units';
import type { Sql } from '../../platform/sql.js';
import { barcodesOfProduct } from './products.projector.js';

/** What a sale order needs of a product: status, usable packing sizes, the price table, cost. */
export interface SaleProductInfo {
  id: string;
  code: string;
  name: string;
  status: 'active' | 'disabled';
  /** Sizes in base units of the enabled packings with a size (null = not sold in that unit). */
  packings: { box: string | null; bigBag: string | null; bag: string | null };
  prices: PriceTable;
  cost: string;
}

export interface SaleCatalogLookup {
  products: Map<string, SaleProductInfo>;
  /** barcode -> the product and the unit that barcode stands for. */
  barcodes: Map<string, { productId: string; unit: UnitKey }>;
  /** lower-cased code -> product id. */
  codes: Map<string, string>;
}

function saleInfo(r: { id: string; code: string; name: string; status: 'active' | 'disabled'; doc: { packings: Packings; prices: PriceTable; cost: string } }): SaleProductInfo {
  const size = (k: keyof Packings) => {
    const p = r.doc.packings?.[k];
    return p && p.enabled && p.size && /[1-9]/.test(p.size) ? p.size : null;
  };
  return { id: r.id, code: r.code, name: r.name, status: r.status, packings: { box: size('box'), bigBag: size('bigBag'), bag: size('bag') }, prices: r.doc.prices, cost: r.doc.cost ?? '0' };
}

/**
 * Products by id, barcode or code in one round trip, from rm.products (an inline read model:
 * current inside an append's transaction).
 */
export async function productsForSale(sql: Sql, by: { ids?: string[]; barcodes?: string[]; codes?: string[] }): Promise<SaleCatalogLookup> {
  const ids = [...new Set(by.ids ?? [])];
  const barcodes = [...new Set(by.barcodes ?? [])];
  const codes = [...new Set((by.codes ?? []).map((c) => c.toLowerCase()))];
  const out: SaleCatalogLookup = { products: new Map(), barcodes: new Map(), codes: new Map() };
  if (!ids.length && !barcodes.length && !codes.length) return out;
  const { rows } = await sql.query<{ id: string; code: string; name: string; status: 'active' | 'disabled'; doc: { packings: Packings; prices: PriceTable; cost: string }; barcode: string | null; unit: UnitKey | null }>(
    `with hits as (
       select b.product_id as id, b.barcode, b.unit from rm.product_barcodes b where b.barcode = any($2::text[])
       union all select p.id, null, null from rm.products p where p.id = any($1::text[]) or lower(p.code) = any($3::text[])
     )
     select p.id, p.code, p.name, p.status, p.doc, h.barcode, h.unit from hits h join rm.products p on p.id = h.id`,
    [ids, barcodes, codes],
  );
  for (const r of rows) {
    if (!out.products.has(r.id)) {
      out.products.set(r.id, saleInfo(r));
      out.codes.set(r.code.toLowerCase(), r.id);
    }
    if (r.barcode && r.unit) out.barcodes.set(r.barcode, { productId: r.id, unit: r.unit });
  }
  return out;
}

/** Products as the till's catalogue caches them: sale info (never the cost) and every barcode (with the unit it stands for), by id. */
export async function productsForTill(sql: Sql, ids: string[]): Promise<(Omit<SaleProductInfo, 'cost'> & { barcodes: { barcode: string; unit: UnitKey }[] })[]> {
  if (!ids.length) return [];
  // Only the parts of the document the till prices from (a product's document also holds its
  // descriptions, sizes, pictures...), as plain columns: building JSON in PostgreSQL (a jsonb
  // object per product, its barcodes aggregated from rm.product_barcodes) took most of the feed's
  // time at 300,000 products (docs/pos.md "Offline"). The barcodes are read off the same document
  // fields rm.product_barcodes is built from (barcodesOfProduct).
  const { rows } = await sql.query<{ id: string; code: string; name: string; status: 'active' | 'disabled'; packings: Packings; prices: PriceTable; barcode: string | null }>(
    `select p.id, p.code, p.name, p.status, p.doc->'packings' as packings, p.doc->'prices' as prices, p.doc->>'barcode' as barcode
     from rm.products p where p.id = any($1::text[]) order by p.code`,
    [ids],
  );
  return rows.map((r) => {
    const { cost: _cost, ...info } = saleInfo({ ...r, doc: { packings: r.packings, prices: r.prices, cost: '0' } });
    return { ...info, barcodes: barcodesOfProduct(r) };
  });
}
