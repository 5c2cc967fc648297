import { spec } from '../../platform/cqrs/decider-spec.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { costRateOf } from './save-commit-sale-order.decide.js';
import { created, customerDraft, draftWith, facts, line, run } from '../testing/sale-order-fixtures.js';

describe('save-commit sale order', () => {
  it('commit freezes the totals with tax, issues every line (gifts too) from the warehouse at average cost, and sets the due date', () => {
    const events = run(customerDraft(), { type: 'SaveCommitSaleOrder', payments: [], facts: facts() });
    expect(events.map((e) => e.type)).toEqual(['SaleOrderCommitted', 'StockMoved']);
    expect(events[0].data).toMatchObject({ subtotal: '1710', tax: '325', total: '2035', dueDate: '2026-02-14', customer: { id: 'c1' } });
    expect((events[1].data as any).movements).toEqual([
      { line: 1, kind: 'issue', warehouseId: 'w1', zoneId: null, productId: 'p1', quantity: '-2', unit: 'unit', unitQuantity: '2', unitCost: '420' },
      { line: 2, kind: 'issue', warehouseId: 'w1', zoneId: null, productId: 'p2', quantity: '-48', unit: 'box', unitQuantity: '1', unitCost: '150' },
    ]);
    expect((events[1].data as any).allowNegative).toBe(false);
  });

  it('commit with payments records them; cash records the change given back', () => {
    const events = run(customerDraft(), { type: 'SaveCommitSaleOrder', payments: [{ method: 'cash', amount: '2000', reference: '', tendered: '5000' }], facts: facts() });
    expect(events[2]).toMatchObject({ type: 'SaleOrderPaid', data: { paid: '2000', outstanding: '35', payments: [{ method: 'cash', amount: '2000', tendered: '5000', change: '3000' }] } });
  });

  it('refuses committing an empty order, a hung order, and a disabled customer', () => {
    spec(saleOrderDecider).given(created()).when({ type: 'SaveCommitSaleOrder', payments: [], facts: facts() }).thenFails('order_empty');
    spec(saleOrderDecider).given([...customerDraft(), { type: 'SaleOrderHung', data: { orderId: 'o1' } }]).when({ type: 'SaveCommitSaleOrder', payments: [], facts: facts() }).thenFails('order_hung');
    const f = facts();
    f.customers.set('c1', { ...f.customers.get('c1')!, status: 'disabled' });
    spec(saleOrderDecider).given(customerDraft()).when({ type: 'SaveCommitSaleOrder', payments: [], facts: f }).thenFails('customer_disabled');
  });

  it('an order form or a quote cannot be committed', () => {
    spec(saleOrderDecider).given(created({ kind: 'quote', lines: [line({ productId: 'p1' })] })).when({ type: 'SaveCommitSaleOrder', payments: [], facts: facts() }).thenFails('not_a_sale');
  });

  it('no tax when the company disabled sale-order tax', () => {
    const f = facts({ settings: { ...facts().settings, taxEnabled: false } });
    const h = created({ header: { warehouseId: 'w1', taxRate: '19' }, lines: [line({ productId: 'p1' })], facts: f });
    expect(run(h, { type: 'SaveCommitSaleOrder', payments: [], facts: f })[0].data).toMatchObject({ tax: '0', total: '900', taxRate: null });
  });

  it('commit of a distribution order moves no stock yet and delivers today by default', () => {
    const d = draftWith([line({ productId: 'p1', quantity: '10' }), line({ productId: 'p2', quantity: '5' })], { warehouseId: 'w1', deliveryMode: 'distribution' });
    const h = [...d, ...run(d, { type: 'SaveCommitSaleOrder', payments: [], facts: facts() })];
    expect(h.map((e) => e.type)).toEqual(['SaleOrderCreated', 'SaleOrderCommitted']);
    expect(h[1].data).toMatchObject({ deliveryMode: 'distribution', deliveryDate: '2026-01-15' });
  });

  it('save-commit replaces the content of a draft and commits in one decision', () => {
    const h = draftWith([line({ productId: 'p1' })]);
    const events = run(h, { type: 'SaveCommitSaleOrder', content: { header: { memo: 'by phone' }, lines: [line({ productId: 'p2', quantity: '3' })] }, payments: [], facts: facts() });
    expect(events.map((e) => e.type)).toEqual(['SaleOrderHeaderChanged', 'SaleOrderLinesRemoved', 'SaleOrderLinesAdded', 'SaleOrderCommitted', 'StockMoved']);
    expect(events[3].data).toMatchObject({ subtotal: '1200', total: '1428' });
  });

  it('save-commit without an order creates it and commits it at once, with its payments', () => {
    const events = run([], {
      type: 'SaveCommitSaleOrder',
      create: { orderId: 'o2', number: 'SO-20260115-0002', kind: 'sale', source: 'retail', header: { warehouseId: 'w1' }, lines: [line({ productId: 'p1', quantity: '2' })], duplicatedFrom: null, importId: null },
      payments: [{ method: 'cash', amount: '2142', reference: '' }],
      facts: facts(),
    });
    expect(events.map((e) => e.type)).toEqual(['SaleOrderCreated', 'SaleOrderCommitted', 'StockMoved', 'SaleOrderPaid']);
    expect(events[1].data).toMatchObject({ orderId: 'o2', number: 'SO-20260115-0002', subtotal: '1800', total: '2142' });
    expect(events[3].data).toMatchObject({ paid: '2142', outstanding: '0' });
  });

  it('a replaced content is checked like a commit: a content left empty refuses the whole save-commit', () =>
    spec(saleOrderDecider)
      .given(draftWith([line({ productId: 'p1' })]))
      .when({ type: 'SaveCommitSaleOrder', content: { header: {}, lines: [] }, payments: [], facts: facts() })
      .thenFails('order_empty'));

  describe('the rate to the cost currency recorded at commit (costRate)', () => {
    // Base CLP, costs in USD (a Chinese merchant in Chile): 1 USD = 950 CLP in the table.
    const usd = { baseCurrency: 'CLP', costCurrency: 'USD' };
    const usdClp = { fromCode: 'USD', toCode: 'CLP', rate: '950' };

    it('takes the direct pair order -> cost when the table has it', () =>
      expect(costRateOf('CLP', '1', usd, [usdClp, { fromCode: 'CLP', toCode: 'USD', rate: '0.00105' }])).toBe('0.00105'));

    it('takes the inverse of cost -> order, to 12 significant digits', () => expect(costRateOf('CLP', '1', usd, [usdClp])).toBe('0.00105263157895'));

    it('goes via the base currency: the order\'s own rate to the base, then base -> cost by the table', () => {
      // An order in EUR at 1000 CLP per EUR, no EUR/USD pair: 1000 x (1/950) = 1.05263157895 USD per EUR (12 significant digits).
      expect(costRateOf('EUR', '1000', usd, [usdClp])).toBe('1.05263157895');
      // A direct EUR -> USD pair wins over the way via the base.
      expect(costRateOf('EUR', '1000', usd, [usdClp, { fromCode: 'EUR', toCode: 'USD', rate: '1.08' }])).toBe('1.08');
    });

    it('is null when the table has no way to the cost currency', () => {
      expect(costRateOf('CLP', '1', usd, [])).toBeNull();
      expect(costRateOf('EUR', '1000', usd, [{ fromCode: 'EUR', toCode: 'CLP', rate: '1000' }])).toBeNull();
    });

    it('is 1 in the cost currency, and the order\'s own rate when the cost currency is the base currency', () => {
      expect(costRateOf('USD', '950', usd, [])).toBe('1');
      expect(costRateOf('USD', '948.5', { baseCurrency: 'CLP', costCurrency: 'CLP' }, [usdClp])).toBe('948.5');
    });

    it('the commit event records it from the rates the loader handed in', () => {
      const f = facts({ settings: { ...facts().settings, costCurrency: 'USD' }, rates: [usdClp] });
      const committed = run(customerDraft(), { type: 'SaveCommitSaleOrder', payments: [], facts: f });
      expect(committed[0]).toMatchObject({ type: 'SaleOrderCommitted', data: { currency: 'CLP', rate: '1', costRate: '0.00105263157895' } });
      const none = run(customerDraft(), { type: 'SaveCommitSaleOrder', payments: [], facts: facts({ settings: f.settings }) });
      expect(none[0]).toMatchObject({ type: 'SaleOrderCommitted', data: { costRate: null } });
    });
  });
});
