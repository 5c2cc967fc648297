import { SUPPLIER_ACCOUNT_EVENT_TYPES, SUPPLIER_ACCOUNTS_READ_MODEL, type SupplierAccountPosted } from '@tradedesk/contracts/catalog/supplier-accounts';
import type { SupplierChanged, SupplierCreated } from '@tradedesk/contracts/catalog/suppliers';
import { addDays } from '@tradedesk/contracts/platform/company-time';
import { FINANCE_SUPPLIER_EVENT_TYPES, financeSupplierPostingOf } from '@tradedesk/contracts/finance/supplier-postings';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { PurchaseGoodsReturned, PurchaseOrderReceived } from '@tradedesk/contracts/purchasing/purchase-order';
import { readCompanySetting } from '../../settings/company-settings/company-settings.query.js';
import { Decimal } from 'decimal.js';
import type { Projector } from '../../platform/projector.js';
import type { Sql } from '../../platform/sql.js';

/** The purchasing events that post to a supplier's account (payables follow purchasing as the customer ledger follows sales). */
export const SUPPLIER_LEDGER_PURCHASE_EVENT_TYPES = ['PurchaseOrderReceived', 'PurchaseGoodsReturned'] as const;
type PurchasePosting = PurchaseOrderReceived | PurchaseGoodsReturned;

/**
 * A receipt charges the supplier's account (kind 'purchase', + amount, in the order's currency),
 * a return to the supplier credits it (kind 'purchase-return', - amount); the entry id is the
 * receipt's or return's id, its source the purchase order, its date the business day the goods
 * arrived or left (company time zone when projected).
 */
function postingOf(e: StoredEvent & PurchasePosting, offsetHours: number): SupplierAccountPosted['data'] {
  const received = e.type === 'PurchaseOrderReceived';
  const d = e.data;
  return {
    supplierId: d.supplierId,
    entryId: received ? (d as PurchaseOrderReceived['data']).receiptId : (d as PurchaseGoodsReturned['data']).returnId,
    kind: received ? 'purchase' : 'purchase-return',
    currency: d.currency,
    amount: received ? new Decimal(d.amount).toFixed() : new Decimal(d.amount).negated().toFixed(),
    date: businessDayOf(received ? (d as PurchaseOrderReceived['data']).receivedAt : (d as PurchaseGoodsReturned['data']).returnedAt, offsetHours),
    method: null,
    reference: received ? (d as PurchaseOrderReceived['data']).receiptNumber : (d as PurchaseGoodsReturned['data']).returnNumber,
    reason: received ? '' : (d as PurchaseGoodsReturned['data']).reason,
    note: '',
    source: { type: 'purchase', id: d.purchaseOrderId, number: d.number },
    reverses: null,
  };
}

/** A document's posting to the ledger (purchasing's receipts and returns, finance's transfers to China and checks), or null when it posts nothing. */
function documentPostingOf(e: StoredEvent, offsetHours: number): SupplierAccountPosted['data'] | null {
  if ((FINANCE_SUPPLIER_EVENT_TYPES as readonly string[]).includes(e.type)) return financeSupplierPostingOf(e);
  if ((SUPPLIER_LEDGER_PURCHASE_EVENT_TYPES as readonly string[]).includes(e.type)) return postingOf(e as StoredEvent & PurchasePosting, offsetHours);
  return null;
}

/** The supplier events that set payment terms (a receipt falls due that many days after its day). */
const TERMS_EVENT_TYPES = ['SupplierCreated', 'SupplierChanged'] as const;

/**
 * rm.supplier_ledger: every posting of every supplier account with the running balance of its
 * supplier + currency; rm.supplier_account_heads: where each balance stands. Built by the daemon
 * in commit order. A head remembers the stream version it reflects, so an event applied twice
 * changes nothing. rm.supplier_terms: each supplier's payment terms as the log stood, so a
 * receipt's due date (`due_date`: its day + the terms in force when it was received; null for
 * every other posting) is the same when the model is rebuilt.
 */
