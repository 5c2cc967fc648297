import { paymentsTaken, type PosSalePayment, tillCashDue, tillCashRefund } from './pos-sales.js';

const pay = (kind: PosSalePayment['kind'], amount: string, rounding?: string): PosSalePayment => ({ payMethodId: kind, kind, currency: 'CLP', amount, ...(rounding ? { rounding } : {}) });

describe("the till's cash rounding", () => {
  it('rounds what cash still owes after the card: 3,781 CLP with 1,000 on card leaves 2,781 -> 2,780 cash, rounding 1', () => {
    expect(tillCashDue('3781', '1000', 'CLP', true)).toEqual({ due: '2781', cash: '2780', rounding: '1' });
    expect(tillCashDue('3786', '0', 'CLP', true)).toEqual({ due: '3786', cash: '3790', rounding: '-4' });
  });

  it('rounds nothing when the company turned it off, in a currency without a rule, or when the card paid it all', () => {
    expect(tillCashDue('3781', '0', 'CLP', false)).toEqual({ due: '3781', cash: '3781', rounding: '0' });
    expect(tillCashDue('37.81', '0', 'USD', true)).toEqual({ due: '37.81', cash: '37.81', rounding: '0.00' });
    expect(tillCashDue('3781', '5000', 'CLP', true)).toEqual({ due: '0', cash: '0', rounding: '0' });
  });

  it('what a payment leaves in the till is what was handed over: amount less its rounding, less the change', () => {
    // 3,781 CLP paid with 5,000: amount 5,001, rounding 1, change 1,220: the drawer keeps 3,780.
    expect(paymentsTaken([pay('cash', '5001', '1')], '1220').map((t) => t.taken.toFixed())).toEqual(['3780']);
    // 3,786 CLP, 1,000 on card, then 3,000 handed over for the 2,790 cash due: amount 2,996 (rounding -4), change 210.
    expect(paymentsTaken([pay('card', '1000'), pay('cash', '2996', '-4')], '210').map((t) => t.taken.toFixed())).toEqual(['1000', '2790']);
  });

  it('rounds a cash refund by the same law as cash taken in: CLP 1,995 back is 1,990 (as 1,995 paid is 1,990), 1,796 is 1,800; HUF 1,238 is 1,240; off or USD not at all', () => {
    expect(tillCashRefund('1995', 'CLP', true)).toEqual({ refund: '1995', cash: '1990', rounding: '5' });
    expect(tillCashRefund('1796', 'CLP', true)).toEqual({ refund: '1796', cash: '1800', rounding: '-4' });
    expect(tillCashRefund('1238', 'HUF', true)).toEqual({ refund: '1238', cash: '1240', rounding: '-2' });
    expect(tillCashRefund('10.37', 'PEN', true)).toEqual({ refund: '10.37', cash: '10.30', rounding: '0.07' });
    expect(tillCashRefund('1995', 'CLP', false)).toEqual({ refund: '1995', cash: '1995', rounding: '0' });
    expect(tillCashRefund('19.95', 'USD', true)).toEqual({ refund: '19.95', cash: '19.95', rounding: '0.00' });
  });
});
