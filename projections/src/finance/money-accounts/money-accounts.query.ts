import type { ListMoneyAccountsQuery, MoneyAccount, MoneyAccountKind } from '@tradedesk/contracts/finance/money-accounts';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';
import { postedAsOf } from '../account-postings/account-postings.query.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const dec = (v: string | number | null) => new Decimal(v ?? 0).toFixed();

/**
 * The accounts that existed at `asOf`, each with its balance then: the opening balance plus every
 * posting recorded up to that instant (the account ledger, account-postings).
 */
export async function listMoneyAccounts(sql: Sql, q: ListMoneyAccountsQuery, asOf: string): Promise<{ accounts: MoneyAccount[]; asOf: string; total: number }> {
  const params: unknown[] = [asOf];
  const where = ['a.created_at <= $1'];
  if (q.kind) {
    params.push(q.kind);
    where.push(`a.kind = $${params.length}`);
  }
  if (q.search) {
    params.push(`%${q.search.toLowerCase()}%`);
    where.push(`(lower(a.name) like $${params.length} or lower(a.bank_name) like $${params.length} or a.account_number like $${params.length})`);
  }
  const { rows } = await sql.query<any>(
    `select a.* from rm.money_accounts a where ${where.join(' and ')} order by a.kind, lower(a.name)`,
    params,
  );
  const posted = await postedAsOf(
    sql,
    rows.map((r) => r.id),
    asOf,
  );
  const accounts = rows.map(
    (r): MoneyAccount => ({
      id: r.id,
      kind: r.kind as MoneyAccountKind,
      name: r.name,
      currency: r.currency,
      openingBalance: dec(r.opening_balance),
      bankName: r.bank_name,
      accountNumber: r.account_number,
      balance: new Decimal(r.opening_balance).plus(posted.get(r.id) ?? 0).toFixed(),
      createdAt: iso(r.created_at),
    }),
  );
  return { accounts, asOf: iso(asOf), total: accounts.length };
}

/** One account's currency and kind (what an entry's decision needs), or null. */
export async function moneyAccountRef(sql: Sql, id: string): Promise<{ id: string; name: string; kind: MoneyAccountKind; currency: string } | null> {
  const { rows } = await sql.query<{ id: string; name: string; kind: MoneyAccountKind; currency: string }>('select id, name, kind, currency from rm.money_accounts where id = $1', [id]);
  return rows[0] ?? null;
}

/** Accounts by id (currency), for many entries at once. */
export async function moneyAccountRefs(sql: Sql, ids: string[]): Promise<Map<string, { id: string; currency: string }>> {
  if (!ids.length) return new Map();
  const { rows } = await sql.query<{ id: string; currency: string }>('select id, currency from rm.money_accounts where id = any($1::text[])', [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}
