import type { SaleLineInput, SaleOrderEvent } from '@tradedesk/contracts/sales/sale-order';
import { spec, testContext } from '../../platform/cqrs/decider-spec.js';
import { fold } from '../../platform/cqrs/decider.js';
import type { SaleFacts } from './sale-facts.js';
import { type HeaderInput, saleOrderDecider, type SaleOrderCommand } from './sale-order.decider.js';

const prices = (unit: string | null, box: string | null = null) => ({
  unit: { retail: unit, wholesale: unit ? String(Number(unit) - 100) : null, member: null, purchase: null },
  box: { retail: box, wholesale: null, member: null, purchase: null },
  bigBag: { retail: null, wholesale: null, member: null, purchase: null },
  bag: { retail: null, wholesale: null, member: null, purchase: null },
});

const facts = (over: Partial<SaleFacts> = {}): SaleFacts => ({
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
  settings: { baseCurrency: 'CLP', priceDecimal: 0, taxEnabled: true, defaultTax: '19', defaultPackingType: 'unit', saleType: 'Wholesale' },
  today: '2026-01-15',
  defaultWarehouseId: null,
  ...over,
});

const line = (over: Partial<SaleLineInput> = {}): SaleLineInput => ({ quantity: '1', gift: false, memo: '', ...over });

const create = (over: { header?: HeaderInput; lines?: SaleLineInput[]; kind?: 'sale' | 'form' | 'quote'; facts?: SaleFacts } = {}): SaleOrderCommand => ({
  type: 'CreateSaleOrder', orderId: 'o1', number: 'SO-20260115-0001', kind: over.kind ?? 'sale', source: 'scan',
  header: over.header ?? { warehouseId: 'w1' }, lines: over.lines ?? [], duplicatedFrom: null, importId: null, facts: over.facts ?? facts(),
});

/** Ids id-1, id-2, ... in the order they are handed out within one test. */
let ids = 0;
/** The events of a command run on the given history. */
function run(history: SaleOrderEvent[], cmd: SaleOrderCommand): SaleOrderEvent[] {
  return saleOrderDecider.decide(cmd, fold(saleOrderDecider, history), testContext({ newId: () => `id-${++ids}` }));
}
/** A new order: its line ids start again at id-1. */
const created = (over: Parameters<typeof create>[0] = {}) => {
  ids = 0;
  return run([], create(over));
};
const draftWith = (lines: SaleLineInput[], header: HeaderInput = { warehouseId: 'w1' }) => created({ header, lines });
const state = (events: SaleOrderEvent[]) => fold(saleOrderDecider, events);

