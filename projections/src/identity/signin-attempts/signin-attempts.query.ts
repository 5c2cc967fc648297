import type { Sql } from '../../platform/sql.js';

/** What one throttle key counts: a user name from one address, a user name anywhere, or an address. */
export type ThrottleKey = { nameKey: string; address: string } | { nameKey: string } | { address: string };

/**
 * Times of the attempts that count against a key, newest first: failures and attempts still being
 * checked, after `since`, at most `limit`. For a key with a name, only those reserved after the
 * last successful sign-in of that name (from that address, for a name-and-address key); an
 * address's count is never reset. Read it inside the transaction that holds the key's lock.
 */
export async function countedAttempts(sql: Sql, key: ThrottleKey, since: Date, limit: number): Promise<Date[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const eq = (column: string, v: string) => {
    params.push(v);
    where.push(`${column} = $${params.length}`);
  };
  if ('nameKey' in key) eq('name_key', key.nameKey);
  if ('address' in key) eq('address', key.address);
  const match = where.join(' and ');
  const reset = 'nameKey' in key ? `and pos > coalesce((select max(pos) from rm.signin_attempts where ${match} and state = 'ok'), 0)` : '';
  const { rows } = await sql.query<{ at: Date | string }>(
    `select at from rm.signin_attempts where ${match} and state <> 'ok' and at > $${params.length + 1} ${reset}
      order by pos desc limit $${params.length + 2}`,
    [...params, since.toISOString(), limit],
  );
  return rows.map((r) => new Date(r.at));
}

/** Whether the user with this name signed in from this address after `since`. */
export async function signedInFrom(sql: Sql, nameKey: string, address: string, since: Date): Promise<boolean> {
  const { rows } = await sql.query(`select 1 from rm.signin_attempts where name_key = $1 and address = $2 and state = 'ok' and at > $3 limit 1`, [
    nameKey,
    address,
    since.toISOString(),
  ]);
  return rows.length > 0;
}
