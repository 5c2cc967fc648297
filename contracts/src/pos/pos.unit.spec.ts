import { registerBlind, registerReceiptText } from './pos.js';

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