describe('sale order: creating and scanning', () => {
  it('a new draft takes the company defaults: base currency, default tax, wholesale prices for a wholesale company', () => {
    const [e] = created();
    expect(e).toMatchObject({ type: 'SaleOrderCreated', data: { header: { warehouseId: 'w1', currency: 'CLP', rate: '1', taxRate: '19', priceType: 'wholesale', packingType: 'unit', customer: null } } });
  });

  it("a customer brings its price list, membership discount and payment days", () => {
    const [e] = draftWith([line({ productId: 'p1' })], { warehouseId: 'w1', customerId: 'c1' });
    const d = (e as any).data;
    expect(d.header).toMatchObject({ customer: { id: 'c1', code: 'C001', name: 'Comercial Li' }, priceType: 'wholesale', paymentTermsDays: 30 });
    expect(d.lines[0]).toMatchObject({ price: '900', discount: '5', amount: '855' });
  });

  it('scanning a box barcode adds one box: 24 base units at the box price derived from the unit price', () => {
    const [e] = draftWith([line({ barcode: '780000000024' })], { warehouseId: 'w1', priceType: 'retail' });
    expect((e as any).data.lines[0]).toMatchObject({ productId: 'p1', unit: 'box', quantity: '1', baseQuantity: '24', price: '24000', amount: '24000' });
  });

  it('the scan box takes a barcode, else a product code in any case', () => {
    const [e] = draftWith([line({ scan: '780000000024' }), line({ scan: 'Taza-01', quantity: '2' })]);
    expect((e as any).data.lines.map((l: any) => [l.productId, l.unit, l.baseQuantity])).toEqual([['p1', 'box', '24'], ['p1', 'unit', '2']]);
    expect(() => draftWith([line({ scan: 'nothing' })])).toThrow(/no product has barcode or code nothing/);
  });

  it('a typed packing price wins over the derived one', () => {
    const [e] = draftWith([line({ productId: 'p2', unit: 'box' })], { warehouseId: 'w1', priceType: 'retail' });
    expect((e as any).data.lines[0]).toMatchObject({ unit: 'box', baseQuantity: '48', price: '20000' });
  });

  it('a second scan of the same unit adds to the line instead of a new line', () => {
    const history = draftWith([line({ barcode: '780000000001' })]);
    const events = run(history, { type: 'AddLines', lines: [line({ barcode: '780000000001', quantity: '2' })], merge: true, facts: facts() });
    expect(events).toEqual([{ type: 'SaleOrderLinesChanged', data: { orderId: 'o1', what: 'quantity', lines: [{ lineId: 'id-1', quantity: '3', baseQuantity: '3', amount: '2700' }] } }]);
  });

  it('refuses an unknown barcode, a disabled product and a unit without a packing size, naming the line', () => {
    spec(saleOrderDecider).given(draftWith([])).when({ type: 'AddLines', lines: [line({ barcode: 'nope' })], merge: true, facts: facts() }).thenFails('barcode_not_found');
    spec(saleOrderDecider).given(draftWith([])).when({ type: 'AddLines', lines: [line({ productId: 'p3' })], merge: true, facts: facts() }).thenFails('product_disabled');
    spec(saleOrderDecider).given(draftWith([])).when({ type: 'AddLines', lines: [line({ productId: 'p2', unit: 'bag' })], merge: true, facts: facts() }).thenFails('unit_without_packing');
  });

  it('the order packing type is the unit of new lines, falling back to units for a product without that packing', () => {
    const [e] = draftWith([line({ productId: 'p1' }), line({ productId: 'p2' })], { warehouseId: 'w1', packingType: 'bag' });
    expect((e as any).data.lines.map((l: any) => [l.unit, l.baseQuantity])).toEqual([['bag', '6'], ['unit', '1']]);
  });

  it("a customer invoiced in dollars buys in dollars when the rate is given, else in the base currency", () => {
    const f = facts();
    f.customers.set('c3', { id: 'c3', code: 'C003', name: 'Import Co', status: 'active', priceType: 'wholesale', discount: '0', paymentTermsDays: 0, currency: 'USD' });
    expect((created({ header: { warehouseId: 'w1', customerId: 'c3' }, facts: f })[0] as any).data.header.currency).toBe('CLP');
    expect((created({ header: { warehouseId: 'w1', customerId: 'c3', rate: '950' }, facts: f })[0] as any).data.header).toMatchObject({ currency: 'USD', rate: '950' });
  });

  it('a foreign currency needs a rate and converts prices from the base currency', () => {
    expect(() => created({ header: { warehouseId: 'w1', currency: 'USD' } })).toThrow(/rate/);
    const [e] = draftWith([line({ productId: 'p1' })], { warehouseId: 'w1', currency: 'USD', rate: '950' });
    expect((e as any).data.lines[0]).toMatchObject({ price: '0.95', amount: '0.95' });
  });

  it('changing the currency re-prices every line at the new rate', () => {
    const history = draftWith([line({ productId: 'p1', quantity: '10' })]);
    const [e] = run(history, { type: 'ChangeHeader', header: { currency: 'USD', rate: '900' }, facts: facts() });
    expect(e).toEqual({ type: 'SaleOrderHeaderChanged', data: { orderId: 'o1', changes: { currency: 'USD', rate: '900' }, repriced: [{ lineId: 'id-1', price: '1', amount: '10.00' }] } });
  });

  it('an order form or a quote cannot be committed', () => {
    spec(saleOrderDecider).given(created({ kind: 'quote', lines: [line({ productId: 'p1' })] })).when({ type: 'Commit', payments: [], facts: facts() }).thenFails('not_a_sale');
  });
});

