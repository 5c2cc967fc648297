import type { RepaymentGroup, RepaymentReport, RepaymentRow, RepaymentSide } from '@tradedesk/contracts/reports/report-details';
import { Decimal } from 'decimal.js';
import type { Sql } from '../../platform/sql.js';
import { numericText } from '../numeric-text.js';
import { PAYING } from '../purchase-reports/purchase-reports.query.js';

/**
 * The repayment report (docs/report-details.md "Repayment"): money collected from customers, or
 * paid to suppliers, over a period of business days, per day, party, method or money account,
 * per currency and in the base currency. SQL over existing read models, no table of its own:
 * - customers: every payment of a sale order (rm.sale_money_payments with the order's customer
 *   from rm.sale_money; walk-in sales under ''; dated by the payment's business day, payments
 *   recorded before payments carried one by the order's commit day) and the payments recorded on
 *   a customer's account and cheques received outside a sale (rm.customer_ledger kinds `payment`,
 *   `checkReceived`, dated by the business day they were recorded);
 * - suppliers: the payables ledger's paying entries (rm.supplier_ledger: payments, transfers to
 *   China, cheques issued or endorsed, net of bounced or cancelled cheques and reversed payments,
 *   dated by their business day), with the account a payment left from rm.purchase_money_payments.
 * The base amount uses the exchange rate in force at the end of the payment's day (either
 * direction of the pair); without one the payment is left out of the base total and counted.
 */

export interface RepaymentFilter {
  side: RepaymentSide;
  by: RepaymentGroup;
  from: string | null;
  to: string | null;
  offset: number;
  baseCurrency: string;
  partyId?: string;
  currency?: string;
  limit: number;
  offset_rows: number;
}

const CUSTOMER_PAYMENTS = `select coalesce(mp.date, m.date) as day, coalesce(m.customer_id, '') as party_id, m.currency, mp.method, coalesce(mp.account_id, '') as account_id,
         mp.amount, 1 as n
    from rm.sale_money_payments mp join rm.sale_money m on m.id = mp.order_id
  union all
  select ((l.at at time zone 'UTC') + $3::numeric * interval '1 hour')::date, l.customer_id, l.currency, coalesce(l.method, ''), '', l.credit - l.debit, 1
    from rm.customer_ledger l where l.kind in ('payment', 'checkReceived')`;

const SUPPLIER_PAYMENTS = `select le.entry_date as day, le.supplier_id as party_id, le.currency,
         coalesce(le.method, orig.method, case when coalesce(orig.kind, le.kind) like 'check-%' then 'bank-check' end, '') as method,
         coalesce(pm.account_id, '') as account_id, -le.amount as amount,
         case when le.kind in ('reversal', 'check-bounced', 'check-cancelled') then -1 else 1 end as n
    from rm.supplier_ledger le left join rm.supplier_ledger orig on le.kind = 'reversal' and orig.entry_id = le.reverses
    left join rm.purchase_money_payments pm on pm.entry_id = coalesce(orig.entry_id, le.entry_id)
   where coalesce(orig.kind, le.kind) = any($6::text[])`;

const KEYS: Record<RepaymentGroup, string> = {
  day: `to_char(p.day, 'YYYY-MM-DD')`,
  party: 'p.party_id',
  method: 'p.method',
  account: 'p.account_id',
};

export async function repayment(sql: Sql, f: RepaymentFilter): Promise<RepaymentReport> {
  const parties = f.side === 'customers' ? 'rm.customers' : 'rm.suppliers';
  const names = {
    day: `null::text as code, null::text as name, g.key as sort_key`,
    party: `pt.code as code, pt.name as name, coalesce(pt.code, g.key) as sort_key`,
    method: `null::text as code, null::text as name, g.key as sort_key`,
    account: `null::text as code, a.name as name, coalesce(a.name, '') as sort_key`,
  }[f.by];
  const join = f.by === 'party' ? `left join ${parties} pt on pt.id = g.key` : f.by === 'account' ? 'left join rm.money_accounts a on a.id = g.key' : '';
  const { rows } = await sql.query<any>(
    `with p0 as (${f.side === 'customers' ? CUSTOMER_PAYMENTS : SUPPLIER_PAYMENTS}), p as (
       select p0.*, case when p0.currency = $4 then p0.amount else round(p0.amount * (
                select case when r.from_code = p0.currency then r.rate else 1 / r.rate end from rm.exchange_rates r
                 where ((r.from_code = p0.currency and r.to_code = $4) or (r.from_code = $4 and r.to_code = p0.currency))
                   and r.effective_at < ((p0.day + 1)::timestamp - $3::numeric * interval '1 hour') at time zone 'UTC'
                 order by r.effective_at desc, r.position desc limit 1), 6) end as base
         from p0
        where ($1::date is null or p0.day >= $1) and ($2::date is null or p0.day <= $2)
          and ($5::text is null or p0.party_id = $5) and ($7::text is null or p0.currency = $7) and $6::text[] is not null
     ), g as (
       select ${KEYS[f.by]} as key, p.currency, sum(p.n)::int as payments, sum(p.amount) as amount,
              case when bool_and(p.base is not null) then sum(p.base) end as base, sum(p.base) as known_base, count(*) filter (where p.base is null)::int as unconverted
         from p group by 1, 2
     )
     select g.key, g.currency, g.payments, g.amount::text, g.base::text, g.known_base::text, g.unconverted, ${names}
       from g ${join}
      order by sort_key, g.key, g.currency`,
    [f.from, f.to, f.offset, f.baseCurrency, f.partyId ?? null, PAYING, f.currency ?? null],
  );
  const all: RepaymentRow[] = rows.map((r) => ({
    key: r.key ?? '',
    code: r.code ?? null,
    name: r.name ?? null,
    currency: r.currency,
    payments: r.payments,
    amount: numericText(r.amount),
    baseAmount: r.base === null ? null : numericText(r.base),
  }));
  const currencies = [...new Set(all.map((r) => r.currency))].sort();
  return {
    rows: all.slice(f.offset_rows, f.offset_rows + f.limit),
    total: all.length,
    totals: currencies.map((currency) => {
      const xs = all.filter((r) => r.currency === currency);
      return { currency, amount: numericText(xs.reduce((a, r) => a.plus(r.amount), new Decimal(0)).toFixed()), payments: xs.reduce((a, r) => a + r.payments, 0) };
    }),
    base: {
      currency: f.baseCurrency,
      amount: numericText(rows.reduce((a, r) => a.plus(r.known_base ?? 0), new Decimal(0)).toFixed()),
      unconverted: rows.reduce((a, r) => a + Number(r.unconverted), 0),
    },
  };
}
