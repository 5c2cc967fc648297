import type { PosSaleRecorded } from '@tradedesk/contracts/pos/pos-sales';
import type { SaleProductInfo } from '@tradedesk/projections/catalog/products/products-for-sale.query';
import { spec } from '../../platform/cqrs/decider-spec.js';
import { posSaleDecider } from '../pos-sale.decider.js';
import type { RecordTillSale, RecordTillSaleFacts } from './record-till-sale.decide.js';

const prices = (retail: string | null, member: string | null = null) => ({ retail, wholesale: null, member, purchase: null });
const noPrices = { retail: null, wholesale: null, member: null, purchase: null };
// Soap: 1,990 a unit, member 1,800; its box of 12 has its own price 21,000 and barcode BOX-SOAP.
const soap: SaleProductInfo = { id: 'soap', code: 'S1', name: 'Jabón', status: 'active', packings: { box: '12', bigBag: null, bag: null }, prices: { unit: prices('1990', '1800'), box: prices('21000'), bigBag: noPrices, bag: noPrices }, cost: '900' };
// Rice: 1,250 a unit, no box price (a box of 10 is 12,500).
const rice: SaleProductInfo = { id: 'rice', code: 'R1', name: 'Arroz', status: 'active', packings: { box: '10', bigBag: null, bag: null }, prices: { unit: prices('1250'), box: noPrices, bigBag: noPrices, bag: noPrices }, cost: '700' };

const facts = (over: Partial<RecordTillSaleFacts> = {}): RecordTillSaleFacts => ({
  session: { id: 's1', closed: false },
  earlierPrices: new Map(),
  warehouseId: 'w1',
  catalog: {
    products: new Map([
      ['soap', soap],
      ['rice', rice],
    ]),
    barcodes: new Map([
      ['780-SOAP', { productId: 'soap', unit: 'unit' as const }],
      ['BOX-SOAP', { productId: 'soap', unit: 'box' as const }],
    ]),
    codes: new Map([
      ['s1', 'soap'],
      ['r1', 'rice'],
    ]),
  },
  customer: null,
  payMethods: { cash: { kind: 'cash', active: true, currencies: ['CLP'] }, card: { kind: 'card', active: true, currencies: ['CLP'] } },
  receiptSeries: 'T1',
  maxDiscount: '10',
  approval: null,
  allowNegative: false,
  pricing: { currency: 'CLP', baseCurrency: 'CLP', rate: '1', priceDecimal: 0 },
  averageCosts: new Map([['soap', '850']]),
  ...over,
});
const sale = (over: Partial<RecordTillSale> = {}): RecordTillSale => ({
  type: 'RecordTillSale',
  saleId: '11111111-2222-4333-8444-555555555555',
  registerId: 'r1',
  deviceId: 'd1',
  soldAt: '2026-01-15T10:00:00.000Z',
  customerId: null,
  lines: [
    { scan: '780-SOAP', quantity: '2' },
    { productId: 'rice', quantity: '3' },
  ],
  payments: [{ payMethodId: 'cash', amount: '10000' }],
  seller: { employeeId: 'ana', posSessionId: 'p1', deviceId: 'd1', span: null },
  facts: facts(),
  ...over,
});
const recorded = (events: unknown[]) => (events[0] as PosSaleRecorded).data;

