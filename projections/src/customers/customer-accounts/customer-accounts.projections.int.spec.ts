import type { CustomerAccountEntryRecorded } from '@tradedesk/contracts/customers/customer-accounts';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { CustomerRef, SaleOrderCancelled, SaleOrderCommitted, SaleOrderPaid, SaleOrderUnsaved, SalePayment } from '@tradedesk/contracts/sales/sale-order';
import { customerAccountsProjector } from '../../customers/customer-accounts/customer-accounts.projector.js';
import { accountBalances, customerLedger } from '../../customers/customer-accounts/customer-accounts.query.js';
import { customersProjector } from '../../customers/customers/customers.projector.js';
import { usersProjector } from '../../identity/users/users.projector.js';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';

type AccountEvent = CustomerAccountEntryRecorded | SaleOrderCommitted | SaleOrderUnsaved | SaleOrderPaid | SaleOrderCancelled;

let position = 0;
const versions = new Map<string, number>();
function stored<E extends AccountEvent>(streamId: string, e: E, at: string, userId = 'u-cashier'): StoredEvent & E {
  const v = (versions.get(streamId) ?? 0) + 1;
  versions.set(streamId, v);
  position++;
  return { ...e, schemaVersion: 1, streamId, streamVersion: v, globalPosition: String(position), transactionId: String(position), metadata: { userId, commandId: `c${position}`, correlationId: 'c', causationId: 'c' }, recordedAt: at } as StoredEvent & E;
}

const pepe: CustomerRef = { id: 'c-pepe', code: 'C-001', name: 'Restaurante Don Pepe' };
const rosa: CustomerRef = { id: 'c-rosa', code: 'C-002', name: 'Almacén Rosa' };

const committed = (orderId: string, number: string, customer: CustomerRef | null, currency: string, total: string): SaleOrderCommitted => ({
  type: 'SaleOrderCommitted',
  data: { orderId, number, customer, warehouseId: 'w1', currency, rate: '1', deliveryMode: 'direct', deliveryDate: null, taxRate: '19', subtotal: total, tax: '0', total, dueDate: '2026-02-14', lines: [] },
});
const payment = (paymentId: string, method: SalePayment['method'], amount: string, reference = ''): SalePayment => ({
  paymentId, method, amount, reference, dueDate: null, tendered: null, change: null, paidAt: '2026-01-15T12:00:00.000Z',
});
const paid = (orderId: string, number: string, customer: CustomerRef | null, currency: string, payments: SalePayment[], outstanding: string): SaleOrderPaid => ({
  type: 'SaleOrderPaid',
  data: { orderId, number, customer, currency, payments, paid: payments.reduce((s, p) => s + Number(p.amount), 0).toString(), outstanding },
});
const manual = (customerId: string, entryId: string, kind: CustomerAccountEntryRecorded['data']['kind'], currency: string, debit: string, credit: string, extra: Partial<CustomerAccountEntryRecorded['data']> = {}): CustomerAccountEntryRecorded => ({
  type: 'CustomerAccountEntryRecorded',
  data: { customerId, entryId, kind, currency, debit, credit, method: null, reference: '', dueDate: null, reason: '', memo: '', ...extra },
});

