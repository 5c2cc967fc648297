import type { PosSaleReturned } from '@tradedesk/contracts/pos/pos-returns';
import type { PosSaleEvent } from '@tradedesk/contracts/pos/pos-sales';
import { spec } from '../../platform/cqrs/decider-spec.js';
import { posSaleReturnsDecider } from './pos-sale-returns.decider.js';
import type { RecordTillReturn } from './record-till-return.decide.js';
import type { PosSaleReturnsEvent } from './pos-sale-returns.state.js';

// The sale: 3 soaps at 1,990 less 10% = 5,373 and 2 boxes of rice (20 units) at 12,500 = 25,000;
// total 30,373, paid 20,000 on card and 11,000 cash: 627 back, so the cash took 10,373.
const sold: PosSaleEvent[] = [
  {
    type: 'PosSaleRecorded',
    data: {
      saleId: 'sale1', sessionId: 's1', registerId: 'r1', deviceId: 'd1', warehouseId: 'w1', customerId: null, currency: 'CLP', priceType: 'retail',
      lines: [
        { line: 1, productId: 'soap', code: 'S1', name: 'Jabón', unit: 'unit', quantity: '3', baseQuantity: '3', price: '1990', discount: '10', amount: '5373' },
        { line: 2, productId: 'rice', code: 'R1', name: 'Arroz', unit: 'box', quantity: '2', baseQuantity: '20', price: '12500', discount: '0', amount: '25000' },
      ],
      total: '30373',
      payments: [
        { payMethodId: 'card', kind: 'card', currency: 'CLP', amount: '20000' },
        { payMethodId: 'cash', kind: 'cash', currency: 'CLP', amount: '11000' },
      ],
      paid: '31000', change: '627', soldAt: '2026-01-15T10:00:00.000Z',
    },
  },
  {
    type: 'StockMoved',
    data: {
      source: { type: 'pos-sale', id: 'sale1', number: 'sale1' }, reason: null, allowNegative: false,
      movements: [
        { line: 1, kind: 'issue', warehouseId: 'w1', zoneId: null, productId: 'soap', quantity: '-3', unit: 'unit', unitQuantity: '3', unitCost: '850' },
        { line: 2, kind: 'issue', warehouseId: 'w1', zoneId: null, productId: 'rice', quantity: '-20', unit: 'box', unitQuantity: '2', unitCost: '700' },
      ],
    },
  },
];
const ret = (over: Partial<RecordTillReturn> = {}): RecordTillReturn => ({
  type: 'RecordTillReturn', returnId: 'ret-1', saleId: 'sale1', registerId: 'r1', deviceId: 'd2', reason: 'broken', returnedAt: '2026-01-16T09:00:00.000Z',
  lines: [{ line: 1, quantity: '1' }],
  refunds: [{ payMethodId: 'cash', amount: '1791' }],
  facts: { sessionId: 's2', warehouseId: 'w1', allowNegative: false, cashHeld: { CLP: '20000' } },
  ...over,
});
const returned = (events: unknown[]) => (events[0] as PosSaleReturned).data;
const after = (...cmds: RecordTillReturn[]): PosSaleReturnsEvent[] => {
  const events: PosSaleReturnsEvent[] = [...sold];
  for (const c of cmds) {
    const state = events.reduce((s, e) => posSaleReturnsDecider.evolve(s, e as any), posSaleReturnsDecider.initialState());
    events.push(...posSaleReturnsDecider.decide(c, state, { now: new Date(), userId: 'ana', newId: () => 'x' }));
  }
  return events;
};

