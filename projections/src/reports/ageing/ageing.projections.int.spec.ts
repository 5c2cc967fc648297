import type { CustomerAccountEntryRecorded } from '@tradedesk/contracts/customers/customer-accounts';
import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import type { CustomerRef, SaleOrderCommitted, SaleOrderPaid } from '@tradedesk/contracts/sales/sale-order';
import { customerAccountsProjector } from '../../customers/customer-accounts/customer-accounts.projector.js';
import { customersProjector } from '../../customers/customers/customers.projector.js';
import { usersProjector } from '../../identity/users/users.projector.js';
import { contextFor, LIVE_SCHEMA } from '../../platform/projector.js';
import { projectorTestDb, type ProjectorTestDb } from '../../testing/projector-db.js';
import { receivableAgeing } from './ageing.query.js';

/**
 * Receivables ageing over the customer-accounts read model fed the log of two customers (CLP),
 * worked out by hand:
 * - Pepe: an opening debt of 100,000 posted 15 Jan (no due date: its day), order SO-1 of 59,500
 *   committed 20 Jan due 14 Feb, order SO-2 of 40,000 committed 1 Mar due 15 Apr, 120,000 paid on
 *   5 Mar. The payment settles the oldest first: the opening, then 20,000 of SO-1; open: 39,500 of
 *   SO-1 and 40,000 of SO-2 (79,500).
 * - Rosa: an opening credit of 5,000 (she paid in advance): -5,000, nothing open.
 */
type AccountEvent = CustomerAccountEntryRecorded | SaleOrderCommitted | SaleOrderPaid;
let position = 0;
const versions = new Map<string, number>();
function stored<E extends AccountEvent>(streamId: string, e: E, at: string): StoredEvent & E {
  const v = (versions.get(streamId) ?? 0) + 1;
  versions.set(streamId, v);
  position++;
  return { ...e, schemaVersion: 1, streamId, streamVersion: v, globalPosition: String(position), transactionId: String(position), metadata: { userId: 'u1', commandId: `c${position}`, correlationId: 'c', causationId: 'c' }, recordedAt: at } as StoredEvent & E;
}
const pepe: CustomerRef = { id: 'c-pepe', code: 'C-001', name: 'Restaurante Don Pepe' };
const manual = (customerId: string, entryId: string, debit: string, credit: string): CustomerAccountEntryRecorded => ({
  type: 'CustomerAccountEntryRecorded',
  data: { customerId, entryId, kind: 'opening', currency: 'CLP', debit, credit, method: null, reference: '', dueDate: null, reason: '', memo: '' },
});
const committed = (orderId: string, number: string, total: string, dueDate: string): SaleOrderCommitted => ({
  type: 'SaleOrderCommitted',
  data: { orderId, number, customer: pepe, warehouseId: 'w1', currency: 'CLP', rate: '1', deliveryMode: 'direct', deliveryDate: null, taxRate: '19', subtotal: total, tax: '0', total, dueDate, lines: [] },
} as SaleOrderCommitted);
const paid = (orderId: string, number: string, amount: string): SaleOrderPaid => ({
  type: 'SaleOrderPaid',
  data: {
    orderId, number, customer: pepe, currency: 'CLP', paid: amount, outstanding: '0',
    payments: [{ paymentId: `p-${orderId}`, method: 'cash', amount, reference: '', dueDate: null, tendered: null, change: null, paidAt: '2026-03-05T12:00:00.000Z' }],
  },
} as SaleOrderPaid);

describe('receivables ageing', () => {
  let t: ProjectorTestDb;
  const rows = (r: Awaited<ReturnType<typeof receivableAgeing>>) => r.rows.map((x) => [x.partyId, x.balance, x.notDue, x.days0to30, x.days31to60, x.days61to90, x.over90]);
  const asOf = (day: string, next: string) => receivableAgeing(t.db, { asOf: day, end: `${next}T00:00:00.000Z`, offsetHours: 0, limit: 50, offset: 0 });

  beforeAll(async () => {
    t = await projectorTestDb();
    const ctx = contextFor(t.db, LIVE_SCHEMA);
    for (const p of [usersProjector, customersProjector, customerAccountsProjector]) await p.migrate(ctx);
    await customerAccountsProjector.apply(
      [
        stored('customer-account-c-pepe', manual('c-pepe', 'e1', '100000', '0'), '2026-01-15T09:00:00.000Z'),
        stored('customer-account-c-rosa', manual('c-rosa', 'e2', '0', '5000'), '2026-01-15T09:30:00.000Z'),
        stored('sale-order-o1', committed('o1', 'SO-1', '59500', '2026-02-14'), '2026-01-20T10:00:00.000Z'),
        stored('sale-order-o2', committed('o2', 'SO-2', '40000', '2026-04-15'), '2026-03-01T10:00:00.000Z'),
        stored('sale-order-o1', paid('o1', 'SO-1', '120000'), '2026-03-05T12:00:00.000Z'),
      ],
      ctx,
    );
  });
  afterAll(() => t?.drop());

  it('as of 31 March: SO-1 is 45 days past its due date, SO-2 not due yet; a customer in credit has nothing open', async () => {
    const r = await asOf('2026-03-31', '2026-04-01');
    // 14 Feb -> 31 Mar: 14 + 31 = 45 days (31-60).
    expect(rows(r)).toEqual([
      ['c-pepe', '79500', '40000', '0', '39500', '0', '0'],
      ['c-rosa', '-5000', '0', '0', '0', '0', '0'],
    ]);
    expect(r.totals).toEqual([{ currency: 'CLP', balance: '74500', notDue: '40000', days0to30: '0', days31to60: '39500', days61to90: '0', over90: '0' }]);
    expect(r.rows[0]).toEqual(expect.objectContaining({ code: 'C-001', name: 'Restaurante Don Pepe', currency: 'CLP' }));
  });

  it('as of 28 February, before SO-2 and the payment: the opening is 44 days old, SO-1 14 days past due', async () => {
    expect(rows(await asOf('2026-02-28', '2026-03-01'))).toEqual([
      ['c-pepe', '159500', '0', '59500', '100000', '0', '0'],
      ['c-rosa', '-5000', '0', '0', '0', '0', '0'],
    ]);
  });

  it('as of 31 July every open debt is over 90 days past due; one customer at a time', async () => {
    // SO-1: 14 Feb -> 31 Jul = 167 days; SO-2: 15 Apr -> 31 Jul = 107 days.
    const r = await receivableAgeing(t.db, { asOf: '2026-07-31', end: '2026-08-01T00:00:00.000Z', offsetHours: 0, partyId: 'c-pepe', limit: 50, offset: 0 });
    expect(rows(r)).toEqual([['c-pepe', '79500', '0', '0', '0', '0', '79500']]);
  });
});
