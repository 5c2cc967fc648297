import type { PaymentInput } from '@tradedesk/contracts/sales/sale-order';
import { spec } from '../../platform/cqrs/decider-spec.js';
import type { PaymentFacts } from '../sale-facts.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { customerDraft, facts, run } from '../testing/sale-order-fixtures.js';

/** The company's accounts, in opening order: two CLP cash boxes, a CLP bank, a USD cash box. */
const accounts: PaymentFacts = {
  today: '2026-01-15',
  moneyAccounts: [
    { id: 'cash-1', name: 'Main till', kind: 'cash', currency: 'CLP' },
    { id: 'cash-2', name: 'Back till', kind: 'cash', currency: 'CLP' },
    { id: 'bank-1', name: 'Banco Estado', kind: 'bank', currency: 'CLP' },
    { id: 'usd-cash', name: 'Dollar box', kind: 'cash', currency: 'USD' },
  ],
};
const none: PaymentFacts = { today: '2026-01-15', moneyAccounts: [] };
const pay = (payments: PaymentInput[], f: PaymentFacts = none) => ({ type: 'PaySaleOrder' as const, payments, facts: f });
const committed = () => [...customerDraft(), ...run(customerDraft(), { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];

describe('pay sale order', () => {
  it('refuses paying more than is owed, and a check without its date', () => {
    spec(saleOrderDecider).given(committed()).when(pay([{ method: 'cash', amount: '3000', reference: '' }])).thenFails('overpaid');
    spec(saleOrderDecider).given(committed()).when(pay([{ method: 'bankCheck', amount: '100', reference: 'N-1' }])).thenFails('due_date_required');
    spec(saleOrderDecider).given(customerDraft()).when(pay([{ method: 'cash', amount: '1', reference: '' }])).thenFails('order_not_committed');
  });

  it('partial payments add up to paid', () => {
    let h = committed();
    h = [...h, ...run(h, pay([{ method: 'bankTransfer', amount: '1000', reference: 'TRX-9' }]))];
    const [e] = run(h, pay([{ method: 'card', amount: '1035', reference: '' }]));
    expect(e.data).toMatchObject({ paid: '2035', outstanding: '0' });
  });

  it('cash goes into the first cash box and card or transfer into the first bank account in the order currency, dated today', () => {
    const [e] = run(committed(), pay([{ method: 'cash', amount: '35', reference: '' }, { method: 'card', amount: '1000', reference: '' }, { method: 'bankTransfer', amount: '1000', reference: 'T' }], accounts));
    const payments = (e.data as { payments: { accountId: string | null; date: string }[] }).payments;
    expect(payments.map((p) => p.accountId)).toEqual(['cash-1', 'bank-1', 'bank-1']);
    expect(payments.every((p) => p.date === '2026-01-15')).toBe(true);
  });

  it('a chosen account in the order currency is kept, of either kind', () => {
    const [e] = run(committed(), pay([{ method: 'cash', amount: '35', reference: '', accountId: 'cash-2' }, { method: 'cash', amount: '100', reference: '', accountId: 'bank-1' }], accounts));
    expect((e.data as { payments: { accountId: string }[] }).payments.map((p) => p.accountId)).toEqual(['cash-2', 'bank-1']);
  });

  it('an account in another currency, or one that does not exist, is refused', () => {
    spec(saleOrderDecider).given(committed()).when(pay([{ method: 'cash', amount: '35', reference: '', accountId: 'usd-cash' }], accounts)).thenFails('payment_account_currency');
    spec(saleOrderDecider).given(committed()).when(pay([{ method: 'cash', amount: '35', reference: '', accountId: 'gone' }], accounts)).thenFails('money_account_not_found');
  });

  it('checks and installments go into no account (and refuse one); with no account in the currency a payment posts nowhere', () => {
    const [e] = run(committed(), pay([{ method: 'bankCheck', amount: '100', reference: 'N-1', dueDate: '2026-02-01' }, { method: 'installment', amount: '100', reference: '', dueDate: '2026-03-01' }], accounts));
    expect((e.data as { payments: { accountId: string | null }[] }).payments.map((p) => p.accountId)).toEqual([null, null]);
    // The check keeps the bank the cashier wrote; only a check has one.
    const [c] = run(committed(), pay([{ method: 'bankCheck', amount: '100', reference: 'N-2', dueDate: '2026-02-01', bank: 'Banco Santander' }], accounts));
    expect((c.data as { payments: { bank?: string }[] }).payments[0].bank).toBe('Banco Santander');
    spec(saleOrderDecider).given(committed()).when(pay([{ method: 'bankCheck', amount: '100', reference: 'N-1', dueDate: '2026-02-01', accountId: 'bank-1' }], accounts)).thenFails('payment_account_not_applicable');
    const usdOnly: PaymentFacts = { today: '2026-01-15', moneyAccounts: [accounts.moneyAccounts[3]] };
    const [f] = run(committed(), pay([{ method: 'cash', amount: '35', reference: '' }], usdOnly));
    expect((f.data as { payments: { accountId: string | null }[] }).payments[0].accountId).toBeNull();
  });

  it('payments taken with the commit go into accounts the same way', () => {
    const events = run(customerDraft(), { type: 'SaveCommitSaleOrder', payments: [{ method: 'cash', amount: '2035', reference: '' }], facts: facts({ moneyAccounts: accounts.moneyAccounts }) });
    const paid = events.find((e) => e.type === 'SaleOrderPaid')!;
    expect((paid.data as { payments: { accountId: string }[] }).payments[0].accountId).toBe('cash-1');
    expect(() => run(customerDraft(), { type: 'SaveCommitSaleOrder', payments: [{ method: 'cash', amount: '2035', reference: '', accountId: 'usd-cash' }], facts: facts({ moneyAccounts: accounts.moneyAccounts }) })).toThrow(/Dollar box holds USD/);
  });

  it('a cash rounding settles the order while the change and the cash box count the cash handed over (2035 CLP rounded to 2030)', () => {
    const [e] = run(committed(), pay([{ method: 'cash', amount: '2035', reference: '', tendered: '5000', rounding: '5' }], accounts));
    expect(e.data).toMatchObject({ paid: '2035', outstanding: '0' });
    // 5000 handed over for 2030 in cash: 2970 back; the 5 pesos are recorded, not charged.
    expect((e.data as { payments: unknown[] }).payments[0]).toMatchObject({ amount: '2035', rounding: '5', tendered: '5000', change: '2970', accountId: 'cash-1' });
    // Tendered must cover the cash, not the amount: 2030 is enough.
    const [f] = run(committed(), pay([{ method: 'cash', amount: '2035', reference: '', tendered: '2030', rounding: '5' }]));
    expect((f.data as { payments: { change: string }[] }).payments[0].change).toBe('0');
  });

  it('refuses a rounding of ten smallest units or more, one in more decimals than the currency, and a rounding of a card payment', () => {
    spec(saleOrderDecider).given(committed()).when(pay([{ method: 'cash', amount: '2035', reference: '', rounding: '10' }])).thenFails('rounding_out_of_range');
    spec(saleOrderDecider).given(committed()).when(pay([{ method: 'cash', amount: '2035', reference: '', rounding: '0.5' }])).thenFails('rounding_out_of_range');
    spec(saleOrderDecider).given(committed()).when(pay([{ method: 'card', amount: '2035', reference: '', rounding: '5' }])).thenFails('rounding_out_of_range');
  });

  it('a voucher needs its number, is recorded with it and goes into no money account', () => {
    spec(saleOrderDecider).given(committed()).when(pay([{ method: 'voucher', amount: '500', reference: ' ' }], accounts)).thenFails('voucher_number_required');
    spec(saleOrderDecider).given(committed()).when(pay([{ method: 'voucher', amount: '500', reference: 'GV-1', accountId: 'cash-1' }], accounts)).thenFails('payment_account_not_applicable');
    const [e] = run(committed(), pay([{ method: 'voucher', amount: '500', reference: 'GV-1' }], accounts));
    expect((e.data as { payments: unknown[] }).payments[0]).toMatchObject({ method: 'voucher', amount: '500', reference: 'GV-1', accountId: null });
  });
});
