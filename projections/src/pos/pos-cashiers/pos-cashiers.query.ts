import { PIN_MAX_FAILURES, type PosCashier } from '@tradedesk/contracts/pos/pos';
import type { Sql } from '../../platform/sql.js';

/** Every employee (but root) with their till access, PIN and lock, by name: the PosMachine screen's cashier list. */
export async function listPosCashiers(sql: Sql): Promise<{ cashiers: PosCashier[] }> {
  const { rows } = await sql.query<any>(
    `select u.id, u.username, u.name, u.disabled, coalesce(c.allowed, false) as allowed, coalesce(c.pin_set, false) as pin_set, coalesce(c.failures, 0) as failures
     from rm.users u left join rm.pos_cashiers c on c.employee_id = u.id where u.username <> 'root' order by lower(u.name), u.username`,
  );
  return {
    cashiers: rows.map((r) => ({
      employeeId: r.id,
      username: r.username,
      name: r.name,
      disabled: r.disabled,
      allowed: r.allowed,
      pinSet: r.pin_set,
      failures: r.failures,
      locked: r.failures >= PIN_MAX_FAILURES,
    })),
  };
}

/** The cashiers a PIN pad offers: allowed, with a PIN, not disabled. */
export async function tillCashiers(sql: Sql): Promise<{ employeeId: string; name: string; locked: boolean }[]> {
  const { rows } = await sql.query<any>(
    `select u.id, u.name, c.failures from rm.pos_cashiers c join rm.users u on u.id = c.employee_id
     where c.allowed and c.pin_set and not u.disabled order by lower(u.name)`,
  );
  return rows.map((r) => ({ employeeId: r.id, name: r.name, locked: r.failures >= PIN_MAX_FAILURES }));
}

/** Whether an employee exists and is enabled, with their name (a cashier's decisions read it). */
export async function employeeRef(sql: Sql, id: string): Promise<{ id: string; name: string; disabled: boolean } | null> {
  const { rows } = await sql.query<any>('select id, name, disabled from rm.users where id = $1', [id]);
  return rows[0] ?? null;
}
