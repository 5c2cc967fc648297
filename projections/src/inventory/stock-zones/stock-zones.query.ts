import { NO_ZONE, type StockZoneRow, type StockZonesQuery } from '@tradedesk/contracts/inventory/stock-views';
import type { Sql } from '../../platform/sql.js';
import { NAMES_COLUMNS, namesJoin, namesOf } from '../stock-names.js';

/** Stock per warehouse, zone and product (rm.stock_zone_on_hand), with the names of each. */
export async function stockByZone(sql: Sql, q: StockZonesQuery): Promise<{ rows: StockZoneRow[]; total: number }> {
  const zone = q.zoneId === undefined ? null : q.zoneId === NO_ZONE ? '' : q.zoneId;
  const params: unknown[] = [q.warehouseId ?? null, zone, q.productId ?? null, q.nonZero === 'true'];
  const where = `($1::text is null or s.warehouse_id = $1) and ($2::text is null or s.zone_id = $2) and ($3::text is null or s.product_id = $3)
    and (not $4::boolean or s.quantity <> 0)`;
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n from rm.stock_zone_on_hand s where ${where}`, params)).rows[0].n;
  const { rows } = await sql.query<any>(
    `select s.warehouse_id, s.zone_id, s.product_id, s.quantity::text, z.code as zone_code, z.name as zone_name, ${NAMES_COLUMNS}
       from rm.stock_zone_on_hand s ${namesJoin('s')} left join rm.warehouse_zones z on z.id = s.zone_id
      where ${where}
      order by s.warehouse_id, s.zone_id, s.product_id limit ${Number(q.limit)} offset ${Number(q.offset)}`,
    params,
  );
  return {
    rows: rows.map((r) => ({
      warehouseId: r.warehouse_id,
      zoneId: r.zone_id === '' ? null : r.zone_id,
      zoneCode: r.zone_code ?? null,
      zoneName: r.zone_name ?? null,
      productId: r.product_id,
      quantity: r.quantity,
      ...namesOf(r),
    })),
    total,
  };
}