describe('sale order: editing lines', () => {
  const history = () => draftWith([line({ productId: 'p1', quantity: '2' }), line({ productId: 'p2', gift: true })]);

  it('a quantity in another unit converts to base units and takes that unit price', () => {
    const [e] = run(history(), { type: 'ChangeQuantity', lineId: 'id-1', quantity: '1', unit: 'box', facts: facts() });
    expect((e as any).data.lines).toEqual([{ lineId: 'id-1', quantity: '1', baseQuantity: '24', amount: '21600', unit: 'box', price: '21600' }]);
  });

  it('a price and a discount change the amount; a gift line costs nothing', () => {
    const [e] = run(history(), { type: 'ChangePrices', lines: [{ lineId: 'id-1', price: '950', discount: '10' }] });
    expect((e as any).data.lines).toEqual([{ lineId: 'id-1', price: '950', discount: '10', gift: false, amount: '1710' }]);
    expect((state(history()).lines[1] as any).amount).toBe('0');
  });

  it('clear-gifts removes the gift lines only', () =>
    spec(saleOrderDecider).given(history()).when({ type: 'ClearGifts' }).then([{ type: 'SaleOrderLinesRemoved', data: { orderId: 'o1', lineIds: ['id-2'], reason: 'gifts-cleared' } }]));

  it('refuses an unknown line', () => spec(saleOrderDecider).given(history()).when({ type: 'RemoveLines', lineIds: ['zz'] }).thenFails('line_not_found'));

  it('a committed order refuses line edits until it is unsaved', () => {
    const committed = [...history(), ...run(history(), { type: 'Commit', payments: [], facts: facts() })];
    spec(saleOrderDecider).given(committed).when({ type: 'RemoveLines', lineIds: ['id-1'] }).thenFails('order_committed');
    const unsaved = [...committed, ...run(committed, { type: 'Unsave', reason: '' })];
    expect(run(unsaved, { type: 'RemoveLines', lineIds: ['id-1'] })[0].type).toBe('SaleOrderLinesRemoved');
  });
});

describe('sale order: commit, pay, unsave, cancel', () => {
  const draft = () => draftWith([line({ productId: 'p1', quantity: '2' }), line({ productId: 'p2', unit: 'box', gift: true })], { warehouseId: 'w1', customerId: 'c1' });

  it('commit freezes the totals with tax, issues every line (gifts too) from the warehouse at average cost, and sets the due date', () => {
    const events = run(draft(), { type: 'Commit', payments: [], facts: facts() });
    expect(events.map((e) => e.type)).toEqual(['SaleOrderCommitted', 'StockMoved']);
    expect(events[0].data).toMatchObject({ subtotal: '1710', tax: '325', total: '2035', dueDate: '2026-02-14', customer: { id: 'c1' } });
    expect((events[1].data as any).movements).toEqual([
      { line: 1, kind: 'issue', warehouseId: 'w1', zoneId: null, productId: 'p1', quantity: '-2', unit: 'unit', unitQuantity: '2', unitCost: '420' },
      { line: 2, kind: 'issue', warehouseId: 'w1', zoneId: null, productId: 'p2', quantity: '-48', unit: 'box', unitQuantity: '1', unitCost: '150' },
    ]);
    expect((events[1].data as any).allowNegative).toBe(false);
  });

  it('commit with payments records them; cash records the change given back', () => {
    const events = run(draft(), { type: 'Commit', payments: [{ method: 'cash', amount: '2000', reference: '', tendered: '5000' }], facts: facts() });
    expect(events[2]).toMatchObject({ type: 'SaleOrderPaid', data: { paid: '2000', outstanding: '35', payments: [{ method: 'cash', amount: '2000', tendered: '5000', change: '3000' }] } });
  });

  it('refuses paying more than is owed, and a check without its date', () => {
    const committed = [...draft(), ...run(draft(), { type: 'Commit', payments: [], facts: facts() })];
    spec(saleOrderDecider).given(committed).when({ type: 'Pay', payments: [{ method: 'cash', amount: '3000', reference: '' }] }).thenFails('overpaid');
    spec(saleOrderDecider).given(committed).when({ type: 'Pay', payments: [{ method: 'bankCheck', amount: '100', reference: 'N-1' }] }).thenFails('due_date_required');
    spec(saleOrderDecider).given(draft()).when({ type: 'Pay', payments: [{ method: 'cash', amount: '1', reference: '' }] }).thenFails('order_not_committed');
  });

  it('partial payments add up to paid', () => {
    let h = [...draft(), ...run(draft(), { type: 'Commit', payments: [], facts: facts() })];
    h = [...h, ...run(h, { type: 'Pay', payments: [{ method: 'bankTransfer', amount: '1000', reference: 'TRX-9' }] })];
    const [e] = run(h, { type: 'Pay', payments: [{ method: 'card', amount: '1035', reference: '' }] });
    expect(e.data).toMatchObject({ paid: '2035', outstanding: '0' });
  });

  it('unsave gives the stock back at the cost it left with and reverses the receivable; payments stay', () => {
    let h = [...draft(), ...run(draft(), { type: 'Commit', payments: [{ method: 'cash', amount: '500', reference: '' }], facts: facts() })];
    const events = run(h, { type: 'Unsave', reason: 'wrong customer' });
    expect(events[0]).toMatchObject({ type: 'SaleOrderUnsaved', data: { total: '2035', customer: { id: 'c1' }, reason: 'wrong customer' } });
    expect((events[1].data as any).movements.map((m: any) => [m.kind, m.quantity, m.unitCost])).toEqual([['issue-reversal', '2', '420'], ['issue-reversal', '48', '150']]);
    h = [...h, ...events];
    expect(state(h)).toMatchObject({ status: 'draft', paid: '500' });
  });

  it('cancelling a committed order returns its stock; a draft is simply cancelled', () => {
    const h = [...draft(), ...run(draft(), { type: 'Commit', payments: [], facts: facts() })];
    expect(run(h, { type: 'Cancel', reason: 'customer left' }).map((e) => e.type)).toEqual(['SaleOrderCancelled', 'StockMoved']);
    const d = run(draft(), { type: 'Cancel', reason: '' });
    expect(d).toEqual([{ type: 'SaleOrderCancelled', data: { orderId: 'o1', number: 'SO-20260115-0001', customer: { id: 'c1', code: 'C001', name: 'Comercial Li' }, currency: 'CLP', total: '2035', wasCommitted: false, reason: '' } }]);
    spec(saleOrderDecider).given([...draft(), ...d]).when({ type: 'Cancel', reason: '' }).thenFails('order_cancelled');
  });

  it('refuses committing an empty order, a hung order, and a disabled customer', () => {
    spec(saleOrderDecider).given(created()).when({ type: 'Commit', payments: [], facts: facts() }).thenFails('order_empty');
    spec(saleOrderDecider).given([...draft(), { type: 'SaleOrderHung', data: { orderId: 'o1' } }]).when({ type: 'Commit', payments: [], facts: facts() }).thenFails('order_hung');
    const f = facts();
    f.customers.set('c1', { ...f.customers.get('c1')!, status: 'disabled' });
    spec(saleOrderDecider).given(draft()).when({ type: 'Commit', payments: [], facts: f }).thenFails('customer_disabled');
  });

  it('no tax when the company disabled sale-order tax', () => {
    const f = facts({ settings: { ...facts().settings, taxEnabled: false } });
    const h = created({ header: { warehouseId: 'w1', taxRate: '19' }, lines: [line({ productId: 'p1' })], facts: f });
    expect(run(h, { type: 'Commit', payments: [], facts: f })[0].data).toMatchObject({ tax: '0', total: '900', taxRate: null });
  });
});