describe('record a till sale', () => {
  it('prices each line at the retail price, totals, and hands back the change in cash (2 x 1,990 + 3 x 1,250 = 7,730; 10,000 cash: 2,270 back)', () =>
    spec(posSaleDecider).given([]).when(sale()).then((events) => {
      const d = recorded(events);
      expect(d.lines.map((l) => [l.code, l.unit, l.quantity, l.price, l.amount])).toEqual([
        ['S1', 'unit', '2', '1990', '3980'],
        ['R1', 'unit', '3', '1250', '3750'],
      ]);
      expect([d.total, d.paid, d.change, d.sessionId, d.soldAt]).toEqual(['7730', '10000', '2270', 's1', '2026-01-15T10:00:00.000Z']);
      // The goods leave the register's warehouse at their average cost (else the product's cost).
      expect(events[1]).toEqual({
        type: 'StockMoved',
        data: expect.objectContaining({
          source: { type: 'pos-sale', id: '11111111-2222-4333-8444-555555555555', number: '11111111' },
          allowNegative: false,
          movements: [
            expect.objectContaining({ kind: 'issue', warehouseId: 'w1', productId: 'soap', quantity: '-2', unitCost: '850' }),
            expect.objectContaining({ kind: 'issue', warehouseId: 'w1', productId: 'rice', quantity: '-3', unitCost: '700' }),
          ],
        }),
      });
    }));

  it("a packing's barcode sells that packing: a box of soap is 21,000 and 12 units leave; x2 is 42,000 and 24 units", () =>
    spec(posSaleDecider)
      .given([])
      .when(sale({ lines: [{ scan: 'BOX-SOAP', quantity: '2' }], payments: [{ payMethodId: 'card', amount: '42000' }] }))
      .then((events) => {
        expect(recorded(events).lines.map((l) => [l.unit, l.quantity, l.baseQuantity, l.price, l.amount])).toEqual([['box', '2', '24', '21000', '42000']]);
        expect(recorded(events).change).toBe('0');
      }));

  it('several methods in one sale: 5,000 on card + 3,000 cash for 7,730: 270 back', () =>
    spec(posSaleDecider)
      .given([])
      .when(sale({ payments: [{ payMethodId: 'card', amount: '5000' }, { payMethodId: 'cash', amount: '3000' }] }))
      .then((events) => {
        const d = recorded(events);
        expect([d.paid, d.change, d.payments.map((p) => [p.kind, p.amount])]).toEqual(['8000', '270', [['card', '5000'], ['cash', '3000']]]);
      }));

  it('a member pays the member price with the membership discount: 2 x 1,800 less 5% = 3,420; rice at retail 3,750 less 5% = 3,562.5 -> 3,563', () =>
    spec(posSaleDecider)
      .given([])
      .when(
        sale({
          customerId: 'c1',
          payments: [{ payMethodId: 'cash', amount: '6983' }],
          facts: facts({ customer: { id: 'c1', code: 'C1', name: 'Socia', status: 'active', priceType: 'member', discount: '5', paymentTermsDays: 0, currency: '' } }),
        }),
      )
      .then((events) => {
        const d = recorded(events);
        expect(d.lines.map((l) => [l.price, l.discount, l.amount])).toEqual([
          ['1800', '5', '3420'],
          ['1250', '5', '3563'],
        ]);
        expect([d.total, d.change, d.customerId, d.priceType]).toEqual(['6983', '0', 'c1', 'member']);
      }));

  it("a line discount within the company's limit is given (10% of 3,980 = 398 off), over it refused", () => {
    spec(posSaleDecider)
      .given([])
      .when(sale({ lines: [{ scan: '780-SOAP', quantity: '2', discount: '10' }], payments: [{ payMethodId: 'cash', amount: '3582' }] }))
      .then((events) => expect(recorded(events).total).toBe('3582'));
    spec(posSaleDecider).given([]).when(sale({ lines: [{ scan: '780-SOAP', quantity: '2', discount: '10.5' }] })).thenFails('discount_over_limit');
  });

  it('the payments must cover the total: 7,729 for 7,730 is refused', () =>
    spec(posSaleDecider).given([]).when(sale({ payments: [{ payMethodId: 'cash', amount: '7729' }] })).thenFails('payment_short'));

  it('only cash gives change: 8,000 on card for 7,730 is refused', () =>
    spec(posSaleDecider).given([]).when(sale({ payments: [{ payMethodId: 'card', amount: '8000' }] })).thenFails('change_without_cash'));

  it('refuses without an open session, an unknown barcode, an unknown method, decimals CLP has not, and a second sale on the same id', () => {
    spec(posSaleDecider).given([]).when(sale({ facts: facts({ session: null }) })).thenFails('cash_session_closed');
    spec(posSaleDecider).given([]).when(sale({ lines: [{ scan: 'nope', quantity: '1' }] })).thenFails('barcode_not_found');
    spec(posSaleDecider).given([]).when(sale({ payments: [{ payMethodId: 'gift', amount: '10000' }] })).thenFails('pay_method_not_found');
    spec(posSaleDecider).given([]).when(sale({ payments: [{ payMethodId: 'cash', amount: '7730.5' }] })).thenFails('amount_decimals');
    spec(posSaleDecider).given([]).when(sale({ customerId: 'ghost' })).thenFails('customer_not_found');
    const first = posSaleDecider.decide(sale(), posSaleDecider.initialState(), { now: new Date(), userId: 'ana', newId: () => 'x' });
    spec(posSaleDecider).given(first).when(sale()).thenFails('pos_sale_exists');
  });

  describe('cash rounding (docs/pos.md "Cash rounding")', () => {
    // 2 soaps less 5% = 3,781 CLP: cash rounds to 3,780 (Ley 20.956: endings 1 to 5 down).
    const odd = { lines: [{ scan: '780-SOAP', quantity: '2', discount: '5' }] };
    it('a cash payment rounded by the law of its currency: 5,000 handed over for 3,781 CLP is recorded as 5,001 with rounding 1, 1,220 back', () =>
      spec(posSaleDecider).given([]).when(sale({ ...odd, payments: [{ payMethodId: 'cash', amount: '5001', rounding: '1' }] })).then((events) => {
        const d = recorded(events);
        expect([d.total, d.paid, d.change, d.payments]).toEqual(['3781', '5001', '1220', [{ payMethodId: 'cash', kind: 'cash', currency: 'CLP', amount: '5001', rounding: '1' }]]);
      }));

    it('the cash part after a card is what rounds: 1,000 on card leaves 2,781 -> 2,780 in cash', () =>
      spec(posSaleDecider)
        .given([])
        .when(sale({ ...odd, payments: [{ payMethodId: 'card', amount: '1000' }, { payMethodId: 'cash', amount: '2781', rounding: '1' }] }))
        .then((events) => expect([recorded(events).change, recorded(events).payments.map((p) => p.rounding)]).toEqual(['0', [undefined, '1']])));

    it('not rounding is always taken (the company turned it off, exact change)', () =>
      spec(posSaleDecider).given([]).when(sale({ ...odd, payments: [{ payMethodId: 'cash', amount: '3781', rounding: '0' }] })).then((events) => expect(recorded(events).payments[0]).not.toHaveProperty('rounding')));

    it('a rounding the law does not give, on a card, or in a currency without a rule is refused (400 rounding_out_of_range)', () => {
      spec(posSaleDecider).given([]).when(sale({ ...odd, payments: [{ payMethodId: 'cash', amount: '5002', rounding: '2' }] })).thenFails('rounding_out_of_range');
      spec(posSaleDecider).given([]).when(sale({ ...odd, payments: [{ payMethodId: 'cash', amount: '4991', rounding: '-9' }] })).thenFails('rounding_out_of_range');
      spec(posSaleDecider).given([]).when(sale({ ...odd, payments: [{ payMethodId: 'card', amount: '3781', rounding: '1' }] })).thenFails('rounding_out_of_range');
      spec(posSaleDecider).given([]).when(sale({ ...odd, payments: [{ payMethodId: 'cash', amount: '5001', rounding: '0.5' }] })).thenFails('rounding_out_of_range');
      const usd = facts({ pricing: { currency: 'USD', baseCurrency: 'USD', rate: '1', priceDecimal: 2 }, payMethods: { cash: { kind: 'cash', active: true, currencies: ['USD'] } } });
      spec(posSaleDecider).given([]).when(sale({ ...odd, facts: usd, payments: [{ payMethodId: 'cash', amount: '5001', rounding: '1' }] })).thenFails('rounding_out_of_range');
    });

    it('Hungary rounds up too: 3,783 HUF is 3,785 in cash, rounding -2, and the drawer keeps 3,785', () => {
      const huf = facts({ pricing: { currency: 'HUF', baseCurrency: 'HUF', rate: '1', priceDecimal: 0 }, payMethods: { cash: { kind: 'cash', active: true, currencies: ['HUF'] } } });
      spec(posSaleDecider)
        .given([])
        .when(sale({ lines: [{ scan: '780-SOAP', quantity: '2', discount: '4.95' }], facts: huf, payments: [{ payMethodId: 'cash', amount: '3783', rounding: '-2' }] }))
        .then((events) => expect([recorded(events).total, recorded(events).change, recorded(events).payments[0]!.rounding]).toEqual(['3783', '0', '-2']));
    });

    it('a late line posts the cash handed over less the change: 5,000 for 3,781 posts 3,780', () => {
      const latePosting = { date: '2026-01-16', accounts: { cash: [{ currency: 'CLP', accountId: 'caja' }] } };
      spec(posSaleDecider)
        .given([])
        .when(sale({ ...odd, sessionId: 's0', facts: facts({ session: { id: 's0', closed: true }, latePosting }), payments: [{ payMethodId: 'cash', amount: '5001', rounding: '1' }] }))
        .then((events) =>
          expect(recorded(events).posting?.postings).toEqual([
            { payMethodId: 'cash', currency: 'CLP', accountId: 'caja', amount: '3780' },
            { payMethodId: 'cash', currency: 'CLP', accountId: 'caja', amount: '-3780', kind: 'difference' },
          ]),
        );
    });
  });

  describe('offline: the session the till named, the price it showed', () => {
    const closed = facts({ session: { id: 's0', closed: true } });
    it('a sale whose named session was closed meanwhile is a late line of it, kept as sold, and its goods leave even below zero', () =>
      spec(posSaleDecider)
        .given([])
        .when(sale({ sessionId: 's0', soldAt: '2026-01-15T09:58:00.000Z', facts: closed }))
        .then((events) => {
          const d = recorded(events);
          expect([d.sessionId, d.late, d.soldAt, d.total]).toEqual(['s0', true, '2026-01-15T09:58:00.000Z', '7730']);
          expect((events[1] as any).data.allowNegative).toBe(true);
        }));

    it("a late line posts its money as the close posted the session's: card onto the bank; cash (less the change) as takings and back out of the cash difference", () => {
      const latePosting = { date: '2026-01-16', accounts: { cash: [{ currency: 'CLP', accountId: 'caja' }], card: [{ currency: 'CLP', accountId: 'banco' }] } };
      // 7,730: 5,000 by card, 3,000 in cash -> 270 change: 2,730 of cash taken.
      spec(posSaleDecider)
        .given([])
        .when(sale({ sessionId: 's0', facts: facts({ session: { id: 's0', closed: true }, latePosting }), payments: [{ payMethodId: 'card', amount: '5000' }, { payMethodId: 'cash', amount: '3000' }] }))
        .then((events) =>
          expect(recorded(events).posting).toEqual({
            date: '2026-01-16',
            postings: [
              { payMethodId: 'card', currency: 'CLP', accountId: 'banco', amount: '5000' },
              { payMethodId: 'cash', currency: 'CLP', accountId: 'caja', amount: '2730' },
              { payMethodId: 'cash', currency: 'CLP', accountId: 'caja', amount: '-2730', kind: 'difference' },
            ],
          }),
        );
    });

    it('an open session stays an ordinary sale (posted with its close, not by itself); a session not of this register is refused (400 cash_session_not_found)', () => {
      spec(posSaleDecider).given([]).when(sale({ sessionId: 's1' })).then((events) => expect([recorded(events).late, recorded(events).posting]).toEqual([undefined, undefined]));
      spec(posSaleDecider).given([]).when(sale({ sessionId: 'other', facts: facts({ session: null }) })).thenFails('cash_session_not_found');
    });

    // Soap was 1,890 a unit until a change to 1,990 within the grace window; its box price stayed 21,000.
    const earlier = new Map([['soap', [{ ...soap.prices, unit: prices('1890', '1800') }]]]);
    it('the price the till showed is recorded when it was in force: 2 x 1,890 (the price before the change) = 3,780', () =>
      spec(posSaleDecider)
        .given([])
        .when(sale({ lines: [{ scan: '780-SOAP', quantity: '2', price: '1890' }], payments: [{ payMethodId: 'cash', amount: '3780' }], facts: facts({ earlierPrices: earlier }) }))
        .then((events) => expect(recorded(events).lines.map((l) => [l.price, l.amount])).toEqual([['1890', '3780']])));

    it('the current price is always in force; a price the product never had is refused (400 price_not_in_force)', () => {
      spec(posSaleDecider)
        .given([])
        .when(sale({ lines: [{ scan: '780-SOAP', quantity: '1', price: '1990.00' }], payments: [{ payMethodId: 'cash', amount: '1990' }] }))
        .then((events) => expect(recorded(events).lines[0]!.price).toBe('1990'));
      spec(posSaleDecider).given([]).when(sale({ lines: [{ scan: '780-SOAP', quantity: '1', price: '1000' }], facts: facts({ earlierPrices: earlier }) })).thenFails('price_not_in_force');
      // 1,890 was never the price of a box, nor is it once the change is out of the window.
      spec(posSaleDecider).given([]).when(sale({ lines: [{ scan: 'BOX-SOAP', quantity: '1', price: '1890' }], facts: facts({ earlierPrices: earlier }) })).thenFails('price_not_in_force');
      spec(posSaleDecider).given([]).when(sale({ lines: [{ scan: '780-SOAP', quantity: '1', price: '1890' }] })).thenFails('price_not_in_force');
    });

    it('an earlier unit price also prices the box it derived (rice 1,200 before: a box of 10 shown at 12,000 is accepted)', () =>
      spec(posSaleDecider)
        .given([])
        .when(sale({ lines: [{ productId: 'rice', unit: 'box', quantity: '1', price: '12000' }], payments: [{ payMethodId: 'card', amount: '12000' }], facts: facts({ earlierPrices: new Map([['rice', [{ ...rice.prices, unit: prices('1200') }]]]) }) }))
        .then((events) => expect(recorded(events).total).toBe('12000')));
  });
  describe('the cashier who rang it up', () => {
    // Ana's PIN session on this till ran 09:00-10:30 (she signed out; Bea signed in after).
    const ana = { employeeId: 'ana', posSessionId: 'p-ana', deviceId: 'd1', span: { startedAt: '2026-01-15T09:00:00.000Z', endsAt: '2026-01-15T10:30:00.000Z' } };
    it("a queued sale is recorded as the cashier of the session it was sold under, even after that session ended", () =>
      spec(posSaleDecider)
        .given([])
        .when(sale({ seller: ana, soldAt: '2026-01-15T10:29:00.000Z' }))
        .then((events) => expect(recorded(events).cashierId).toBe('ana')));
    it('a session unknown, of another device, or not open when the sale was rung up is refused (400 cashier_session_invalid)', () => {
      spec(posSaleDecider).given([]).when(sale({ seller: null })).thenFails('cashier_session_invalid');
      spec(posSaleDecider).given([]).when(sale({ seller: { ...ana, deviceId: 'd2' }, soldAt: '2026-01-15T10:00:00.000Z' })).thenFails('cashier_session_invalid');
      spec(posSaleDecider).given([]).when(sale({ seller: ana, soldAt: '2026-01-15T11:00:00.000Z' })).thenFails('cashier_session_invalid');
      spec(posSaleDecider).given([]).when(sale({ seller: ana, soldAt: '2026-01-15T08:40:00.000Z' })).thenFails('cashier_session_invalid');
    });
    it("a till clock a few minutes off the server's is allowed (10 minutes either side)", () => {
      spec(posSaleDecider).given([]).when(sale({ seller: ana, soldAt: '2026-01-15T08:52:00.000Z' })).then((events) => expect(recorded(events).cashierId).toBe('ana'));
      spec(posSaleDecider).given([]).when(sale({ seller: ana, soldAt: '2026-01-15T10:39:00.000Z' })).then((events) => expect(recorded(events).cashierId).toBe('ana'));
    });
  });
  describe('receipt numbers', () => {
    it("a sale keeps the receipt number the till gave it in its device's series; the stock movement is numbered by it", () =>
      spec(posSaleDecider)
        .given([])
        .when(sale({ receiptNo: 'T1-000042' }))
        .then((events) => {
          expect(recorded(events).receiptNo).toBe('T1-000042');
          expect((events[1] as any).data.source.number).toBe('T1-000042');
        }));
    it("a number of another device's series is refused (400 receipt_number_series)", () =>
      spec(posSaleDecider).given([]).when(sale({ receiptNo: 'T2-000042' })).thenFails('receipt_number_series'));
  });
  describe('a supervisor approving a discount over the limit', () => {
    // Sara approved up to 25% for Ana on till d1 until 10:15; the sale was rung up at 10:00.
    const approval = { id: 'a1', supervisorId: 'sara', cashierId: 'ana', deviceId: 'd1', maxDiscount: '25', expiresAt: '2026-01-15T10:15:00.000Z' };
    const over = (discount: string, over: Partial<RecordTillSale> = {}) =>
      sale({ lines: [{ scan: '780-SOAP', quantity: '2', discount }], payments: [{ payMethodId: 'cash', amount: '10000' }], discountApprovalId: 'a1', facts: facts({ approval }), ...over });
    it('the approval raises the limit to what it approved: 25% of 3,980 off = 2,985, and the sale names who approved up to what', () =>
      spec(posSaleDecider)
        .given([])
        .when(over('25'))
        .then((events) => {
          const d = recorded(events);
          expect([d.total, d.cashierId, d.discountApproval]).toEqual(['2985', 'ana', { approvalId: 'a1', supervisorId: 'sara', maxDiscount: '25' }]);
        }));
    it('still no more than it approved; without an approval the company limit holds', () => {
      spec(posSaleDecider).given([]).when(over('30')).thenFails('discount_over_limit');
      spec(posSaleDecider).given([]).when(over('25', { discountApprovalId: undefined, facts: facts() })).thenFails('discount_over_limit');
    });
    it('an approval unknown, for another cashier or till, or run out at soldAt is refused (400 discount_approval_invalid)', () => {
      spec(posSaleDecider).given([]).when(over('25', { facts: facts({ approval: null }) })).thenFails('discount_approval_invalid');
      spec(posSaleDecider).given([]).when(over('25', { facts: facts({ approval: { ...approval, cashierId: 'bea' } }) })).thenFails('discount_approval_invalid');
      spec(posSaleDecider).given([]).when(over('25', { facts: facts({ approval: { ...approval, deviceId: 'd2' } }) })).thenFails('discount_approval_invalid');
      spec(posSaleDecider).given([]).when(over('25', { soldAt: '2026-01-15T10:40:00.000Z' })).thenFails('discount_approval_invalid');
    });
  });

  describe('offline sales (PosOfflineSales, docs/pos.md "Offline")', () => {
    it('a sale the till marks as made offline is taken while the company allows it, and says so', () => {
      spec(posSaleDecider).given([]).when(sale({ offline: true })).then((events) => expect(recorded(events).offline).toBe(true));
      spec(posSaleDecider).given([]).when(sale({ offline: true, facts: facts({ offlineSales: true }) })).then((events) => expect(recorded(events).offline).toBe(true));
    });

    it('with offline sales off, a sale made offline is refused (409 offline_sales_off); one made online is taken', () => {
      spec(posSaleDecider).given([]).when(sale({ offline: true, facts: facts({ offlineSales: false }) })).thenFails('offline_sales_off');
      spec(posSaleDecider).given([]).when(sale({ facts: facts({ offlineSales: false }) })).then((events) => expect(recorded(events).offline).toBeUndefined());
    });
  });
});
