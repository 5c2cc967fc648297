import type { StatementGroup, StatementReport } from '@tradedesk/contracts/reports/report-details';
import type { Sql } from '../../platform/sql.js';
import { numericText } from '../../reports/numeric-text.js';
import { PAYING } from '../../reports/purchase-reports/purchase-reports.query.js';
import { statementCurrencies } from '../../reports/statement-rows.js';

/**
 * One supplier's statement (docs/report-details.md "Supplier statement"), from the payables ledger
 * (rm.supplier_ledger: per supplier and currency, every entry dated by business day): what was
 * owed before the first day, each entry of the period by day (then in the order it was posted)
 * with the running balance, what is owed after the last day. A reversal counts with the kind of
 * the entry it undoes (a reversed payment is a payment taken back). The figures are the ones the
 * per-supplier purchase report gives for the same period (same ledger, same day rule).
 */

export interface SupplierStatementFilter {
  supplierId: string;
  currency?: string;
  /** Business days, both inclusive (null: open side). */
  from: string | null;
  to: string | null;
  limit: number;
  offset_rows: number;
}

export async function supplierStatement(sql: Sql, f: SupplierStatementFilter): Promise<StatementReport> {
  const entries = `e as (
    select le.*, case when coalesce(orig.kind, le.kind) = 'purchase' then 'purchase' when coalesce(orig.kind, le.kind) = 'purchase-return' then 'return'
                      when coalesce(orig.kind, le.kind) = any($5::text[]) then 'payment' else 'other' end as grp,
           ($3::date is null or le.entry_date >= $3) as in_period
      from rm.supplier_ledger le left join rm.supplier_ledger orig on le.kind = 'reversal' and orig.entry_id = le.reverses
     where le.supplier_id = $1 and ($2::text is null or le.currency = $2) and ($4::date is null or le.entry_date <= $4)
  )`;
  const params = [f.supplierId, f.currency ?? null, f.from, f.to, PAYING];
  const [{ rows: party }, { rows: sums }, { rows }] = await Promise.all([
    sql.query<any>(`select code, name from rm.suppliers where id = $1`, [f.supplierId]),
    sql.query<any>(
      `with ${entries}
       select currency, coalesce(sum(amount) filter (where not in_period), 0)::text as opening, sum(amount)::text as closing,
              coalesce(sum(amount) filter (where in_period and grp = 'purchase'), 0)::text as charged,
              coalesce(-sum(amount) filter (where in_period and grp = 'payment'), 0)::text as paid,
              coalesce(-sum(amount) filter (where in_period and grp = 'return'), 0)::text as returned,
              coalesce(sum(amount) filter (where in_period and grp = 'other'), 0)::text as other,
              (count(*) filter (where in_period))::int as lines
         from e group by currency order by currency`,
      params,
    ),
    sql.query<any>(
      `with ${entries}, r as (
         select e.*, sum(amount) over (partition by currency order by entry_date, seq rows unbounded preceding) as balance from e
       )
       select entry_id, currency, to_char(entry_date, 'YYYY-MM-DD') as day, kind, grp, reference, source->>'number' as source_number, method, reason, note,
              amount::text, balance::text, count(*) over ()::int as n
         from r where in_period
        order by entry_date, currency, seq limit ${Number(f.limit)} offset ${Number(f.offset_rows)}`,
      params,
    ),
  ]);
  return {
    party: { id: f.supplierId, code: party[0]?.code ?? null, name: party[0]?.name ?? null },
    currencies: statementCurrencies(sums),
    rows: rows.map((r) => {
      const amount = numericText(r.amount);
      const negative = amount.startsWith('-');
      return {
        id: r.entry_id,
        currency: r.currency,
        day: r.day,
        kind: r.kind,
        group: r.grp as StatementGroup,
        document: [r.source_number, r.reference].filter(Boolean).join(' · '),
        method: r.method ?? null,
        note: [r.reason, r.note].filter(Boolean).join(' · '),
        debit: negative ? '0' : amount,
        credit: negative ? amount.slice(1) : '0',
        balance: numericText(r.balance),
      };
    }),
    total: rows[0]?.n ?? sums.reduce((a: number, s: any) => a + s.lines, 0),
  };
}
