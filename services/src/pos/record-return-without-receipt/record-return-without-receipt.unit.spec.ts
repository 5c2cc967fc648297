import type { PosReturnWithoutReceipt } from '@tradedesk/contracts/pos/pos-returns';
import type { SaleProductInfo } from '@tradedesk/projections/catalog/products/products-for-sale.query';
import { spec } from '../../platform/cqrs/decider-spec.js';
import { cashierDecider } from '../cashier.decider.js';
import { noReceiptReturnDecider } from './no-receipt-return.decider.js';
import type { NoReceiptReturnFacts, RecordReturnWithoutReceipt } from './record-return-without-receipt.decide.js';

const prices = (retail: string | null) => ({ retail, wholesale: null, member: null, purchase: null });
const noPrices = { retail: null, wholesale: null, member: null, purchase: null };
// Soap: 1,990 a unit today; its box of 12 has its own price 21,000 (barcode BOX-SOAP). Rice: 1,250 a unit, a box of 10 priced 12,500.
const soap: SaleProductInfo = { id: 'soap', code: 'S1', name: 'Jabón', status: 'active', packings: { box: '12', bigBag: null, bag: null }, prices: { unit: prices('1990'), box: prices('21000'), bigBag: noPrices, bag: noPrices }, cost: '900' };
const rice: SaleProductInfo = { id: 'rice', code: 'R1', name: 'Arroz', status: 'active', packings: { box: '10', bigBag: null, bag: null }, prices: { unit: prices('1250'), box: noPrices, bigBag: noPrices, bag: noPrices }, cost: '700' };

const facts = (over: Partial<NoReceiptReturnFacts> = {}): NoReceiptReturnFacts => ({
  sessionId: 's1',
  warehouseId: 'w1',
  allowNegative: false,
  cashHeld: { CLP: '50000' },
  catalog: {
    products: new Map([
      ['soap', soap],
      ['rice', rice],
    ]),
    barcodes: new Map([
      ['780-SOAP', { productId: 'soap', unit: 'unit' as const }],
      ['BOX-SOAP', { productId: 'soap', unit: 'box' as const }],
    ]),
    codes: new Map([['r1', 'rice']]),
  },
  pricing: { currency: 'CLP', baseCurrency: 'CLP', rate: '1', priceDecimal: 0, priceType: 'retail' },
  payMethods: { cash: { kind: 'cash', active: true, currencies: ['CLP'] }, card: { kind: 'card', active: true, currencies: ['CLP'] }, oldCash: { kind: 'cash', active: false, currencies: ['CLP'] } },
  averageCosts: new Map([['soap', '850']]),
  ...over,
});
const ret = (over: Partial<RecordReturnWithoutReceipt> = {}): RecordReturnWithoutReceipt => ({
  type: 'RecordReturnWithoutReceipt',
  returnId: 'ret-1',
  registerId: 'r1',
  deviceId: 'd1',
  cashierId: 'ana',
  supervisorId: 'sara',
  reason: 'gift, no receipt',
  returnedAt: '2026-01-15T10:00:00.000Z',
  lines: [{ scan: '780-SOAP', quantity: '2' }],
  refunds: [{ payMethodId: 'cash', amount: '3980' }],
  facts: facts(),
  ...over,
});
const recorded = (events: unknown[]) => (events[0] as PosReturnWithoutReceipt).data;

