import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { create, created, draftWith, facts, line } from '../testing/sale-order-fixtures.js';

describe('create sale order', () => {
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

  it('a disabled customer cannot buy, an unknown one or warehouse is refused naming the field, and an order is created once', () => {
    spec(saleOrderDecider).given([]).when(create({ header: { warehouseId: 'w1', customerId: 'c2' } })).thenFails('customer_disabled');
    spec(saleOrderDecider).given([]).when(create({ header: { warehouseId: 'w1', customerId: 'nobody' } })).thenFails('customer_not_found');
    spec(saleOrderDecider).given([]).when(create({ header: { warehouseId: 'nope' } })).thenFails('warehouse_not_found');
    spec(saleOrderDecider).given(created()).when(create()).thenFails('order_exists');
  });
});
