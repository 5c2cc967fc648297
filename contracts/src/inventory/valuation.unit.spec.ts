import { movementUnitCost } from './valuation.js';

describe('the unit cost a stock movement is valued at', () => {
  it("is the warehouse's moving average while there is one", () => {
    expect(movementUnitCost('2.75', '9')).toBe('2.75');
  });

  it("is the product's cost when the warehouse has no value yet (nothing on hand, or counted in at no cost)", () => {
    expect(movementUnitCost(undefined, '3.5')).toBe('3.5');
    expect(movementUnitCost('0', '3.50')).toBe('3.5');
  });

  it("is the product's cost when the average is below zero (value left over from negative stock)", () => {
    expect(movementUnitCost('-1.2', '4')).toBe('4');
  });

  it('is 0 only when neither the warehouse nor the catalogue knows a cost', () => {
    expect(movementUnitCost(undefined, '0')).toBe('0');
    expect(movementUnitCost('', null)).toBe('0');
    expect(movementUnitCost('not a number', undefined)).toBe('0');
  });
});
