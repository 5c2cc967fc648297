import type { ListMoneyTransfersQuery, MoneyTransfer, MoneyTransferList, TransferKind } from '@tradedesk/contracts/finance/money-transfers';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const dec = (v: string | number | null) => new Decimal(v ?? 0).toFixed();
const decOrNull = (v: string | number | null) => (v === null ? null : new Decimal(v).toFixed());

/**
 * One kind of transfer (domestic, china, exchange) newest first with the accounts' and the
 * supplier's names, filtered; totals per currency sent (amounts, fees) and the exchange
 * differences per base currency, of the selected transfers that are not reversed.
 */
export async function listMoneyTransfers(sql: Sql, kind: TransferKind, q: ListMoneyTransfersQuery): Promise<MoneyTransferList> {
  const params: unknown[] = [kind];
  const where = ['t.kind = $1'];
  const add = (cond: (n: string) => string, v: unknown) => {
    params.push(v);
    where.push(cond(`$${params.length}`));
  };
  if (q.accountId) add((n) => `(t.from_account_id = ${n} or t.to_account_id = ${n})`, q.accountId);
  if (q.supplierId) add((n) => `t.supplier_id = ${n}`, q.supplierId);
  if (q.from) add((n) => `t.date >= ${n}::date`, q.from);
  if (q.to) add((n) => `t.date <= ${n}::date`, q.to);
  if (q.search) add((n) => `(lower(t.memo) like ${n} or lower(t.reference) like ${n} or lower(coalesce(s.name, '')) like ${n})`, `%${q.search.toLowerCase()}%`);
  if (q.status === 'live') where.push('not t.reversed');
  if (q.status === 'reversed') where.push('t.reversed');
  const from = `from rm.money_transfers t
    left join rm.money_accounts fa on fa.id = t.from_account_id
    left join rm.money_accounts ta on ta.id = t.to_account_id
    left join rm.suppliers s on s.id = t.supplier_id
    where ${where.join(' and ')}`;
  const { rows: count } = await sql.query<{ n: number }>(`select count(*)::int as n ${from}`, params);
  const { rows: totals } = await sql.query<{ currency: string; amount: string; fee: string }>(
    `select t.currency, coalesce(sum(t.amount) filter (where not t.reversed), 0) as amount, coalesce(sum(t.fee) filter (where not t.reversed), 0) as fee
       ${from} group by t.currency order by t.currency`,
    params,
  );
  const { rows: differences } = await sql.query<{ currency: string; amount: string }>(
    `select t.base_currency as currency, sum(t.difference_in_base) as amount ${from} and t.base_currency is not null and t.difference_in_base is not null and not t.reversed
      group by t.base_currency order by t.base_currency`,
    params,
  );
  const page = [...params, q.limit, (q.page - 1) * q.limit];
  const { rows } = await sql.query<any>(
    `select t.*, t.date::text as date_text, coalesce(fa.name, '') as from_name, coalesce(ta.name, '') as to_name, coalesce(s.name, '') as supplier_name ${from}
      order by t.date desc, t.recorded_at desc, t.id limit $${page.length - 1} offset $${page.length}`,
    page,
  );
  return {
    transfers: rows.map(
      (r): MoneyTransfer => ({
        id: r.id,
        kind: r.kind,
        fromAccountId: r.from_account_id,
        fromAccountName: r.from_name,
        toAccountId: r.to_account_id,
        toAccountName: r.to_name,
        currency: r.currency,
        amount: dec(r.amount),
        fee: dec(r.fee),
        toCurrency: r.to_currency,
        toAmount: decOrNull(r.to_amount),
        rate: decOrNull(r.rate),
        tableRate: decOrNull(r.table_rate),
        baseCurrency: r.base_currency,
        differenceInBase: decOrNull(r.difference_in_base),
        supplierId: r.supplier_id,
        supplierName: r.supplier_name,
        date: r.date_text,
        reference: r.reference,
        memo: r.memo,
        reversed: r.reversed,
        reversalReason: r.reversal_reason,
        userId: r.user_id,
        recordedAt: iso(r.recorded_at),
      }),
    ),
    total: count[0]!.n,
    totals: totals.map((x) => ({ currency: x.currency, amount: dec(x.amount), fee: dec(x.fee) })),
    differences: differences.map((x) => ({ currency: x.currency, amount: dec(x.amount) })),
  };
}

/** The kind of one transfer (domestic, china, exchange), or null when there is none. */
export async function transferKind(sql: Sql, id: string): Promise<TransferKind | null> {
  const { rows } = await sql.query<{ kind: TransferKind }>('select kind from rm.money_transfers where id = $1', [id]);
  return rows[0]?.kind ?? null;
}
