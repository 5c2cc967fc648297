import { spec } from '../../../platform/cqrs/decider-spec.js';
import { salesTargetDecider } from '../sales-target.decider.js';
import type { SetSalesTarget } from './set-sales-target.decide.js';

const facts = { salesperson: { disabled: false }, warehouseFound: true, currency: 'USD' };
const set = (amount: string, more: Partial<SetSalesTarget> = {}): SetSalesTarget => ({ type: 'SetSalesTarget', month: '2026-03', salespersonId: 'ana', warehouseId: null, amount, facts, ...more });
const setEvent = (amount: string, previousAmount: string | null, warehouseId: string | null = null) =>
  ({ type: 'SalesTargetSet' as const, data: { month: '2026-03', salespersonId: 'ana', warehouseId, amount, previousAmount, currency: 'USD' } });

describe('set sales target', () => {
  it("records a salesperson's first target for the month, in the base currency", () => spec(salesTargetDecider).given([]).when(set('15000')).then([setEvent('15000', null)]));

  it('a change keeps the amount it replaces', () => spec(salesTargetDecider).given([setEvent('15000', null)]).when(set('18000.50')).then([setEvent('18000.5', '15000')]));

  it('0 clears a target, and clearing what is not set changes nothing', () => {
    spec(salesTargetDecider).given([setEvent('15000', null)]).when(set('0')).then([setEvent('0', '15000')]);
    spec(salesTargetDecider).given([]).when(set('0')).then([]);
  });

  it('the same amount again changes nothing', () => spec(salesTargetDecider).given([setEvent('15000', null)]).when(set('15000.00')).then([]));

  it('a target for one warehouse names it', () =>
    spec(salesTargetDecider).given([]).when(set('5000', { warehouseId: 'w1' })).then([setEvent('5000', null, 'w1')]));

  it('refuses an unknown or disabled salesperson, an unknown warehouse, a company without a base currency', () => {
    spec(salesTargetDecider).given([]).when(set('1', { facts: { ...facts, salesperson: null } })).thenFails('salesperson_not_found');
    spec(salesTargetDecider).given([]).when(set('1', { facts: { ...facts, salesperson: { disabled: true } } })).thenFails('salesperson_disabled');
    spec(salesTargetDecider).given([]).when(set('1', { warehouseId: 'nope', facts: { ...facts, warehouseFound: false } })).thenFails('warehouse_not_found');
    spec(salesTargetDecider).given([]).when(set('1', { facts: { ...facts, currency: '' } })).thenFails('currency_unknown');
  });
});