describe('sale order: hang and unhang', () => {
  it('hangs a draft once, recalls it, and refuses hanging a committed order', () => {
    const h = draftWith([line({ productId: 'p1' })]);
    spec(saleOrderDecider).given(h).when({ type: 'Hang' }).then([{ type: 'SaleOrderHung', data: { orderId: 'o1' } }]);
    spec(saleOrderDecider).given([...h, { type: 'SaleOrderHung', data: { orderId: 'o1' } }]).when({ type: 'Hang' }).thenNothing();
    spec(saleOrderDecider).given([...h, { type: 'SaleOrderHung', data: { orderId: 'o1' } }]).when({ type: 'Unhang' }).then([{ type: 'SaleOrderUnhung', data: { orderId: 'o1' } }]);
    const committed = [...h, ...run(h, { type: 'Commit', payments: [], facts: facts() })];
    spec(saleOrderDecider).given(committed).when({ type: 'Hang' }).thenFails('order_committed');
  });
});

describe('sale order: distribution', () => {
  const dist = () => {
    const h = draftWith([line({ productId: 'p1', quantity: '10' }), line({ productId: 'p2', quantity: '5' })], { warehouseId: 'w1', deliveryMode: 'distribution' });
    return [...h, ...run(h, { type: 'Commit', payments: [], facts: facts() })];
  };

  it('commit of a distribution order moves no stock yet and delivers today by default', () => {
    const h = dist();
    expect(h.map((e) => e.type)).toEqual(['SaleOrderCreated', 'SaleOrderCommitted']);
    expect(h[1].data).toMatchObject({ deliveryMode: 'distribution', deliveryDate: '2026-01-15' });
  });

  it('stock-out refuses a partly picked order, then issues the picked goods from their shelves', () => {
    let h = dist();
    h = [...h, ...run(h, { type: 'Pick', lines: [{ lineId: 'id-1', zoneId: 'z1' }, { lineId: 'id-2', quantity: '3' }], facts: facts() })];
    spec(saleOrderDecider).given(h).when({ type: 'StockOut', facts: facts() }).thenFails('picking_incomplete');
    h = [...h, ...run(h, { type: 'Pick', lines: [{ lineId: 'id-2', quantity: '5', zoneId: 'z2' }], facts: facts() })];
    const events = run(h, { type: 'StockOut', facts: facts() });
    expect(events.map((e) => e.type)).toEqual(['SaleOrderStockedOut', 'StockMoved']);
    expect((events[1].data as any).movements.map((m: any) => [m.zoneId, m.quantity])).toEqual([['z1', '-10'], ['z2', '-5']]);
    h = [...h, ...events];
    spec(saleOrderDecider).given(h).when({ type: 'StockOut', facts: facts() }).thenFails('order_stocked_out');
    // Unsave after stock-out returns exactly what left.
    expect((run(h, { type: 'Unsave', reason: '' })[1].data as any).movements.map((m: any) => m.quantity)).toEqual(['10', '5']);
  });

  it('refuses picking more than ordered, a zone of another warehouse, and picking a direct order', () => {
    spec(saleOrderDecider).given(dist()).when({ type: 'Pick', lines: [{ lineId: 'id-1', quantity: '11' }], facts: facts() }).thenFails('pick_quantity');
    spec(saleOrderDecider).given(dist()).when({ type: 'Pick', lines: [{ lineId: 'id-1', zoneId: 'elsewhere' }], facts: facts() }).thenFails('zone_not_found');
    const direct = draftWith([line({ productId: 'p1' })]);
    const committed = [...direct, ...run(direct, { type: 'Commit', payments: [], facts: facts() })];
    spec(saleOrderDecider).given(committed).when({ type: 'Pick', lines: [{ lineId: 'id-1' }], facts: facts() }).thenFails('not_distribution');
  });

  it('unpick takes the picks back; an order without picks ships as ordered', () => {
    let h = dist();
    h = [...h, ...run(h, { type: 'Pick', lines: [{ lineId: 'id-1' }], facts: facts() })];
    h = [...h, ...run(h, { type: 'Unpick', lineIds: ['id-1'] })];
    expect(state(h).picks).toEqual({});
    expect((run(h, { type: 'StockOut', facts: facts() })[1].data as any).movements.map((m: any) => m.quantity)).toEqual(['-10', '-5']);
  });
});

