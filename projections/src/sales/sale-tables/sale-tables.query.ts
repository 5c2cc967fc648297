import type { Floor } from '@tradedesk/contracts/sales/table-orders';
import type { Sql } from '../../platform/sql.js';

/**
 * The floor of a store: its active desks in floor order (area, place, name), each with the order
 * that occupies it: the table's order while it is a draft, or committed and not fully paid.
 */
export async function floorOf(sql: Sql, warehouseId: string): Promise<Floor> {
  const { rows } = await sql.query<any>(
    `select d.id, d.name, d.area, d.seats, d.position, o.id as order_id, o.number, o.total::text as total, o.currency, o.line_count, t.guests, t.opened_at,
        coalesce(u.name, t.opened_by) as opened_by
     from rm.desks d
     left join rm.sale_tables t on t.desk_id = d.id
     left join rm.sale_orders o on o.id = t.order_id and (o.status = 'draft' or (o.status = 'committed' and o.paid < o.total))
     left join rm.users u on u.id = t.opened_by
     where d.warehouse_id = $1 and d.active
     order by lower(d.area), d.position, lower(d.name)`,
    [warehouseId],
  );
  return {
    tables: rows.map((r) => ({
      deskId: r.id,
      name: r.name,
      area: r.area,
      seats: r.seats,
      position: r.position,
      order: r.order_id
        ? { orderId: r.order_id, number: r.number, total: r.total, currency: r.currency, lines: r.line_count, guests: r.guests, openedAt: new Date(r.opened_at).toISOString(), openedBy: r.opened_by ?? '' }
        : null,
    })),
  };
}
