import type { Sql } from '../../platform/sql.js';
import { rateAtSql } from '../exchange-rates/exchange-rates-at.query.js';

/**
 * Income and expense entries with the rate that converts each into another currency
 * (docs/report-stock-profit.md "Pure profit"): the rate in force when the entry was recorded
 * (`recorded_at`), through the exchange-rates read model. Reversed entries are left out, as the
 * finance list's totals leave them out.
 */

export interface EntryToConvert {
  id: string;
  direction: 'income' | 'expense';
  classId: string;
  /** The class's path ("Rent / Shop"), null when the class is unknown to the read model. */
  className: string | null;
  /** The entry's business day. */
  day: string;
  currency: string;
  amount: string;
  /** 1 entry currency in `toCode`; null without a rate in force at the entry's time. */
  rate: string | null;
}

/** Entries (not reversed) of business days [from, to] (either side open), each with its rate into `toCode`. */
export async function entriesWithRate(sql: Sql, f: { from: string | null; to: string | null; toCode: string }): Promise<EntryToConvert[]> {
  const { rows } = await sql.query<any>(
    `select e.id, e.direction, e.class_id, c.path as class_name, to_char(e.date, 'YYYY-MM-DD') as day, e.currency, e.amount::text as amount,
            ${rateAtSql('e.currency', '$3::text', 'e.recorded_at')}::text as rate
       from rm.finance_entries e left join rm.finance_classes c on c.id = e.class_id
      where not e.reversed and ($1::date is null or e.date >= $1) and ($2::date is null or e.date <= $2)
      order by e.date, e.recorded_at, e.id`,
    [f.from, f.to, f.toCode],
  );
  return rows.map((r) => ({ id: r.id, direction: r.direction, classId: r.class_id, className: r.class_name ?? null, day: r.day, currency: r.currency, amount: r.amount, rate: r.rate }));
}