describe('take goods back without a receipt', () => {
  it("two soaps back at today's retail price (2 x 1,990 = 3,980) in cash, naming the cashier and the supervisor; the soaps go back into the register's warehouse at the average cost", () =>
    spec(noReceiptReturnDecider).given([]).when(ret()).then((events) => {
      const d = recorded(events);
      expect([d.sessionId, d.amount, d.cashierId, d.supervisorId, d.reason, d.lines.map((l) => [l.productId, l.unit, l.quantity, l.baseQuantity, l.price, l.amount]), d.refunds]).toEqual([
        's1', '3980', 'ana', 'sara', 'gift, no receipt', [['soap', 'unit', '2', '2', '1990', '3980']], [{ payMethodId: 'cash', kind: 'cash', currency: 'CLP', amount: '3980' }],
      ]);
      expect(events[1]).toEqual({
        type: 'StockMoved',
        data: expect.objectContaining({ source: { type: 'pos-return', id: 'ret-1', number: 'ret-1' }, movements: [expect.objectContaining({ kind: 'receipt', warehouseId: 'w1', productId: 'soap', quantity: '2', unitCost: '850' })] }),
      });
    }));

  it('a box is capped at the box price (21,000, 12 units back); a box of rice without its own price at 10 x 1,250; a lower refund is allowed', () =>
    spec(noReceiptReturnDecider)
      .given([])
      .when(ret({ lines: [{ scan: 'BOX-SOAP', quantity: '1' }, { scan: 'R1', unit: 'box', quantity: '1', amount: '10000' }], refunds: [{ payMethodId: 'cash', amount: '31000' }] }))
      .then((events) => {
        const d = recorded(events);
        expect(d.lines.map((l) => [l.unit, l.baseQuantity, l.price, l.amount])).toEqual([['box', '12', '21000', '21000'], ['box', '10', '12500', '10000']]);
        expect(d.amount).toBe('31000');
      }));

  it("refuses a refund over today's retail price x the quantity (400 refund_over_price)", () =>
    spec(noReceiptReturnDecider).given([]).when(ret({ lines: [{ scan: '780-SOAP', quantity: '2', amount: '3981' }], refunds: [{ payMethodId: 'cash', amount: '3981' }] })).thenFails('refund_over_price'));

  it('refunds in cash only, by an active cash method; adding up to the lines; never more than the drawer holds', () => {
    spec(noReceiptReturnDecider).given([]).when(ret({ refunds: [{ payMethodId: 'card', amount: '3980' }] })).thenFails('refund_method_not_cash');
    spec(noReceiptReturnDecider).given([]).when(ret({ refunds: [{ payMethodId: 'oldCash', amount: '3980' }] })).thenFails('refund_method_not_cash');
    spec(noReceiptReturnDecider).given([]).when(ret({ refunds: [{ payMethodId: 'cash', amount: '3000' }] })).thenFails('refund_mismatch');
    spec(noReceiptReturnDecider).given([]).when(ret({ facts: facts({ cashHeld: { CLP: '3000' } }) })).thenFails('not_enough_cash');
  });

  it('refuses no open session, the cashier approving their own return, an unknown product, and the same return id twice', () => {
    spec(noReceiptReturnDecider).given([]).when(ret({ facts: facts({ sessionId: null }) })).thenFails('cash_session_closed');
    spec(noReceiptReturnDecider).given([]).when(ret({ supervisorId: 'ana' })).thenFails('supervisor_same_as_cashier');
    spec(noReceiptReturnDecider).given([]).when(ret({ lines: [{ scan: 'NOPE', quantity: '1' }] })).thenFails('barcode_not_found');
    const first = noReceiptReturnDecider.decide(ret(), noReceiptReturnDecider.initialState(), { now: new Date(), userId: 'ana', newId: () => 'x' });
    spec(noReceiptReturnDecider).given(first).when(ret()).thenFails('pos_return_exists');
  });
});

describe("the supervisor's approval of a return without a receipt", () => {
  const where = { employeeId: 'sara', deviceId: 'd1', registerId: 'r1' };
  const pin = { type: 'CashierPinSet' as const, data: { employeeId: 'sara', pinHash: 'hash' } };
  const supervisor = { type: 'CashierSupervisorSet' as const, data: { employeeId: 'sara', supervisor: true } };
  const attempted = { type: 'CashierPinAttempted' as const, data: where };
  const outcome = (pinOk: boolean) => ({ type: 'ApproveReturn' as const, phase: 'outcome' as const, ...where, pinOk, returnId: 'ret-1', cashierId: 'ana', currency: 'CLP', amount: '3980' });

  it('a supervisor with a PIN: the attempt takes a slot; the right PIN records who approved which return of which cashier, for how much', () => {
    spec(cashierDecider).given([pin, supervisor]).when({ type: 'ApproveReturn', phase: 'attempt', ...where }).then([attempted]);
    spec(cashierDecider)
      .given([pin, supervisor, attempted])
      .when(outcome(true))
      .then([{ type: 'ReturnApproved', data: { ...where, returnId: 'ret-1', cashierId: 'ana', currency: 'CLP', amount: '3980' } }]);
  });

  it('a wrong PIN is recorded as refused; an employee who is no supervisor is refused before anything is recorded; the approval resets the count', () => {
    spec(cashierDecider).given([pin, supervisor, attempted]).when(outcome(false)).then([{ type: 'CashierPinRefused', data: { ...where, failures: 1, locked: false } }]);
    spec(cashierDecider).given([pin]).when({ type: 'ApproveReturn', phase: 'attempt', ...where }).thenFails('supervisor_not_allowed');
    const approved = { type: 'ReturnApproved' as const, data: { ...where, returnId: 'ret-0', cashierId: 'ana', currency: 'CLP', amount: '1' } };
    spec(cashierDecider).given([pin, supervisor, attempted, attempted, attempted, attempted, approved, attempted]).when(outcome(false)).then([{ type: 'CashierPinRefused', data: { ...where, failures: 1, locked: false } }]);
  });

  it('rounds the cash refund by the law of CLP: a soap refunded 1,985 (below its price) hands back 1,980 with rounding 5 (endings 1-5 down); a wrong rounding is refused', () => {
    const one = { lines: [{ scan: '780-SOAP', quantity: '1', amount: '1985' }] };
    spec(noReceiptReturnDecider).given([]).when(ret({ ...one, refunds: [{ payMethodId: 'cash', amount: '1985', rounding: '5' }], facts: facts({ cashHeld: { CLP: '1980' } }) })).then((events) =>
      expect(recorded(events).refunds).toEqual([{ payMethodId: 'cash', kind: 'cash', currency: 'CLP', amount: '1985', rounding: '5' }]),
    );
    spec(noReceiptReturnDecider).given([]).when(ret({ ...one, refunds: [{ payMethodId: 'cash', amount: '1985', rounding: '-5' }] })).thenFails('rounding_out_of_range');
  });
});