export const supplierAccountsProjector: Projector = {
  name: SUPPLIER_ACCOUNTS_READ_MODEL,
  version: 4,
  handles: [...SUPPLIER_ACCOUNT_EVENT_TYPES, ...SUPPLIER_LEDGER_PURCHASE_EVENT_TYPES, ...FINANCE_SUPPLIER_EVENT_TYPES, ...TERMS_EVENT_TYPES],
  tables: ['supplier_ledger', 'supplier_account_heads', 'supplier_terms'],

  async migrate(ctx) {
    const l = ctx.table('supplier_ledger');
    await ctx.sql.query(`create table if not exists ${l} (
      entry_id text primary key,
      position bigint not null,
      supplier_id text not null,
      currency text not null,
      seq int not null,
      kind text not null,
      amount numeric not null,
      balance_after numeric not null,
      entry_date date not null,
      method text,
      reference text not null,
      reason text not null,
      note text not null,
      source jsonb,
      reverses text,
      reversed_by text,
      user_id text not null,
      recorded_at timestamptz not null
    )`);
    await ctx.sql.query(`alter table ${l} add column if not exists due_date date`);
    await ctx.sql.query(`create table if not exists ${ctx.table('supplier_terms')} (supplier_id text primary key, days int not null, position bigint not null)`);
    await ctx.sql.query(`create unique index if not exists supplier_ledger_seq_uq on ${l} (supplier_id, currency, seq)`);
    await ctx.sql.query(`create index if not exists supplier_ledger_position_ix on ${l} (supplier_id, position)`);
    await ctx.sql.query(`create table if not exists ${ctx.table('supplier_account_heads')} (
      supplier_id text not null,
      currency text not null,
      seq int not null,
      balance numeric not null,
      last_date date not null,
      version int not null,
      primary key (supplier_id, currency)
    )`);
  },

  async apply(allEvents: StoredEvent[], ctx) {
    const l = ctx.table('supplier_ledger');
    const h = ctx.table('supplier_account_heads');
    const terms = await supplierTerms(allEvents, ctx.sql, ctx.table('supplier_terms'));
    const events = allEvents.filter((e) => !(TERMS_EVENT_TYPES as readonly string[]).includes(e.type));
    // Receipts, returns, transfers and checks post once per document: one already in the ledger is skipped.
    const purchases = events.filter((e) => (SUPPLIER_LEDGER_PURCHASE_EVENT_TYPES as readonly string[]).includes(e.type));
    const offset = purchases.length ? Number(await readCompanySetting(ctx.sql, 'SystemTimeZone')) : 0;
    const documents = new Map(events.filter((e) => e.type !== 'SupplierAccountPosted').map((e) => [e, documentPostingOf(e, offset)] as const));
    const documentIds = [...documents.values()].flatMap((d) => (d ? [d.entryId] : []));
    const { rows: seen } = documentIds.length
      ? await ctx.sql.query<{ entry_id: string }>(`select entry_id from ${l} where entry_id = any($1::text[])`, [documentIds])
      : { rows: [] as { entry_id: string }[] };
    const done = new Set(seen.map((r) => r.entry_id));
    const posted = events
      .flatMap((e): (StoredEvent & SupplierAccountPosted & { fromDocument?: boolean })[] => {
        if (e.type === 'SupplierAccountPosted') return [e as StoredEvent & SupplierAccountPosted];
        const data = documents.get(e);
        return data ? [{ ...e, type: 'SupplierAccountPosted', data, fromDocument: true }] : [];
      })
      .filter((e) => !e.fromDocument || !done.has(e.data.entryId)) as (StoredEvent & SupplierAccountPosted & { fromDocument?: boolean })[];
    const key = (e: SupplierAccountPosted) => `${e.data.supplierId}\u0000${e.data.currency}`;
    const pairs = new Map(posted.map((e) => [key(e), { supplier: e.data.supplierId, currency: e.data.currency }]));
    const list = [...pairs.values()];
    const { rows: heads } = await ctx.sql.query<{ supplier_id: string; currency: string; seq: number; balance: string; last_date: string; version: number }>(
      `select h.supplier_id, h.currency, h.seq, h.balance::text, to_char(h.last_date, 'YYYY-MM-DD') as last_date, h.version from ${h} h
         join unnest($1::text[], $2::text[]) as k(s, c) on h.supplier_id = k.s and h.currency = k.c`,
      [list.map((p) => p.supplier), list.map((p) => p.currency)],
    );
    const state = new Map(heads.map((r) => [`${r.supplier_id}\u0000${r.currency}`, { seq: r.seq, balance: new Decimal(r.balance), lastDate: r.last_date, version: r.version }]));
    const cols: unknown[][] = Array.from({ length: 19 }, () => []);
    const reversals: [string, string][] = [];
    const touched = new Set<string>();
    for (const e of posted) {
      const k = key(e);
      const s = state.get(k) ?? { seq: 0, balance: new Decimal(0), lastDate: e.data.date, version: 0 };
      if (e.fromDocument) {
        if (done.has(e.data.entryId)) continue;
        done.add(e.data.entryId);
      } else if (e.streamVersion <= s.version) continue;
      s.seq++;
      s.balance = s.balance.plus(e.data.amount);
      s.lastDate = e.data.date > s.lastDate ? e.data.date : s.lastDate;
      // The head's version is its account stream's (what a manual posting names); documents leave it.
      if (!e.fromDocument) s.version = e.streamVersion;
      state.set(k, s);
      touched.add(k);
      const d = e.data;
      const values = [
        d.entryId, e.globalPosition, d.supplierId, d.currency, s.seq, d.kind, d.amount, s.balance.toFixed(), d.date, d.method, d.reference, d.reason, d.note,
        d.source ? JSON.stringify(d.source) : null, d.reverses, null, e.metadata.userId, e.recordedAt,
        d.kind === 'purchase' ? addDays(d.date, terms.at(e, d.supplierId)) : null,
      ];
      values.forEach((v, i) => cols[i].push(v));
      if (d.reverses) reversals.push([d.reverses, d.entryId]);
    }
    if (touched.size === 0) return [];
    await ctx.sql.query(
      `insert into ${l} (entry_id, position, supplier_id, currency, seq, kind, amount, balance_after, entry_date, method, reference, reason, note, source, reverses,
                         reversed_by, user_id, recorded_at, due_date)
       select * from unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::int[], $6::text[], $7::numeric[], $8::numeric[], $9::date[], $10::text[],
                            $11::text[], $12::text[], $13::text[], $14::jsonb[], $15::text[], $16::text[], $17::text[], $18::timestamptz[], $19::date[])`,
      cols,
    );
    if (reversals.length) {
      await ctx.sql.query(`update ${l} l set reversed_by = r.by from unnest($1::text[], $2::text[]) as r(id, by) where l.entry_id = r.id`, [
        reversals.map((r) => r[0]),
        reversals.map((r) => r[1]),
      ]);
    }
    const keys = [...touched];
    await ctx.sql.query(
      `insert into ${h} (supplier_id, currency, seq, balance, last_date, version)
       select * from unnest($1::text[], $2::text[], $3::int[], $4::numeric[], $5::date[], $6::int[])
       on conflict (supplier_id, currency) do update set seq = excluded.seq, balance = excluded.balance, last_date = excluded.last_date, version = excluded.version`,
      [
        keys.map((k) => pairs.get(k)!.supplier),
        keys.map((k) => pairs.get(k)!.currency),
        keys.map((k) => state.get(k)!.seq),
        keys.map((k) => state.get(k)!.balance.toFixed()),
        keys.map((k) => state.get(k)!.lastDate),
        keys.map((k) => state.get(k)!.version),
      ],
    );
    return [...new Set(keys.map((k) => pairs.get(k)!.supplier))];
  },
};

