import type { SaleLineInput, SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import { testContext } from '../../platform/cqrs/decider-spec.js';
import { fold } from '../../platform/cqrs/decider.js';
import type { CreateSaleOrder } from '../create-sale-order/create-sale-order.decide.js';
import type { SaleFacts } from '../sale-facts.js';
import { type SaleOrderCommand, saleOrderDecider } from '../sale-order.decider.js';
import type { HeaderInput } from '../sale-order.rules.js';
import type { SaleOrderState } from '../sale-order.state.js';

/**
 * The catalogue, customers, warehouses and settings the sale-order decision tests price with:
 * Taza (p1: box of 24, bag of 6), Vaso (p2: box of 48 with its own box price), a disabled product
 * (p3); a wholesale customer with 5 % and 30 days (c1) and a disabled one (c2); warehouse w1 with
 * shelves z1 and z2, w2 without; CLP without decimals, 19 % tax, a wholesale company.
 */
const prices = (unit: string | null, box: string | null = null) => ({
  unit: { retail: unit, wholesale: unit ? String(Number(unit) - 100) : null, member: null, purchase: null },
  box: { retail: box, wholesale: null, member: null, purchase: null },
  bigBag: { retail: null, wholesale: null, member: null, purchase: null },
  bag: { retail: null, wholesale: null, member: null, purchase: null },
});

export const facts = (over: Partial<SaleFacts> = {}): SaleFacts => ({
  catalog: {
    products: new Map([
      ['p1', { id: 'p1', code: 'TAZA-01', name: 'Taza', status: 'active', packings: { box: '24', bigBag: null, bag: '6' }, prices: prices('1000'), cost: '400' }],
      ['p2', { id: 'p2', code: 'VASO-02', name: 'Vaso', status: 'active', packings: { box: '48', bigBag: null, bag: null }, prices: prices('500', '20000'), cost: '150' }],
      ['p3', { id: 'p3', code: 'OLD-03', name: 'Old', status: 'disabled', packings: { box: null, bigBag: null, bag: null }, prices: prices('10'), cost: '1' }],
    ]),
    barcodes: new Map([
      ['780000000001', { productId: 'p1', unit: 'unit' as const }],
      ['780000000024', { productId: 'p1', unit: 'box' as const }],
    ]),
    codes: new Map([['taza-01', 'p1']]),
  },
  customers: new Map([
    ['c1', { id: 'c1', code: 'C001', name: 'Comercial Li', status: 'active', priceType: 'wholesale', discount: '5', paymentTermsDays: 30, currency: '' }],
    ['c2', { id: 'c2', code: 'C002', name: 'Gone Ltd', status: 'disabled', priceType: 'retail', discount: '0', paymentTermsDays: 0, currency: '' }],
  ]),
  warehouses: new Map([
    ['w1', { id: 'w1', code: 'CENTRAL', name: 'Central', status: 'active', zones: ['z1', 'z2'] }],
    ['w2', { id: 'w2', code: 'MEIGGS', name: 'Meiggs', status: 'active', zones: [] }],
  ]),
  averageCosts: new Map([['w1:p1', '420']]),
  allowNegative: false,
  settings: { baseCurrency: 'CLP', costCurrency: 'CLP', priceDecimal: 0, taxEnabled: true, defaultTax: '19', defaultPackingType: 'unit', saleType: 'Wholesale' },
  today: '2026-01-15',
  defaultWarehouseId: null,
  moneyAccounts: [],
  rates: [],
  ...over,
});

export const line = (over: Partial<SaleLineInput> = {}): SaleLineInput => ({ quantity: '1', gift: false, memo: '', ...over });

export const create = (over: { header?: HeaderInput; lines?: SaleLineInput[]; kind?: 'sale' | 'form' | 'quote'; facts?: SaleFacts } = {}): CreateSaleOrder => ({
  type: 'CreateSaleOrder', orderId: 'o1', number: 'SO-20260115-0001', kind: over.kind ?? 'sale', source: 'scan',
  header: over.header ?? { warehouseId: 'w1' }, lines: over.lines ?? [], duplicatedFrom: null, importId: null, facts: over.facts ?? facts(),
});

/** Ids id-1, id-2, ... in the order they are handed out since the last order was created. */
let ids = 0;
/** The events of a command run on the given history. */
export function run(history: SaleOrderEvent[], cmd: SaleOrderCommand): SaleOrderEvent[] {
  return saleOrderDecider.decide(cmd, fold(saleOrderDecider, history), testContext({ newId: () => `id-${++ids}` }));
}
/** A new order: its line ids start again at id-1. */
export const created = (over: Parameters<typeof create>[0] = {}) => {
  ids = 0;
  return run([], create(over));
};
export const draftWith = (lines: SaleLineInput[], header: HeaderInput = { warehouseId: 'w1' }) => created({ header, lines });
export const state = (events: SaleOrderEvent[]): SaleOrderState => fold(saleOrderDecider, events);


/** A draft of two Tazas and a Vaso given away. */
export const draftWithGift = () => draftWith([line({ productId: 'p1', quantity: '2' }), line({ productId: 'p2', gift: true })]);
/** Customer c1's draft: two Tazas and a box of Vasos given away (1710 + 19 % = 2035). */
export const customerDraft = () => draftWith([line({ productId: 'p1', quantity: '2' }), line({ productId: 'p2', unit: 'box', gift: true })], { warehouseId: 'w1', customerId: 'c1' });
/** A committed distribution order: 10 Tazas (line id-1) and 5 Vasos (id-2), nothing picked yet. */
export const committedDistribution = () => {
  const h = draftWith([line({ productId: 'p1', quantity: '10' }), line({ productId: 'p2', quantity: '5' })], { warehouseId: 'w1', deliveryMode: 'distribution' });
  return [...h, ...run(h, { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
};
