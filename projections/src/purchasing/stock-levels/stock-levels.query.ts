import type { Packings, PriceTable } from '@tradedesk/contracts/catalog/products';
import type { ListStockLevelsQuery, StockLevelRow } from '@tradedesk/contracts/purchasing/replenishment';
import type { Sql } from '../../platform/sql.js';

const trim = (v: string | null) => (v === null ? '0' : v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);

// On hand (rm.stock_on_hand) and open on order (rm.on_order_lines) beside each level.
const FIGURES = `coalesce((select h.quantity from rm.stock_on_hand h where h.warehouse_id = s.warehouse_id and h.product_id = s.product_id), 0)::text as on_hand,
  coalesce((select sum(greatest(l.ordered - l.received, 0)) from rm.on_order_lines l join rm.on_orders o on o.purchase_order_id = l.purchase_order_id and not o.stopped
             where l.warehouse_id = s.warehouse_id and l.product_id = s.product_id), 0)::text as on_order`;

/** Stock levels with product, warehouse, on hand and on order, by warehouse code and product code. */
export async function listStockLevels(sql: Sql, q: ListStockLevelsQuery): Promise<{ rows: StockLevelRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.warehouseId) {
    params.push(q.warehouseId);
    where.push(`s.warehouse_id = $${params.length}`);
  }
  if (q.search) {
    params.push(`%${q.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`);
    where.push(`(lower(p.code) like $${params.length} or lower(p.name) like $${params.length})`);
  }
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const from = `from rm.stock_levels s join rm.products p on p.id = s.product_id join rm.warehouses wh on wh.id = s.warehouse_id ${w}`;
  const { rows: c } = await sql.query<{ n: number }>(`select count(*)::int as n ${from}`, params);
  const { rows } = await sql.query<any>(
    `select s.product_id, p.code, p.name, s.warehouse_id, wh.code as warehouse_code, s.minimum::text, s.maximum::text, s.version, ${FIGURES}
       ${from} order by wh.code, p.code limit ${Number(q.limit)} offset ${(q.page - 1) * q.limit}`,
    params,
  );
  return {
    total: c[0].n,
    rows: rows.map((r) => ({
      productId: r.product_id, code: r.code, name: r.name, warehouseId: r.warehouse_id, warehouseCode: r.warehouse_code,
      minimum: trim(r.minimum), maximum: trim(r.maximum), onHand: trim(r.on_hand), onOrder: trim(r.on_order), version: r.version,
    })),
  };
}

export interface ReplenishmentCandidate {
  productId: string;
  code: string;
  name: string;
  packings: Packings;
  prices: PriceTable;
  /** The active supplier linked to the product in the catalogue with the lowest code; null when none. */
  linkedSupplierId: string | null;
  warehouseId: string;
  warehouseCode: string;
  minimum: string;
  maximum: string;
  onHand: string;
  onOrder: string;
}

/**
 * Levels of active products in active warehouses whose on hand + on order is below the minimum
 * (what a replenishment order proposes), with what the proposal needs of the product.
 */
export async function replenishmentCandidates(sql: Sql, warehouseId?: string): Promise<ReplenishmentCandidate[]> {
  const { rows } = await sql.query<any>(
    `select * from (
       select s.product_id, p.code, p.name, p.doc->'packings' as packings, p.doc->'prices' as prices, (select sp.id from rm.suppliers sp where coalesce(p.doc->'suppliers', '{}'::jsonb) ? sp.id and sp.status = 'active' order by sp.code limit 1) as linked_supplier_id,
              s.warehouse_id, wh.code as warehouse_code, s.minimum::text, s.maximum::text, ${FIGURES}
         from rm.stock_levels s join rm.products p on p.id = s.product_id and p.status = 'active'
         join rm.warehouses wh on wh.id = s.warehouse_id and wh.status = 'active'
        where ($1::text is null or s.warehouse_id = $1)) x
      where x.on_hand::numeric + x.on_order::numeric < x.minimum::numeric
      order by x.warehouse_code, x.code`,
    [warehouseId ?? null],
  );
  return rows.map((r) => ({
    productId: r.product_id, code: r.code, name: r.name, packings: r.packings ?? { box: null, bigBag: null, bag: null }, prices: r.prices, linkedSupplierId: r.linked_supplier_id ?? null,
    warehouseId: r.warehouse_id, warehouseCode: r.warehouse_code, minimum: trim(r.minimum), maximum: trim(r.maximum), onHand: trim(r.on_hand), onOrder: trim(r.on_order),
  }));
}
