import type {
  ListSupplierBalancesQuery,
  ListSupplierEntriesQuery,
  SupplierAccount,
  SupplierBalance,
  SupplierEntry,
} from '@tradedesk/contracts/catalog/supplier-accounts';
import type { Sql } from '../../platform/sql.js';

/**
 * Every supplier's balance per currency (the SupplierAccount screen's list); a supplier without
 * any entry shows once, in its own currency, at zero, so its first entry can be recorded.
 */
export async function listSupplierBalances(sql: Sql, q: ListSupplierBalancesQuery): Promise<{ balances: SupplierBalance[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.search) {
    params.push(`%${q.search.toLowerCase().replace(/[\\%_]/g, (m) => '\\' + m)}%`);
    where.push(`(lower(s.code) like $${params.length} or lower(s.name) like $${params.length})`);
  }
  if (q.currency) {
    params.push(q.currency);
    where.push(`coalesce(h.currency, s.currency) = $${params.length}`);
  }
  if (q.open === 'true') where.push('coalesce(h.balance, 0) <> 0');
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const from = `from rm.suppliers s left join rm.supplier_account_heads h on h.supplier_id = s.id ${w}`;
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n ${from}`, params)).rows[0].n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const { rows } = await sql.query<any>(
    `select s.id, s.code, s.name, coalesce(h.currency, s.currency) as currency, coalesce(h.balance, 0)::text as balance, coalesce(h.seq, 0) as seq,
            coalesce(to_char(h.last_date, 'YYYY-MM-DD'), '') as last_date ${from}
      order by s.code, 4 limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return {
    balances: rows.map((r) => ({ supplierId: r.id, supplierCode: r.code, supplierName: r.name, currency: r.currency, balance: r.balance, entries: r.seq, lastDate: r.last_date })),
    total,
  };
}

/** One supplier's account: balances per currency and its entries, newest first, with running balances. */
export async function supplierAccount(sql: Sql, supplierId: string, q: ListSupplierEntriesQuery): Promise<SupplierAccount> {
  const { rows: heads } = await sql.query<{ currency: string; balance: string; seq: number; version: number }>(
    `select currency, balance::text, seq, version from rm.supplier_account_heads where supplier_id = $1 order by currency`,
    [supplierId],
  );
  const params: unknown[] = [supplierId, q.currency ?? null, q.from ?? null, q.to ?? null];
  const where = `l.supplier_id = $1 and ($2::text is null or l.currency = $2) and ($3::date is null or l.entry_date >= $3) and ($4::date is null or l.entry_date <= $4)`;
  const total = (await sql.query<{ n: number }>(`select count(*)::int as n from rm.supplier_ledger l where ${where}`, params)).rows[0].n;
  params.push(q.limit, (q.page - 1) * q.limit);
  const { rows } = await sql.query<any>(
    `select l.entry_id, l.seq, l.kind, l.currency, l.amount::text, l.balance_after::text, to_char(l.entry_date, 'YYYY-MM-DD') as entry_date, l.method, l.reference,
            l.reason, l.note, l.source, l.reverses, l.reversed_by, l.user_id, u.username, l.recorded_at
       from rm.supplier_ledger l left join rm.users u on u.id = l.user_id
      where ${where} order by l.position desc limit $5 offset $6`,
    params,
  );
  const entries: SupplierEntry[] = rows.map((r) => ({
    entryId: r.entry_id,
    seq: r.seq,
    kind: r.kind,
    currency: r.currency,
    amount: r.amount,
    balanceAfter: r.balance_after,
    date: r.entry_date,
    method: r.method,
    reference: r.reference,
    reason: r.reason,
    note: r.note,
    source: r.source ?? null,
    reverses: r.reverses,
    reversedBy: r.reversed_by,
    userId: r.user_id,
    username: r.username ?? r.user_id,
    recordedAt: (r.recorded_at instanceof Date ? r.recorded_at : new Date(r.recorded_at)).toISOString(),
  }));
  return {
    supplierId,
    version: heads.reduce((v, h) => Math.max(v, h.version), 0),
    balances: heads.map((h) => ({ currency: h.currency, balance: h.balance, entries: h.seq })),
    entries,
    total,
  };
}

/** What the company owes suppliers per currency: the positive balances summed (finance statistic, docs/finance.md). */
export async function payablesByCurrency(sql: Sql): Promise<{ currency: string; amount: string }[]> {
  const { rows } = await sql.query<{ currency: string; amount: string }>(
    `select currency, coalesce(sum(balance) filter (where balance > 0), 0)::text as amount from rm.supplier_account_heads group by currency order by currency`,
  );
  return rows;
}