/** A day of trade with two customers, a walk-in sale and two currencies, as the log holds it. */
function theLog(): StoredEvent[] {
  return [
    stored('customer-account-c-pepe', manual('c-pepe', 'e1', 'opening', 'CLP', '100000', '0'), '2026-01-15T09:00:00.000Z', 'u-admin'),
    stored('sale-order-o1', committed('o1', 'SO-20260115-0001', pepe, 'CLP', '59500'), '2026-01-15T10:00:00.000Z'),
    stored('sale-order-o1', paid('o1', 'SO-20260115-0001', pepe, 'CLP', [payment('p1', 'cash', '20000'), payment('p2', 'card', '9500', 'VOUCHER 77')], '30000'), '2026-01-15T10:01:00.000Z'),
    stored('sale-order-o2', committed('o2', 'SO-20260115-0002', null, 'CLP', '4990'), '2026-01-15T10:05:00.000Z'),
    stored('sale-order-o2', paid('o2', 'SO-20260115-0002', null, 'CLP', [payment('p3', 'cash', '4990')], '0'), '2026-01-15T10:05:10.000Z'),
    stored('sale-order-o3', committed('o3', 'SO-20260115-0003', pepe, 'USD', '120.50'), '2026-01-15T11:00:00.000Z'),
    stored('sale-order-o3', { type: 'SaleOrderUnsaved', data: { orderId: 'o3', number: 'SO-20260115-0003', customer: pepe, currency: 'USD', total: '120.50', reason: 'wrong price' } }, '2026-01-15T11:10:00.000Z'),
    stored('sale-order-o3', committed('o3', 'SO-20260115-0003', pepe, 'USD', '100.25'), '2026-01-15T11:12:00.000Z'),
    stored('sale-order-o4', committed('o4', 'SO-20260115-0004', rosa, 'CLP', '35000'), '2026-01-15T12:00:00.000Z'),
    stored('sale-order-o4', { type: 'SaleOrderCancelled', data: { orderId: 'o4', number: 'SO-20260115-0004', customer: rosa, currency: 'CLP', total: '35000', wasCommitted: true, reason: 'client cancelled' } }, '2026-01-15T12:30:00.000Z'),
    stored('sale-order-o5', { type: 'SaleOrderCancelled', data: { orderId: 'o5', number: 'SO-20260115-0005', customer: rosa, currency: 'CLP', total: '8000', wasCommitted: false, reason: 'draft dropped' } }, '2026-01-15T12:40:00.000Z'),
    stored('customer-account-c-pepe', manual('c-pepe', 'e2', 'payment', 'CLP', '0', '50000', { method: 'bankTransfer', reference: 'TRF 123' }), '2026-01-15T15:00:00.000Z', 'u-admin'),
    stored('customer-account-c-pepe', manual('c-pepe', 'e3', 'adjustment', 'CLP', '0', '500', { reason: 'redondeo' }), '2026-01-15T15:05:00.000Z', 'u-admin'),
    stored('customer-account-c-rosa', manual('c-rosa', 'e4', 'refund', 'CLP', '2000', '0', { method: 'cash' }), '2026-01-15T16:00:00.000Z', 'u-admin'),
  ];
}