/**
 * The payment terms of the suppliers a batch names, as the log stands at each of its events: the
 * table's value before the batch, then the batch's own creations and changes in order. Saves the
 * batch's last value per supplier.
 */
async function supplierTerms(events: StoredEvent[], sql: Sql, table: string) {
  const changes = events.filter((e): e is StoredEvent & (SupplierCreated | SupplierChanged) => (TERMS_EVENT_TYPES as readonly string[]).includes(e.type));
  const ids = [...new Set(events.map((e) => (e.data as { supplierId?: string }).supplierId).filter((id): id is string => !!id))];
  const { rows } = ids.length ? await sql.query<{ supplier_id: string; days: number }>(`select supplier_id, days from ${table} where supplier_id = any($1::text[])`, [ids]) : { rows: [] };
  const before = new Map(rows.map((r) => [r.supplier_id, r.days]));
  const set = (e: StoredEvent & (SupplierCreated | SupplierChanged)) =>
    e.type === 'SupplierCreated' ? (e.data.paymentTermsDays ?? 0) : e.data.changes.paymentTermsDays;
  const last = new Map<string, { days: number; position: string }>();
  for (const e of changes) {
    const days = set(e);
    if (days !== undefined) last.set(e.data.supplierId, { days, position: e.globalPosition });
  }
  if (last.size) {
    // A batch applied again never sets older terms over newer ones.
    await sql.query(
      `insert into ${table} (supplier_id, days, position) select * from unnest($1::text[], $2::int[], $3::bigint[])
       on conflict (supplier_id) do update set days = excluded.days, position = excluded.position where ${table}.position < excluded.position`,
      [[...last.keys()], [...last.values()].map((v) => v.days), [...last.values()].map((v) => v.position)],
    );
  }
  return {
    /** The supplier's terms in force at event `at` (the latest change before it in the batch, else the table's). */
    at(at: StoredEvent, supplierId: string): number {
      let days = before.get(supplierId) ?? 0;
      for (const e of changes) {
        if (BigInt(e.globalPosition) >= BigInt(at.globalPosition)) break;
        const d = e.data.supplierId === supplierId ? set(e) : undefined;
        if (d !== undefined) days = d;
      }
      return days;
    },
  };
}
