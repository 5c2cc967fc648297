import { companySettingsProjector } from '../../settings/company-settings/company-settings.projector.js';
import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';
import { moneyAccountsProjector } from '../money-accounts/money-accounts.projector.js';
import { saleMoneyProjector } from './sale-money.projector.js';
import { listSaleMoney } from './sale-money.query.js';

const li = { id: 'c1', code: 'C001', name: 'Comercial Li' };
const committed = (orderId: string, v: number, number: string, total: string, customer: typeof li | null = li, currency = 'CLP') =>
  storedEvent(`sale-order-${orderId}`, v, 'SaleOrderCommitted', { orderId, number, customer, currency, total }, '2026-01-15T10:00:00.000Z');
const paid = (orderId: string, v: number, number: string, paidTotal: string, payments: { id: string; amount: string; accountId?: string | null }[], currency = 'CLP') =>
  storedEvent(`sale-order-${orderId}`, v, 'SaleOrderPaid', {
    orderId, number, customer: li, currency, paid: paidTotal, outstanding: '0',
    payments: payments.map((p) => ({ paymentId: p.id, method: 'cash', amount: p.amount, reference: '', dueDate: null, tendered: null, change: null, paidAt: '2026-01-15T10:00:00.000Z', accountId: p.accountId, date: '2026-01-15' })),
  });

/** Money in by sale order: total, paid, owed, the accounts paid into; a replay changes nothing. */
describe('sale-money projection', () => {
  const t = useProjectorDb([companySettingsProjector, moneyAccountsProjector, saleMoneyProjector], async (ctx) => {
    await moneyAccountsProjector.apply(
      [
        storedEvent('money-account-cash', 1, 'MoneyAccountOpened', { accountId: 'cash', kind: 'cash', name: 'Main till', currency: 'CLP', openingBalance: '0', bankName: '', accountNumber: '' }),
        storedEvent('money-account-bank', 1, 'MoneyAccountOpened', { accountId: 'bank', kind: 'bank', name: 'Banco Estado', currency: 'CLP', openingBalance: '0', bankName: 'BE', accountNumber: '1' }),
      ],
      ctx(),
    );
  });

  const events = [
    committed('o1', 3, 'SO-1', '2035'),
    paid('o1', 4, 'SO-1', '1000', [{ id: 'p1', amount: '1000', accountId: 'cash' }]),
    paid('o1', 5, 'SO-1', '2035', [{ id: 'p2', amount: '1035', accountId: 'bank' }]),
    committed('o2', 2, 'SO-2', '500'),
    committed('o3', 2, 'SO-3', '10.5', null, 'USD'),
    // An old payment without an account: counted as paid, into no account.
    paid('o3', 3, 'SO-3', '4', [{ id: 'p3', amount: '4' }], 'USD'),
    committed('o4', 2, 'SO-4', '300'),
    paid('o4', 3, 'SO-4', '300', [{ id: 'p4', amount: '300', accountId: 'cash' }]),
    storedEvent('sale-order-o4', 4, 'SaleOrderCancelled', { orderId: 'o4', number: 'SO-4', customer: li, currency: 'CLP', total: '300', wasCommitted: true, reason: 'x' }),
  ];

  it('each order with what it owes, what was paid and into which accounts; totals per currency; a replay changes nothing', async () => {
    await saleMoneyProjector.apply(events.slice(0, 4), t.ctx());
    await saleMoneyProjector.apply(events, t.ctx());
    const all = await listSaleMoney(t.db, { state: 'all', page: 1, limit: 50 });
    expect(all.total).toBe(4);
    const byNumber = Object.fromEntries(all.documents.map((d) => [d.number, d]));
    expect(byNumber['SO-1']).toMatchObject({ partyCode: 'C001', date: '2026-01-15', total: '2035', paid: '2035', outstanding: '0', accounts: ['Banco Estado', 'Main till'] });
    expect(byNumber['SO-2']).toMatchObject({ total: '500', paid: '0', outstanding: '500', accounts: [] });
    expect(byNumber['SO-3']).toMatchObject({ partyId: null, currency: 'USD', total: '10.5', paid: '4', outstanding: '6.5', accounts: [] });
    // Cancelled after payment: nothing owed any more, the payment stays as the customer's credit.
    expect(byNumber['SO-4']).toMatchObject({ total: '0', paid: '300', outstanding: '-300', accounts: ['Main till'] });
    expect(all.totals).toEqual([
      { currency: 'CLP', total: '2535', paid: '2335', outstanding: '200', documents: 3 },
      { currency: 'USD', total: '10.5', paid: '4', outstanding: '6.5', documents: 1 },
    ]);
  });

  it('filters: still owed, fully paid, currency, words', async () => {
    expect((await listSaleMoney(t.db, { state: 'owed', page: 1, limit: 50 })).documents.map((d) => d.number).sort()).toEqual(['SO-2', 'SO-3']);
    expect((await listSaleMoney(t.db, { state: 'paid', page: 1, limit: 50 })).documents.map((d) => d.number).sort()).toEqual(['SO-1', 'SO-4']);
    expect((await listSaleMoney(t.db, { state: 'all', currency: 'USD', page: 1, limit: 50 })).documents.map((d) => d.number)).toEqual(['SO-3']);
    expect((await listSaleMoney(t.db, { state: 'all', search: 'so-2', page: 1, limit: 50 })).documents.map((d) => d.number)).toEqual(['SO-2']);
    expect((await listSaleMoney(t.db, { state: 'all', from: '2026-01-16', page: 1, limit: 50 })).total).toBe(0);
  });
});
