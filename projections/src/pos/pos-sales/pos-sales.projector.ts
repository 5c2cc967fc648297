import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { paymentsTaken, POS_SALE_EVENT_TYPES, POS_SALES_READ_MODEL, type PosSaleRecorded } from '@tradedesk/contracts/pos/pos-sales';
import { type Projector, ProjectionRefusal } from '../../platform/projector.js';

/**
 * rm.pos_sales (one row per till sale: the sale list and the receipt) and rm.pos_sale_takings
 * (what each sale left per payment method and currency: cash less the change and its cash rounding), inline: the close
 * of a cash session reads the takings in its own decision, so a sale answered before the close is
 * in the close's expected figures, and a sale whose session was closed meanwhile is refused here
 * (409 cash_session_closed; the session row is read with a share lock, so a close and a sale queue).
 * A late line (the till named a session closed meanwhile: `late`) goes into its closed session.
 */
export const posSalesProjector: Projector = {
  name: POS_SALES_READ_MODEL,
  version: 1,
  inline: true,
  handles: POS_SALE_EVENT_TYPES,
  tables: ['pos_sales', 'pos_sale_takings'],
  async migrate(ctx) {
    const s = ctx.table('pos_sales');
    const t = ctx.table('pos_sale_takings');
    await ctx.sql.query(`create table if not exists ${s} (
      id text primary key, session_id text not null, register_id text not null, device_id text not null, warehouse_id text not null,
      cashier text not null, customer_id text, currency text not null, total numeric not null, paid numeric not null, change numeric not null,
      lines jsonb not null, payments jsonb not null, sold_at timestamptz not null, recorded_at timestamptz not null, position bigint not null)`);
    await ctx.sql.query(`alter table ${s} add column if not exists late boolean not null default false`);
    // A receipt number is unique on its register (a till that gave one twice is refused: 409 receipt_number_taken).
    await ctx.sql.query(`alter table ${s} add column if not exists receipt_no text`);
    await ctx.sql.query(`create unique index if not exists pos_sales_receipt_uq on ${s} (register_id, receipt_no) where receipt_no is not null`);
    // A supervisor's approval serves one sale (409 discount_approval_used).
    await ctx.sql.query(`alter table ${s} add column if not exists discount_approval_id text`);
    await ctx.sql.query(`create unique index if not exists pos_sales_approval_uq on ${s} (discount_approval_id) where discount_approval_id is not null`);
    await ctx.sql.query(`create index if not exists pos_sales_register_ix on ${s} (register_id, sold_at desc)`);
    await ctx.sql.query(`create index if not exists pos_sales_session_ix on ${s} (session_id)`);
    await ctx.sql.query(`create table if not exists ${t} (
      sale_id text not null, n int not null, session_id text not null, pay_method_id text not null, currency text not null, amount numeric not null,
      primary key (sale_id, n))`);
    await ctx.sql.query(`create index if not exists pos_sale_takings_session_ix on ${t} (session_id)`);
  },
  async apply(events, ctx) {
    const s = ctx.table('pos_sales');
    const t = ctx.table('pos_sale_takings');
    const ids: string[] = [];
    for (const e of events as (StoredEvent & PosSaleRecorded)[]) {
      const d = e.data;
      ids.push(d.saleId);
      if (ctx.phase === 'append' && !d.late) {
        // A close that committed after the sale's decision read the session open: the sale is refused, not lost from the close's figures.
        const { rows } = await ctx.sql.query<{ status: string }>(`select status from ${ctx.table('pos_cash_sessions')} where id = $1 for share`, [d.sessionId]);
        if (rows[0]?.status !== 'open') throw new ProjectionRefusal('cash_session_closed', 'This cash session was closed: open a new one and ring the sale up again.', 409);
      }
      const inserted = await ctx.sql.query(
        `insert into ${s} (id, session_id, register_id, device_id, warehouse_id, cashier, customer_id, currency, total, paid, change, lines, payments, sold_at, recorded_at, position, late, receipt_no, discount_approval_id)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19) on conflict (id) do nothing`,
        [d.saleId, d.sessionId, d.registerId, d.deviceId, d.warehouseId, e.metadata.userId, d.customerId, d.currency, d.total, d.paid, d.change, JSON.stringify(d.lines), JSON.stringify(d.payments), d.soldAt, e.recordedAt, e.globalPosition, d.late === true, d.receiptNo ?? null, d.discountApproval?.approvalId ?? null],
      );
      if (inserted.rowCount === 0) continue;
      // What each payment left: its cash rounding not handed over, the change out of the cash tendered, first cash line first.
      const rows = paymentsTaken(d.payments, d.change).map(({ payment: p, taken }, n) => [d.saleId, n, d.sessionId, p.payMethodId, p.currency, taken.toFixed()] as const);
      for (const r of rows) await ctx.sql.query(`insert into ${t} (sale_id, n, session_id, pay_method_id, currency, amount) values ($1,$2,$3,$4,$5,$6) on conflict do nothing`, [...r]);
    }
    return ids;
  },
};
