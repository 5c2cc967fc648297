import type { PosSaleReturned } from '@tradedesk/contracts/pos/pos-returns';
import type { PosSaleEvent, PosSaleRecorded } from '@tradedesk/contracts/pos/pos-sales';
import type { SaleProductInfo } from '@tradedesk/projections/catalog/products/products-for-sale.query';
import { fold } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { posSaleDecider } from '../pos-sale.decider.js';
import { posSaleReturnsDecider } from '../record-till-return/pos-sale-returns.decider.js';
import type { RecordTillSaleFacts } from '../record-till-sale/record-till-sale.decide.js';
import { decideRecordTillExchange, type RecordTillExchange } from './record-till-exchange.decide.js';

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
const prices = (retail: string | null) => ({ retail, wholesale: null, member: null, purchase: null });
const noPrices = { retail: null, wholesale: null, member: null, purchase: null };
const soap: SaleProductInfo = { id: 'soap', code: 'S1', name: 'Jabón', status: 'active', packings: { box: '12', bigBag: null, bag: null }, prices: { unit: prices('1990'), box: noPrices, bigBag: noPrices, bag: noPrices }, cost: '900' };
const shampoo: SaleProductInfo = { id: 'shampoo', code: 'C1', name: 'Champú', status: 'active', packings: { box: null, bigBag: null, bag: null }, prices: { unit: prices('3500'), box: noPrices, bigBag: noPrices, bag: noPrices }, cost: '2000' };
const saleFacts: RecordTillSaleFacts = {
  session: { id: 's2', closed: false },
  earlierPrices: new Map(),
  warehouseId: 'w1',
  catalog: { products: new Map([['soap', soap], ['shampoo', shampoo]]), barcodes: new Map(), codes: new Map([['s1', 'soap'], ['c1', 'shampoo']]) },
  customer: null,
  payMethods: { cash: { kind: 'cash', active: true, currencies: ['CLP'] }, card: { kind: 'card', active: true, currencies: ['CLP'] } },
  receiptSeries: 'T1',
  maxDiscount: '10',
  approval: null,
  allowNegative: false,
  pricing: { currency: 'CLP', baseCurrency: 'CLP', rate: '1', priceDecimal: 0 },
  averageCosts: new Map(),
};
const exchange = (over: Partial<RecordTillExchange> = {}): RecordTillExchange => ({
  type: 'RecordTillExchange', exchangeId: 'ex1', saleId: 'sale1', newSaleId: 'sale2', registerId: 'r1', deviceId: 'd1', reason: 'talla', at: '2026-01-16T09:00:00.000Z',
  lines: [{ line: 1, quantity: '1' }],
  newLines: [{ scan: 'C1', quantity: '1' }],
  payments: [{ payMethodId: 'cash', amount: '2000' }],
  receiptNo: 'T1-000002',
  seller: { employeeId: 'ana', posSessionId: 'ps1', deviceId: 'd1', span: null },
  returnFacts: { sessionId: 's2', warehouseId: 'w1', allowNegative: false, cashHeld: { CLP: '20000' } },
  saleFacts,
  ...over,
});
const run = (c: RecordTillExchange) => decideRecordTillExchange(c, fold(posSaleReturnsDecider, sold as any), fold(posSaleDecider, []));
const failsWith = (c: RecordTillExchange) => {
  try {
    run(c);
  } catch (e) {
    return e instanceof DomainError ? e.code : String(e);
  }
  return 'no error';
};

describe('exchange: goods back against a sale, a new sale instead, the difference paid or given back', () => {
  it('a soap back (1,791) for a shampoo (3,500): the soap credits 1,791 through the card it was paid with, the customer pays 1,709 in cash (2,000 tendered, 291 change)', () => {
    const { returned, sold: newSale } = run(exchange());
    const r = (returned[0] as PosSaleReturned).data;
    expect([r.returnId, r.amount, r.refunds.map((x) => [x.payMethodId, x.amount]), r.exchangeSaleId]).toEqual(['ex1', '1791', [['card', '1791']], 'sale2']);
    expect(returned[1]).toMatchObject({ type: 'StockMoved', data: { movements: [{ kind: 'receipt', productId: 'soap', quantity: '1', unitCost: '850' }] } });
    const s = (newSale[0] as PosSaleRecorded).data;
    expect([s.saleId, s.total, s.payments.map((p) => [p.payMethodId, p.amount]), s.change, s.exchange, s.cashierId, s.receiptNo]).toEqual([
      'sale2', '3500', [['card', '1791'], ['cash', '2000']], '291', { returnId: 'ex1', saleId: 'sale1', credit: '1791' }, 'ana', 'T1-000002',
    ]);
    expect(newSale[1]).toMatchObject({ type: 'StockMoved', data: { movements: [{ kind: 'issue', productId: 'shampoo', quantity: '-1' }] } });
  });

  it('a box of rice back (12,500) for a soap (1,990): the soap is paid by 1,990 of the credit, 10,510 goes back on the card; nothing to pay', () => {
    const { returned, sold: newSale } = run(exchange({ lines: [{ line: 2, quantity: '1' }], newLines: [{ scan: 'S1', quantity: '1' }], payments: [] }));
    expect((returned[0] as PosSaleReturned).data.refunds.map((x) => [x.payMethodId, x.amount])).toEqual([['card', '12500']]);
    const s = (newSale[0] as PosSaleRecorded).data;
    expect([s.total, s.payments.map((p) => [p.payMethodId, p.amount]), s.change, s.exchange?.credit]).toEqual(['1990', [['card', '1990']], '0', '1990']);
  });

  it("refuses what a return or a sale refuses: the difference not paid, more back than sold, a sale of another register, an unknown product", () => {
    expect(failsWith(exchange({ payments: [] }))).toBe('payment_short');
    expect(failsWith(exchange({ lines: [{ line: 1, quantity: '4' }] }))).toBe('return_over_sold');
    expect(failsWith(exchange({ registerId: 'r2' }))).toBe('pos_sale_not_found');
    expect(failsWith(exchange({ newLines: [{ scan: 'NOPE', quantity: '1' }] }))).toBe('barcode_not_found');
    expect(failsWith(exchange({ returnFacts: { sessionId: null, warehouseId: 'w1', allowNegative: false, cashHeld: {} }, saleFacts: { ...saleFacts, session: null } }))).toBe('cash_session_closed');
  });

  it('the cash handed back rounds by the law of CLP: all back (30,373) for a shampoo (3,500): 20,000 on the card (3,500 of it the credit), 10,373 cash -> 10,370 handed back (refundRounding 3); no rounding is taken too', () => {
    const all = { lines: [{ line: 1, quantity: '3' }, { line: 2, quantity: '2' }], newLines: [{ scan: 'C1', quantity: '1' }], payments: [] };
    const r = (run(exchange({ ...all, refundRounding: '3' })).returned[0] as PosSaleReturned).data;
    expect(r.refunds.map((x) => [x.payMethodId, x.amount, x.rounding])).toEqual([['card', '20000', undefined], ['cash', '10373', '3']]);
    expect((run(exchange(all)).returned[0] as PosSaleReturned).data.refunds.map((x) => x.rounding)).toEqual([undefined, undefined]);
    expect(failsWith(exchange({ ...all, refundRounding: '-7' }))).toBe('rounding_out_of_range');
    // The customer pays (no cash back): nothing to round.
    expect(failsWith(exchange({ refundRounding: '1' }))).toBe('rounding_out_of_range');
  });
});
