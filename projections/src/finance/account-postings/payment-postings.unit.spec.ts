import type { StoredEvent } from '@tradedesk/contracts/platform/events';
import { POSTING_EVENT_TYPES, postingsOf } from './account-postings.map.js';

const stored = (type: string, data: unknown) => ({ type, data, streamVersion: 1, globalPosition: '1', recordedAt: '2026-03-02T10:00:00.000Z', metadata: { userId: 'u1' } }) as unknown as StoredEvent;
const payment = (paymentId: string, amount: string, over: Record<string, unknown> = {}) => ({
  paymentId, method: 'cash', amount, reference: '', dueDate: null, tendered: null, change: null, paidAt: '2026-03-02T10:00:00.000Z', ...over,
});
const supplier = (entryId: string, kind: string, amount: string, accountId?: string | null) => ({
  supplierId: 's1', entryId, kind, currency: 'USD', amount, date: '2026-03-02', method: 'cash', reference: '', reason: '', note: '', source: null, reverses: null, ...(accountId === undefined ? {} : { accountId }),
});

/** Payments on money accounts (docs/finance-payments.md). */
describe('payment postings', () => {
  it('a sale payment adds its amount to the account it names, on its business day; without an account (old events, checks) nothing', () => {
    expect(POSTING_EVENT_TYPES).toEqual(expect.arrayContaining(['SaleOrderPaid', 'SupplierAccountPosted']));
    const paid = stored('SaleOrderPaid', {
      orderId: 'o1', number: 'SO-1', customer: null, currency: 'CLP', paid: '3000', outstanding: '0',
      payments: [payment('p1', '1000', { accountId: 'cash', date: '2026-03-02' }), payment('p2', '1500', { method: 'bankCheck', accountId: null, date: '2026-03-02' }), payment('p3', '500')],
    });
    expect(postingsOf(paid)).toEqual([{ sourceId: 'p1', kind: 'sale-payment', seq: 0, accountId: 'cash', currency: 'CLP', effect: '1000', date: '2026-03-02' }]);
  });

  it('a rounded cash payment puts in the cash box only the cash handed over (59.94 PEN rounded by 0.04: 59.90)', () => {
    const paid = stored('SaleOrderPaid', {
      orderId: 'o2', number: 'SO-2', customer: null, currency: 'PEN', paid: '59.94', outstanding: '0.00',
      payments: [payment('p9', '59.94', { rounding: '0.04', accountId: 'cash', date: '2026-03-02' })],
    });
    expect(postingsOf(paid)).toEqual([{ sourceId: 'p9', kind: 'sale-payment', seq: 0, accountId: 'cash', currency: 'PEN', effect: '59.9', date: '2026-03-02' }]);
  });

  it('a supplier payment takes the money from its account, its reversal gives it back; other postings and old payments touch no account', () => {
    expect(postingsOf(stored('SupplierAccountPosted', supplier('e1', 'payment', '-200.5', 'bank')))).toEqual([
      { sourceId: 'e1', kind: 'supplier-payment', seq: 0, accountId: 'bank', currency: 'USD', effect: '-200.5', date: '2026-03-02' },
    ]);
    expect(postingsOf(stored('SupplierAccountPosted', { ...supplier('r1', 'reversal', '200.5', 'bank'), reverses: 'e1' }))).toEqual([
      { sourceId: 'r1', kind: 'supplier-payment-reversal', seq: 0, accountId: 'bank', currency: 'USD', effect: '200.5', date: '2026-03-02' },
    ]);
    expect(postingsOf(stored('SupplierAccountPosted', supplier('e2', 'payment', '-5')))).toEqual([]);
    expect(postingsOf(stored('SupplierAccountPosted', supplier('e3', 'payment', '-5', null)))).toEqual([]);
    expect(postingsOf(stored('SupplierAccountPosted', supplier('e4', 'opening', '900')))).toEqual([]);
  });
  it("a till sale posts nothing by itself (its session's close does), a late line posts what it carries, the sale as the source", () => {
    const sale = { saleId: 's9', sessionId: 'cs1', currency: 'CLP', total: '7730', payments: [], late: true };
    expect(postingsOf(stored('PosSaleRecorded', { ...sale, late: undefined }))).toEqual([]);
    expect(
      postingsOf(
        stored('PosSaleRecorded', {
          ...sale,
          posting: {
            date: '2026-03-03',
            postings: [
              { payMethodId: 'card', currency: 'CLP', accountId: 'banco', amount: '5000' },
              { payMethodId: 'voucher', currency: 'CLP', accountId: null, amount: '100' },
              { payMethodId: 'cash', currency: 'CLP', accountId: 'caja', amount: '2730' },
              { payMethodId: 'cash', currency: 'CLP', accountId: 'caja', amount: '-2730', kind: 'difference' },
            ],
          },
        }),
      ),
    ).toEqual([
      { sourceId: 's9', kind: 'pos-session', seq: 0, accountId: 'banco', currency: 'CLP', effect: '5000', date: '2026-03-03' },
      { sourceId: 's9', kind: 'pos-session', seq: 2, accountId: 'caja', currency: 'CLP', effect: '2730', date: '2026-03-03' },
      { sourceId: 's9', kind: 'pos-difference', seq: 3, accountId: 'caja', currency: 'CLP', effect: '-2730', date: '2026-03-03' },
    ]);
  });
});
