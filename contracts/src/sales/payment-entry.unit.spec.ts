import { checkPayment, type PaymentDraft, paymentDraftSchema } from './payment-entry.js';

const draft = (d: Partial<PaymentDraft>): PaymentDraft => ({ method: 'cash', amount: '', reference: '', dueDate: '', tendered: '', ...d });

describe('a payment typed in the pay dialog', () => {
  it('cash with a tendered amount answers the change, in the currency decimals', () => {
    const r = checkPayment(draft({ amount: '3760', tendered: '5000' }), '3760', 'CLP');
    expect(r.problems).toEqual({});
    expect(r.change).toBe('1240');
    expect(r.payment).toEqual({ method: 'cash', amount: '3760', reference: '', tendered: '5000' });
    expect(checkPayment(draft({ amount: '10.5', tendered: '20' }), '10.50', 'USD').change).toBe('9.50');
  });

  it('refuses more than is owed, tendered cash that does not cover it, and a check without its date', () => {
    expect(checkPayment(draft({ amount: '4000' }), '3760', 'CLP').problems).toEqual({ amount: 'overpaid' });
    expect(checkPayment(draft({ amount: '100', tendered: '50' }), '3760', 'CLP').problems).toEqual({ tendered: 'tenderedTooLittle' });
    const check = checkPayment(draft({ method: 'bankCheck', amount: '100', reference: 'CH-1' }), '3760', 'CLP');
    expect(check.problems).toEqual({ dueDate: 'dueDate' });
    expect(check.payment).toBeNull();
  });

  it('refuses an amount that is not a positive decimal', () => {
    expect(checkPayment(draft({ amount: '0' }), '10', 'CLP').problems.amount).toBe('amount');
    expect(checkPayment(draft({ amount: '1,5' }), '10', 'CLP').problems.amount).toBe('amount');
  });

  it('an installment with its due date passes, the tendered field of another method is ignored', () => {
    const r = checkPayment(draft({ method: 'installment', amount: '3760', dueDate: '2027-01-30', tendered: '9999' }), '3760', 'CLP');
    expect(r.problems).toEqual({});
    expect(r.payment).toEqual({ method: 'installment', amount: '3760', reference: '', dueDate: '2027-01-30' });
  });
});

describe('the pay dialog rules as a schema for a form', () => {
  it('answers the payment to send, or each problem on its field with the problem as message', () => {
    const schema = paymentDraftSchema('3760', 'CLP');
    expect(schema.parse(draft({ amount: '3760', tendered: '5000' }))).toEqual({ method: 'cash', amount: '3760', reference: '', tendered: '5000' });
    const refused = schema.safeParse(draft({ method: 'bankCheck', amount: '4000' }));
    expect(refused.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', 'overpaid'],
      ['dueDate', 'dueDate'],
    ]);
  });

  it('sends the chosen money account for cash, card and transfers, never for a check or an installment', () => {
    expect(checkPayment(draft({ amount: '10', accountId: 'caja-2' }), '10', 'CLP').payment).toMatchObject({ accountId: 'caja-2' });
    expect(checkPayment(draft({ amount: '10', accountId: '' }), '10', 'CLP').payment).not.toHaveProperty('accountId');
    expect(checkPayment(draft({ method: 'bankCheck', amount: '10', reference: 'CH', dueDate: '2027-01-30', accountId: 'banco' }), '10', 'CLP').payment).not.toHaveProperty('accountId');
  });

  it("sends a check's bank, and never a bank for another method", () => {
    expect(checkPayment(draft({ method: 'bankCheck', amount: '10', dueDate: '2026-02-01', bank: ' Banco Estado ' }), '100', 'CLP').payment).toMatchObject({ method: 'bankCheck', bank: 'Banco Estado' });
    expect(checkPayment(draft({ method: 'card', amount: '10', bank: 'Banco Estado' }), '100', 'CLP').payment).not.toHaveProperty('bank');
  });

  it('a voucher needs its number (the reference); with it the payment is sent as typed', () => {
    expect(checkPayment(draft({ method: 'voucher', amount: '50' }), '100', 'EUR').problems).toEqual({ reference: 'reference' });
    expect(checkPayment(draft({ method: 'voucher', amount: '50', reference: 'GV-0042' }), '100', 'EUR').payment).toEqual({ method: 'voucher', amount: '50', reference: 'GV-0042' });
  });
});
