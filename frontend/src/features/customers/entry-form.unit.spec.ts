import { emptyEntryForm, entryBody } from './entry-form';

const id = '7d0c4d8e-0a8e-4c7a-9a57-9b1d0c3f2a11';

describe('account entry form', () => {
  it('an opening balance in the customer favour is sent negative; a payment keeps its method and reference', () => {
    expect(entryBody({ ...emptyEntryForm('CLP'), kind: 'opening', direction: 'credit', amount: '15000' }, id)).toEqual({
      ok: true,
      body: { commandId: id, kind: 'opening', amount: '-15000', currency: 'CLP', memo: '' },
    });
    expect(entryBody({ ...emptyEntryForm('USD'), kind: 'payment', amount: '12.50', method: 'bankTransfer', reference: 'TRF 9', direction: 'credit' }, id)).toEqual({
      ok: true,
      body: { commandId: id, kind: 'payment', amount: '12.50', currency: 'USD', memo: '', method: 'bankTransfer', reference: 'TRF 9' },
    });
  });

  it('refuses decimals the currency does not have, a missing reason and an empty amount, by field', () => {
    expect(entryBody({ ...emptyEntryForm('CLP'), amount: '10.5' }, id)).toEqual({ ok: false, errors: { amount: 'no decimals in this currency' } });
    const noReason = entryBody({ ...emptyEntryForm('CLP'), kind: 'adjustment', amount: '100' }, id);
    expect(noReason.ok).toBe(false);
    if (!noReason.ok) expect(Object.keys(noReason.errors)).toEqual(['reason']);
    const empty = entryBody({ ...emptyEntryForm('CLP'), amount: '' }, id);
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(Object.keys(empty.errors)).toEqual(['amount']);
  });
});
