import { changeRegisterBody, createRegisterBody, registerBlind, registerReceiptText } from './pos.js';

describe("a register's overrides of the company's till settings", () => {
  it('is blind when the register says on, not when it says off, else as the company', () => {
    expect(registerBlind('on', false)).toBe(true);
    expect(registerBlind('off', true)).toBe(false);
    expect(registerBlind('company', true)).toBe(true);
    expect(registerBlind('company', false)).toBe(false);
    expect(registerBlind(undefined, true)).toBe(true);
  });

  it("prints the register's receipt text, or the company's when the register's is blank", () => {
    expect(registerReceiptText('Caja Norte', 'Tienda')).toBe('Caja Norte');
    expect(registerReceiptText('', 'Tienda')).toBe('Tienda');
    expect(registerReceiptText('  \n ', 'Tienda')).toBe('Tienda');
    expect(registerReceiptText(undefined, 'Tienda')).toBe('Tienda');
  });
});

describe("a register's change", () => {
  it('changes only what is sent: a rename keeps the default customer, null clears it', () => {
    expect(changeRegisterBody.parse({ name: 'Caja 2' })).toEqual({ name: 'Caja 2' });
    expect(changeRegisterBody.parse({ defaultCustomerId: null })).toEqual({ defaultCustomerId: null });
    // A new register without one has none.
    expect(createRegisterBody.parse({ name: 'Caja 1', warehouseId: 'w1', currency: 'CLP' }).defaultCustomerId).toBeNull();
  });
});