/** The customer-accounts read model fed sale and account events: balances per currency, running balances, replays. */
describe('customer accounts projection', () => {
  let t: ProjectorTestDb;
  const log = theLog();
  const ctx = (schema = LIVE_SCHEMA) => contextFor(t.db, schema);
  const snapshot = async (schema: string) => ({
    ledger: (await t.db.query(`select position, line, customer_id, currency, seq, kind, debit::text, credit::text, balance_after::text, source_type, source_number, method, reference, reason, user_id, at from "${schema}".customer_ledger order by position, line`)).rows,
    balances: (await t.db.query(`select customer_id, currency, customer_code, customer_name, seq, debit::text, credit::text, balance::text, last_at from "${schema}".customer_balances order by customer_id, currency`)).rows,
  });

  beforeAll(async () => {
    t = await projectorTestDb();
    await t.db.query('create schema if not exists rm');
    for (const p of [usersProjector, customersProjector, customerAccountsProjector]) await p.migrate(ctx());
  });
  afterAll(() => t?.drop());

  it('a committed order is owed, its payments and a reversal are credits, walk-in sales touch no account; per currency', async () => {
    await customerAccountsProjector.apply(log.slice(0, 7), ctx());
    await customerAccountsProjector.apply(log.slice(7), ctx());
    const { balances } = await accountBalances(t.db, { balance: 'all', page: 1, limit: 50 });
    expect(balances.map((b) => [b.code, b.currency, b.debit, b.credit, b.balance, b.entries])).toEqual([
      ['C-001', 'CLP', '159500', '80000', '79500', 6],
      ['C-001', 'USD', '220.75', '120.5', '100.25', 3],
      ['C-002', 'CLP', '37000', '35000', '2000', 3],
    ]);
    const owing = await accountBalances(t.db, { balance: 'owing', currency: 'USD', page: 1, limit: 50 });
    expect(owing.balances.map((b) => b.customerId)).toEqual(['c-pepe']);
  });

  it("the customer's ledger: newest first, running balance, source order number or manual entry, who and when", async () => {
    const ledger = await customerLedger(t.db, 'c-pepe', { currency: 'CLP', page: 1, limit: 50 });
    expect(ledger.total).toBe(6);
    expect(ledger.entries.map((e) => [e.kind, e.sourceType, e.sourceNumber, e.debit, e.credit, e.balanceAfter, e.method, e.reference, e.userId])).toEqual([
      ['adjustment', 'manual', '', '0', '500', '79500', null, '', 'u-admin'],
      ['payment', 'manual', '', '0', '50000', '80000', 'bankTransfer', 'TRF 123', 'u-admin'],
      ['salePayment', 'order', 'SO-20260115-0001', '0', '9500', '130000', 'card', 'VOUCHER 77', 'u-cashier'],
      ['salePayment', 'order', 'SO-20260115-0001', '0', '20000', '139500', 'cash', '', 'u-cashier'],
      ['sale', 'order', 'SO-20260115-0001', '59500', '0', '159500', null, '', 'u-cashier'],
      ['opening', 'manual', '', '100000', '0', '100000', null, '', 'u-admin'],
    ]);
    expect(ledger.entries[0]).toMatchObject({ reason: 'redondeo', at: '2026-01-15T15:05:00.000Z' });
    const usd = await customerLedger(t.db, 'c-pepe', { currency: 'USD', page: 1, limit: 50 });
    expect(usd.entries.map((e) => [e.kind, e.balanceAfter, e.reason])).toEqual([
      ['sale', '100.25', ''],
      ['saleReversed', '0', 'wrong price'],
      ['sale', '120.5', ''],
    ]);
    expect(ledger.balances.map((b) => [b.currency, b.balance])).toEqual([
      ['CLP', '79500'],
      ['USD', '100.25'],
    ]);
  });

  it('applying the same events again changes nothing', async () => {
    const before = await snapshot('rm');
    await customerAccountsProjector.apply(log, ctx());
    await customerAccountsProjector.apply(log.slice(3, 9), ctx());
    expect(await snapshot('rm')).toEqual(before);
  });

  it('a replay from the start, in other batches, gives the same rows', async () => {
    await t.db.query('create schema if not exists shadow');
    await customerAccountsProjector.migrate(ctx('shadow'));
    for (const e of log) await customerAccountsProjector.apply([e], ctx('shadow'));
    const live = await snapshot('rm');
    const replayed = await snapshot('shadow');
    expect(replayed).toEqual(live);
    expect(live.ledger).toHaveLength(12);
  });

  it('the credit limit flags a customer who owes more than it', async () => {
    await customersProjector.apply(
      [
        {
          type: 'CustomerCreated', schemaVersion: 1, streamId: 'customer-c-pepe', streamVersion: 1, globalPosition: '900', transactionId: '900', recordedAt: '2026-01-14T09:00:00.000Z',
          metadata: { userId: 'u-admin', commandId: 'x', correlationId: 'x', causationId: 'x' },
          data: {
            customerId: 'c-pepe', code: 'C-001', name: 'Don Pepe SpA', phone: '', email: '', address: '', taxId: '', country: 'CL', priceType: '', membershipLevelId: null, groupIds: [],
            paymentTermsDays: 30, currency: 'CLP', creditLimit: '50000', memo: '',
          },
        },
      ],
      ctx(),
    );
    const { balances } = await accountBalances(t.db, { balance: 'all', search: 'pepe', page: 1, limit: 50 });
    expect(balances.map((b) => [b.name, b.currency, b.overLimit])).toEqual([
      ['Don Pepe SpA', 'CLP', true],
      ['Don Pepe SpA', 'USD', false],
    ]);
  });
});
