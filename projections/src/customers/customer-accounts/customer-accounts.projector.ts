import {
  CUSTOMER_ACCOUNT_READ_EVENT_TYPES,
  CUSTOMER_ACCOUNTS_READ_MODEL,
  type CustomerAccountEvent,
  type LedgerEntryKind,
} from '@tradedesk/contracts/customers/customer-accounts';
import type { CheckBounced, CheckCancelled, CheckReceived } from '@tradedesk/contracts/finance/checks';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { SaleOrderCancelled, SaleOrderCommitted, SaleOrderPaid, SaleOrderUnsaved } from '@tradedesk/contracts/sales/sale-order';
import { Decimal } from 'decimal.js';
import type { Projector } from '../../platform/projector.js';

type AccountEvent = CustomerAccountEvent | SaleOrderCommitted | SaleOrderUnsaved | SaleOrderPaid | SaleOrderCancelled | CheckReceived | CheckBounced | CheckCancelled;

/** One line of a customer's ledger, before its running balance is known. */
interface Posting {
  customerId: string;
  code: string;
  name: string;
  currency: string;
  kind: LedgerEntryKind;
  debit: Decimal;
  credit: Decimal;
  sourceType: 'order' | 'manual' | 'check';
  sourceId: string;
  sourceNumber: string;
  method: string | null;
  reference: string;
  dueDate: string | null;
  reason: string;
  memo: string;
}

/** What an event posts to customer accounts (nothing for walk-in sales: customer null). */
export function postingsOf(e: AccountEvent): Posting[] {
  const d0 = new Decimal(0);
  switch (e.type) {
    case 'CustomerAccountEntryRecorded': {
      const d = e.data;
      return [
        {
          customerId: d.customerId, code: '', name: '', currency: d.currency, kind: d.kind, debit: new Decimal(d.debit), credit: new Decimal(d.credit),
          sourceType: 'manual', sourceId: d.entryId, sourceNumber: '', method: d.method, reference: d.reference, dueDate: d.dueDate, reason: d.reason, memo: d.memo,
        },
      ];
    }
    case 'SaleOrderCommitted': {
      const d = e.data;
      if (!d.customer) return [];
      return [
        {
          customerId: d.customer.id, code: d.customer.code, name: d.customer.name, currency: d.currency, kind: 'sale', debit: new Decimal(d.total), credit: d0,
          sourceType: 'order', sourceId: d.orderId, sourceNumber: d.number, method: null, reference: '', dueDate: d.dueDate, reason: '', memo: '',
        },
      ];
    }
    case 'SaleOrderUnsaved':
    case 'SaleOrderCancelled': {
      const d = e.data;
      if (!d.customer || (e.type === 'SaleOrderCancelled' && !e.data.wasCommitted)) return [];
      return [
        {
          customerId: d.customer.id, code: d.customer.code, name: d.customer.name, currency: d.currency,
          kind: e.type === 'SaleOrderUnsaved' ? 'saleReversed' : 'saleCancelled', debit: d0, credit: new Decimal(d.total),
          sourceType: 'order', sourceId: d.orderId, sourceNumber: d.number, method: null, reference: '', dueDate: null, reason: d.reason, memo: '',
        },
      ];
    }
    case 'SaleOrderPaid': {
      const d = e.data;
      const customer = d.customer;
      if (!customer) return [];
      return d.payments.map((p) => ({
        customerId: customer.id, code: customer.code, name: customer.name, currency: d.currency, kind: 'salePayment' as const, debit: d0, credit: new Decimal(p.amount),
        sourceType: 'order' as const, sourceId: d.orderId, sourceNumber: d.number, method: p.method, reference: p.reference, dueDate: p.dueDate, reason: '', memo: '',
      }));
    }
    case 'CheckReceived': {
      // A check a sale order's payment took credited the customer through that payment already.
      const d = e.data;
      if (d.source || !d.customerId) return [];
      return [
        {
          customerId: d.customerId, code: '', name: '', currency: d.currency, kind: 'checkReceived', debit: d0, credit: new Decimal(d.amount),
          sourceType: 'check', sourceId: d.checkId, sourceNumber: d.number, method: 'bankCheck', reference: d.number, dueDate: d.dueDate, reason: '', memo: d.memo,
        },
      ];
    }
    case 'CheckBounced':
    case 'CheckCancelled': {
      // A received check that bounced or was given back no longer pays: the customer owes it again.
      const d = e.data;
      if (d.direction !== 'received' || !d.partyId) return [];
      return [
        {
          customerId: d.partyId, code: '', name: '', currency: d.currency, kind: e.type === 'CheckBounced' ? 'checkBounced' : 'checkCancelled', debit: new Decimal(d.amount), credit: d0,
          sourceType: 'check', sourceId: d.checkId, sourceNumber: d.number, method: 'bankCheck', reference: d.number, dueDate: null, reason: d.reason, memo: '',
        },
      ];
    }
    default: {
      const _exhaustive: never = e;
      return [];
    }
  }
}

