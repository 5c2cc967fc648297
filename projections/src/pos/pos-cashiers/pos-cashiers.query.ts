import { PIN_MAX_FAILURES, type PosCashier } from '@tradedesk/contracts/pos/pos';
import type { Sql } from '../../platform/sql.js';

/** Every employee (but root) with their till access, PIN and lock, by name: the PosMachine screen's cashier list. */
export async function listPosCashiers(sql: Sql): Promise<{ cashiers: PosCashier[] }> {
  const { rows } = await sql.query<any>(
    `select u.id, u.username, u.name, u.disabled, coalesce(c.allowed, false) as allowed, coalesce(c.pin_set, false) as pin_set, coalesce(c.failures, 0) as failures, coalesce(c.supervisor, false) as supervisor
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
      supervisor: r.supervisor,
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

/** The till supervisors an approval dialog offers: flagged by the Admin, with a PIN, not disabled. */
export async function tillSupervisors(sql: Sql): Promise<{ employeeId: string; name: string; locked: boolean }[]> {
  const { rows } = await sql.query<any>(
    `select u.id, u.name, c.failures from rm.pos_cashiers c join rm.users u on u.id = c.employee_id
     where c.supervisor and c.pin_set and not u.disabled order by lower(u.name)`,
  );
  return rows.map((r) => ({ employeeId: r.id, name: r.name, locked: r.failures >= PIN_MAX_FAILURES }));
}

/** A supervisor's approval of a discount over the limit (a sale that names it reads it), or null. */
export async function discountApproval(
  sql: Sql,
  id: string,
): Promise<{ id: string; supervisorId: string; cashierId: string; deviceId: string; maxDiscount: string; expiresAt: string } | null> {
  const { rows } = await sql.query<any>('select id, supervisor_id, cashier_id, device_id, max_discount::text as max_discount, expires_at from rm.pos_discount_approvals where id = $1', [id]);
  const r = rows[0];
  return r ? { id: r.id, supervisorId: r.supervisor_id, cashierId: r.cashier_id, deviceId: r.device_id, maxDiscount: r.max_discount, expiresAt: new Date(r.expires_at).toISOString() } : null;
}