describe('take goods back against a till sale', () => {
  it("refunds one soap its share of the line (5,373 / 3 = 1,791) in cash in today's session, and puts it back in the register's warehouse at the cost it left at", () =>
    spec(posSaleReturnsDecider).given(sold).when(ret()).then((events) => {
      const d = returned(events);
      expect([d.sessionId, d.amount, d.reason, d.lines.map((l) => [l.line, l.quantity, l.baseQuantity, l.amount]), d.refunds]).toEqual([
        's2', '1791', 'broken', [[1, '1', '1', '1791']], [{ payMethodId: 'cash', kind: 'cash', currency: 'CLP', amount: '1791' }],
      ]);
      expect(events[1]).toEqual({
        type: 'StockMoved',
        data: expect.objectContaining({
          source: { type: 'pos-return', id: 'ret-1', number: 'ret-1' },
          movements: [expect.objectContaining({ kind: 'receipt', warehouseId: 'w1', productId: 'soap', quantity: '1', unitCost: '850' })],
        }),
      });
    }));
  it('a box of rice back is 10 units and 12,500, refunded on the card', () =>
    spec(posSaleReturnsDecider)
      .given(sold)
      .when(ret({ lines: [{ line: 2, quantity: '1' }], refunds: [{ payMethodId: 'card', amount: '12500' }] }))
      .then((events) => expect(returned(events).lines.map((l) => [l.baseQuantity, l.amount])).toEqual([['10', '12500']])));
  it('the last soaps back get what is left of the line: 1,791 then 2 more for 5,373 - 1,791 = 3,582', () =>
    spec(posSaleReturnsDecider)
      .given(after(ret()))
      .when(ret({ returnId: 'ret-2', lines: [{ line: 1, quantity: '2' }], refunds: [{ payMethodId: 'cash', amount: '3582' }] }))
      .then((events) => expect(returned(events).amount).toBe('3582')));
  it('never more back than sold less what came back: 1 of 3 back, 3 more is refused (409 return_over_sold)', () => {
    spec(posSaleReturnsDecider).given(sold).when(ret({ lines: [{ line: 1, quantity: '4' }] })).thenFails('return_over_sold');
    spec(posSaleReturnsDecider)
      .given(after(ret()))
      .when(ret({ returnId: 'ret-2', lines: [{ line: 1, quantity: '3' }], refunds: [{ payMethodId: 'cash', amount: '5373' }] }))
      .thenFails('return_over_sold');
  });
  it('the refund is at most what each method took (cash 11,000 - 627 change = 10,373) and adds up to the goods', () => {
    // Both boxes (25,000): 10,373 is all the cash took, so 14,627 must come from the card.
    spec(posSaleReturnsDecider).given(sold).when(ret({ lines: [{ line: 2, quantity: '2' }], refunds: [{ payMethodId: 'cash', amount: '10374' }, { payMethodId: 'card', amount: '14626' }] })).thenFails('refund_over_paid');
    spec(posSaleReturnsDecider)
      .given(sold)
      .when(ret({ lines: [{ line: 2, quantity: '2' }], refunds: [{ payMethodId: 'cash', amount: '10373' }, { payMethodId: 'card', amount: '14627' }] }))
      .then((events) => expect(returned(events).refunds.map((r) => [r.payMethodId, r.amount])).toEqual([['cash', '10373'], ['card', '14627']]));
    spec(posSaleReturnsDecider).given(sold).when(ret({ refunds: [{ payMethodId: 'cash', amount: '1790' }] })).thenFails('refund_mismatch');
    spec(posSaleReturnsDecider).given(sold).when(ret({ refunds: [{ payMethodId: 'voucher', amount: '1791' }] })).thenFails('refund_method_not_in_sale');
  });
  it("a cash refund comes out of today's drawer: never more than it should hold (1,500 CLP: 1,791 in cash is refused)", () =>
    spec(posSaleReturnsDecider).given(sold).when(ret({ facts: { sessionId: 's2', warehouseId: 'w1', allowNegative: false, cashHeld: { CLP: '1500' } } })).thenFails('not_enough_cash'));
  it('refuses a sale of another register, a line the sale has not, no open session, and the same return id twice', () => {
    spec(posSaleReturnsDecider).given(sold).when(ret({ registerId: 'r2' })).thenFails('pos_sale_not_found');
    spec(posSaleReturnsDecider).given([]).when(ret()).thenFails('pos_sale_not_found');
    spec(posSaleReturnsDecider).given(sold).when(ret({ lines: [{ line: 3, quantity: '1' }] })).thenFails('return_line_not_found');
    spec(posSaleReturnsDecider).given(sold).when(ret({ facts: { sessionId: null, warehouseId: 'w1', allowNegative: false, cashHeld: {} } })).thenFails('cash_session_closed');
    spec(posSaleReturnsDecider).given(after(ret())).when(ret()).thenFails('pos_return_exists');
  });

  describe('cash rounding of the refund (docs/pos.md "Cash rounding")', () => {
    // One soap back: 1,791 CLP; the law of CLP hands back 1,790 (rounding 1).
    it('takes the rounding the law gives: the refund settles 1,791 of the sale, 1,790 leaves the drawer', () =>
      spec(posSaleReturnsDecider).given(sold).when(ret({ refunds: [{ payMethodId: 'cash', amount: '1791', rounding: '1' }], facts: { sessionId: 's2', warehouseId: 'w1', allowNegative: false, cashHeld: { CLP: '1790' } } })).then((events) => {
        expect(returned(events).refunds).toEqual([{ payMethodId: 'cash', kind: 'cash', currency: 'CLP', amount: '1791', rounding: '1' }]);
        expect(returned(events).amount).toBe('1791');
      }));

    it('takes the exact cash too (no rounding)', () =>
      spec(posSaleReturnsDecider).given(sold).when(ret()).then((events) => expect(returned(events).refunds[0]!.rounding).toBeUndefined()));

    it('refuses a rounding the law does not give, one on a card, or one past the refund: 400 rounding_out_of_range', () => {
      for (const refunds of [
        [{ payMethodId: 'cash', amount: '1791', rounding: '-9' }],
        [{ payMethodId: 'cash', amount: '1791', rounding: '2' }],
        [{ payMethodId: 'card', amount: '1791', rounding: '1' }],
        [{ payMethodId: 'cash', amount: '1791', rounding: '0.5' }],
      ]) {
        spec(posSaleReturnsDecider).given(sold).when(ret({ refunds })).thenFails('rounding_out_of_range');
      }
    });

    it('the drawer must hold only the cash handed back: 1,790 held is enough for 1,791 rounded, not for 1,791 exact', () => {
      const facts = { sessionId: 's2', warehouseId: 'w1', allowNegative: false, cashHeld: { CLP: '1790' } };
      spec(posSaleReturnsDecider).given(sold).when(ret({ facts })).thenFails('not_enough_cash');
    });
  });
});
