import type { Sql } from '../../platform/sql.js';
import { NAMES_COLUMNS, namesJoin, namesOf } from '../stock-names.js';
import type { StockNames } from '@tradedesk/contracts/inventory/stock';
import { inCategory } from '../../reports/stock-reports/stock-reports.query.js';
import { numericText } from '../../reports/numeric-text.js';

/**
 * Stock on hand with the movements it came in with (docs/report-stock-profit.md "Shelf life"), from
 * the cost projection: rm.cost_stock (quantity per warehouse x product), rm.cost_movements (every
 * movement at the moment the goods really moved, `at`) and rm.cost_products (the unit cost now).
 * Only products with a shelf life (catalogue `shelfLifeDays` above 0) and pairs with stock above 0.
 * The movements are the pair's incoming ones (quantity above 0: receipts, transfers in, count
 * gains...), newest first, as far back as the stock on hand reaches when the oldest units are
 * the first to leave; the split itself is the caller's (a pure function, unit-tested).
 */

export interface IncomingPart {
  /** ISO instant the goods came in. */
  at: string;
  kind: string;
  document: string;
  quantity: string;
}

export interface StockWithIncoming extends StockNames {
  warehouseId: string;
  productId: string;
  shelfLifeDays: number;
  onHand: string;
  /** The product's unit cost now (cost currency); null: never valued. */
  unitCost: string | null;
  /** Newest first. */
  incoming: IncomingPart[];
}

export async function stockWithIncoming(sql: Sql, f: { warehouseId?: string; productId?: string; categoryId?: string }): Promise<StockWithIncoming[]> {
  const { rows } = await sql.query<any>(
    `with pairs as (
       select s.warehouse_id, s.product_id, s.quantity as on_hand, (p.doc->>'shelfLifeDays')::int as shelf_life
         from rm.cost_stock s join rm.products p on p.id = s.product_id
        where s.quantity > 0 and coalesce((p.doc->>'shelfLifeDays')::int, 0) > 0
          and ($1::text is null or s.warehouse_id = $1) and ($2::text is null or s.product_id = $2) and ($3::text is null or ${inCategory('$3')})
     ), ins as (
       select m.warehouse_id, m.product_id, m.at, m.position, m.line, m.kind, m.source_number, m.quantity,
              sum(m.quantity) over (partition by m.warehouse_id, m.product_id order by m.at desc, m.position desc, m.line desc) - m.quantity as newer
         from rm.cost_movements m join pairs pr on pr.product_id = m.product_id and pr.warehouse_id = m.warehouse_id
        where m.quantity > 0
     )
     select pr.warehouse_id, pr.product_id, pr.on_hand::text as on_hand, pr.shelf_life, cp.unit_cost::text as unit_cost, ${NAMES_COLUMNS},
            coalesce((select json_agg(json_build_object('at', i.at, 'kind', i.kind, 'document', i.source_number, 'quantity', i.quantity::text)
                               order by i.at desc, i.position desc, i.line desc)
                        from ins i where i.warehouse_id = pr.warehouse_id and i.product_id = pr.product_id and i.newer < pr.on_hand), '[]'::json) as incoming
       from pairs pr left join rm.cost_products cp on cp.product_id = pr.product_id ${namesJoin('pr')}
      order by p.code, w.code, pr.product_id, pr.warehouse_id`,
    [f.warehouseId ?? null, f.productId ?? null, f.categoryId ?? null],
  );
  return rows.map((r) => ({
    ...namesOf(r),
    warehouseId: r.warehouse_id,
    productId: r.product_id,
    shelfLifeDays: Number(r.shelf_life),
    onHand: numericText(r.on_hand),
    unitCost: r.unit_cost === null ? null : numericText(r.unit_cost),
    incoming: (typeof r.incoming === 'string' ? JSON.parse(r.incoming) : r.incoming).map((i: any) => ({
      at: new Date(i.at).toISOString(), kind: i.kind, document: i.document, quantity: numericText(i.quantity),
    })),
  }));
}
