import type { PosRegister } from '@tradedesk/contracts/pos/pos';
import type { Sql } from '../../platform/sql.js';

const SELECT = `select r.*, coalesce(w.name, '') as warehouse_name, c.name as customer_name,
    (select count(*)::int from rm.pos_devices d where d.register_id = r.id and d.revoked_at is null) as devices,
    (select s.id from rm.pos_cash_sessions s where s.register_id = r.id and s.status = 'open' limit 1) as open_session_id
  from rm.pos_registers r left join rm.warehouses w on w.id = r.warehouse_id left join rm.customers c on c.id = r.default_customer_id`;

const toRegister = (r: any): PosRegister => ({
  id: r.id,
  name: r.name,
  warehouseId: r.warehouse_id,
  warehouseName: r.warehouse_name,
  defaultCustomerId: r.default_customer_id,
  defaultCustomerName: r.customer_name ?? null,
  currency: r.currency,
  receiptHeader: r.receipt_header,
  receiptFooter: r.receipt_footer,
  blindClose: r.blind_close,
  devices: r.devices,
  openSessionId: r.open_session_id ?? null,
  version: r.version,
});

/** Every register by name, with its warehouse and default customer's names, its authorised devices and open cash session. */
export async function listPosRegisters(sql: Sql): Promise<{ registers: PosRegister[] }> {
  const { rows } = await sql.query<any>(`${SELECT} order by lower(r.name)`);
  return { registers: rows.map(toRegister) };
}

export async function getPosRegister(sql: Sql, id: string): Promise<PosRegister | null> {
  const { rows } = await sql.query<any>(`${SELECT} where r.id = $1`, [id]);
  return rows[0] ? toRegister(rows[0]) : null;
}
