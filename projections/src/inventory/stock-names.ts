import type { StockNames } from '@tradedesk/contracts/inventory/stock';

/**
 * Names for stock answers, joined from the catalogue read models (rm.products, rm.warehouses) in
 * the same query, so a stock screen labels any number of rows without loading the catalogue.
 * `alias` is the stock table's alias: it has warehouse_id and product_id.
 */
export const namesJoin = (alias: string) =>
  `left join rm.products p on p.id = ${alias}.product_id left join rm.warehouses w on w.id = ${alias}.warehouse_id`;

export const NAMES_COLUMNS = `w.code as warehouse_code, w.name as warehouse_name, p.code as product_code, p.name as product_name,
  coalesce(p.doc->>'unitLabel', '') as unit_label`;

export function namesOf(r: any): StockNames {
  return {
    warehouseCode: r.warehouse_code ?? null,
    warehouseName: r.warehouse_name ?? null,
    code: r.product_code ?? null,
    name: r.product_name ?? null,
    unitLabel: r.unit_label ?? '',
  };
}
