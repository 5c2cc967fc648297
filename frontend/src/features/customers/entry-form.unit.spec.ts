import { customerEntryForm, emptyEntryForm } from './entry-form';

const id = '7d0c4d8e-0a8e-4c7a-9a57-9b1d0c3f2a11';
const schema = customerEntryForm(id);
/** Field -> the first message, for the fields refused. */
const refusals = (r: ReturnType<typeof schema.safeParse>) => {
  const out: Record<string, string> = {};
  for (const issue of r.error?.issues ?? []) out[String(issue.path[0] ?? '')] ??= issue.message;
  return out;
};

describe('account entry form', () => {
  it('an opening balance in the customer favour is sent negative; a payment keeps its method and reference', () => {
    expect(schema.safeParse({ ...emptyEntryForm('CLP'), kind: 'opening', direction: 'credit', amount: '15000' })).toEqual({
      success: true,
      data: { commandId: id, kind: 'opening', amount: '-15000', currency: 'CLP', memo: '' },
    });
    expect(schema.safeParse({ ...emptyEntryForm('USD'), kind: 'payment', amount: '12.50', method: 'bankTransfer', reference: 'TRF 9', direction: 'credit' })).toEqual({
      success: true,
      data: { commandId: id, kind: 'payment', amount: '12.50', currency: 'USD', memo: '', method: 'bankTransfer', reference: 'TRF 9' },
    });
  });

  it('refuses decimals the currency does not have, a missing reason and an empty amount, by field', () => {
    expect(refusals(schema.safeParse({ ...emptyEntryForm('CLP'), amount: '10.5' }))).toEqual({ amount: 'no decimals in this currency' });
    expect(Object.keys(refusals(schema.safeParse({ ...emptyEntryForm('CLP'), kind: 'adjustment', amount: '100' })))).toEqual(['reason']);
    expect(Object.keys(refusals(schema.safeParse({ ...emptyEntryForm('CLP'), amount: '' })))).toEqual(['amount']);
  });
});