/**
 * rm.customer_ledger: every posting to a customer's account with its running balance per
 * customer and currency; rm.customer_balances: where each balance stands. Built by the daemon in
 * commit order from the customer's own account entries and the sale events of
 * RECEIVABLE_EVENT_TYPES, so a rebuild gives the same rows. An event already in the ledger (same
 * global position) is skipped: applying a batch twice changes nothing.
 */
export const customerAccountsProjector: Projector = {
  name: CUSTOMER_ACCOUNTS_READ_MODEL,
  version: 1,
  handles: CUSTOMER_ACCOUNT_READ_EVENT_TYPES,
  tables: ['customer_ledger', 'customer_balances'],

  async migrate(ctx) {
    await ctx.sql.query(`create table if not exists ${ctx.table('customer_ledger')} (
      position bigint not null,
      line int not null,
      customer_id text not null,
      currency text not null,
      seq int not null,
      kind text not null,
      debit numeric not null,
      credit numeric not null,
      balance_after numeric not null,
      source_type text not null,
      source_id text not null,
      source_number text not null,
      method text,
      reference text not null,
      due_date text,
      reason text not null,
      memo text not null,
      user_id text not null,
      at timestamptz not null,
      primary key (position, line)
    )`);
    await ctx.sql.query(`create unique index if not exists customer_ledger_seq_uq on ${ctx.table('customer_ledger')} (customer_id, currency, seq)`);
    await ctx.sql.query(`create index if not exists customer_ledger_customer_ix on ${ctx.table('customer_ledger')} (customer_id, at)`);
    await ctx.sql.query(`create table if not exists ${ctx.table('customer_balances')} (
      customer_id text not null,
      currency text not null,
      customer_code text not null,
      customer_name text not null,
      seq int not null,
      debit numeric not null,
      credit numeric not null,
      balance numeric not null,
      last_at timestamptz not null,
      primary key (customer_id, currency)
    )`);
  },

  async apply(events: StoredEvent[], ctx) {
    const ledger = ctx.table('customer_ledger');
    const heads = ctx.table('customer_balances');
    // Only events that post something (a walk-in sale posts nothing) are looked up as done before.
    const posting = (events as (StoredEvent & AccountEvent)[])
      .map((e) => ({ e, postings: postingsOf(e).filter((p) => !p.debit.isZero() || !p.credit.isZero()) }))
      .filter((x) => x.postings.length > 0);
    if (posting.length === 0) return [];
    const { rows: seen } = await ctx.sql.query<{ position: string }>(`select distinct position::text from ${ledger} where position = any($1::bigint[])`, [
      posting.map((x) => x.e.globalPosition),
    ]);
    const done = new Set(seen.map((r) => r.position));
    const batch = posting.filter((x) => !done.has(x.e.globalPosition));
    const keys = new Map<string, { customerId: string; currency: string }>();
    for (const { postings } of batch) for (const p of postings) keys.set(`${p.customerId}\u0000${p.currency}`, { customerId: p.customerId, currency: p.currency });
    if (keys.size === 0) return [];
    const list = [...keys.values()];
    const { rows: current } = await ctx.sql.query<any>(
      `select h.customer_id, h.currency, h.customer_code, h.customer_name, h.seq, h.debit::text, h.credit::text, h.balance::text, h.last_at from ${heads} h
         join unnest($1::text[], $2::text[]) as k(customer_id, currency) on h.customer_id = k.customer_id and h.currency = k.currency`,
      [list.map((k) => k.customerId), list.map((k) => k.currency)],
    );
    interface Head { code: string; name: string; seq: number; debit: Decimal; credit: Decimal; balance: Decimal; at: string }
    const state = new Map<string, Head>();
    for (const r of current) {
      state.set(`${r.customer_id}\u0000${r.currency}`, {
        code: r.customer_code, name: r.customer_name, seq: r.seq, debit: new Decimal(r.debit), credit: new Decimal(r.credit), balance: new Decimal(r.balance), at: new Date(r.last_at).toISOString(),
      });
    }
    const cols: unknown[][] = Array.from({ length: 19 }, () => []);
    for (const { e, postings } of batch) {
      postings.forEach((p, line) => {
        const key = `${p.customerId}\u0000${p.currency}`;
        const h = state.get(key) ?? { code: '', name: '', seq: 0, debit: new Decimal(0), credit: new Decimal(0), balance: new Decimal(0), at: e.recordedAt };
        h.seq++;
        h.debit = h.debit.plus(p.debit);
        h.credit = h.credit.plus(p.credit);
        h.balance = h.balance.plus(p.debit).minus(p.credit);
        h.at = e.recordedAt;
        if (p.code) h.code = p.code;
        if (p.name) h.name = p.name;
        state.set(key, h);
        const values = [
          e.globalPosition, line, p.customerId, p.currency, h.seq, p.kind, p.debit.toFixed(), p.credit.toFixed(), h.balance.toFixed(), p.sourceType, p.sourceId,
          p.sourceNumber, p.method, p.reference, p.dueDate, p.reason, p.memo, e.metadata.userId, e.recordedAt,
        ];
        values.forEach((v, i) => cols[i].push(v));
      });
    }
    await ctx.sql.query(
      `insert into ${ledger} (position, line, customer_id, currency, seq, kind, debit, credit, balance_after, source_type, source_id, source_number,
                              method, reference, due_date, reason, memo, user_id, at)
       select * from unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::numeric[], $8::numeric[], $9::numeric[], $10::text[],
                            $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[], $19::timestamptz[])`,
      cols,
    );
    const touched = [...keys.keys()];
    const hs = touched.map((k) => state.get(k)!);
    await ctx.sql.query(
      `insert into ${heads} (customer_id, currency, customer_code, customer_name, seq, debit, credit, balance, last_at)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::numeric[], $8::numeric[], $9::timestamptz[])
       on conflict (customer_id, currency) do update set customer_code = excluded.customer_code, customer_name = excluded.customer_name, seq = excluded.seq,
         debit = excluded.debit, credit = excluded.credit, balance = excluded.balance, last_at = excluded.last_at`,
      [
        touched.map((k) => keys.get(k)!.customerId),
        touched.map((k) => keys.get(k)!.currency),
        hs.map((h) => h.code),
        hs.map((h) => h.name),
        hs.map((h) => h.seq),
        hs.map((h) => h.debit.toFixed()),
        hs.map((h) => h.credit.toFixed()),
        hs.map((h) => h.balance.toFixed()),
        hs.map((h) => h.at),
      ],
    );
    return [...new Set(list.map((k) => k.customerId))];
  },
};