describe('sale order: sequences and transform', () => {
  it('save-commit replaces the content of a draft and commits in one decision', () => {
    const h = draftWith([line({ productId: 'p1' })]);
    const events = run(h, {
      type: 'Sequence',
      commands: [
        { type: 'ReplaceContent', header: { memo: 'by phone' }, lines: [line({ productId: 'p2', quantity: '3' })], facts: facts() },
        { type: 'Commit', payments: [], facts: facts() },
      ],
    });
    expect(events.map((e) => e.type)).toEqual(['SaleOrderHeaderChanged', 'SaleOrderLinesRemoved', 'SaleOrderLinesAdded', 'SaleOrderCommitted', 'StockMoved']);
    expect(events[3].data).toMatchObject({ subtotal: '1200', total: '1428' });
  });

  it('an order is turned into a purchase order once', () => {
    const h = draftWith([line({ productId: 'p1' })]);
    const marked = run(h, { type: 'MarkTransformed', purchaseOrderId: 'po1', purchaseNumber: 'PO-20260115-0001' });
    spec(saleOrderDecider).given([...h, ...marked]).when({ type: 'MarkTransformed', purchaseOrderId: 'po2', purchaseNumber: 'PO-2' }).thenFails('already_transformed');
  });

  it('shelves must be zones of the order warehouse; moving the order to another warehouse clears them', () => {
    let h = draftWith([line({ productId: 'p1' })]);
    spec(saleOrderDecider).given(h).when({ type: 'AssignShelves', lines: [{ lineId: 'id-1', zoneId: 'zx' }], facts: facts() }).thenFails('zone_not_found');
    h = [...h, ...run(h, { type: 'AssignShelves', lines: [{ lineId: 'id-1', zoneId: 'z1' }], facts: facts() })];
    const [e] = run(h, { type: 'ChangeHeader', header: { warehouseId: 'w2' }, facts: facts() });
    expect(e.data).toEqual({ orderId: 'o1', changes: { warehouseId: 'w2' }, repriced: [{ lineId: 'id-1', zoneId: null }] });
  });
});
