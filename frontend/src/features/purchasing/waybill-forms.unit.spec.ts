import { blankCost, costForm, type HeaderForm, headerForm, headerFormOf, measuresForm } from './waybill-forms';

const header = (over: Partial<HeaderForm> = {}): HeaderForm => ({ ...headerFormOf(null), blNumber: 'COSU6100000001', ...over });

describe('the sea waybill forms', () => {
  it('the header: containers typed with commas or spaces become the list in capitals, blank days are none', () => {
    const r = headerForm('9b2c1f0e-3a4b-4c5d-8e6f-7a8b9c0d1e2f').safeParse(header({ containers: 'mscu1234567,  TGHU7654321\nFCIU1111111', etd: '', eta: '2026-02-20' }));
    expect(r.success && r.data).toMatchObject({ commandId: '9b2c1f0e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', containers: ['MSCU1234567', 'TGHU7654321', 'FCIU1111111'], etd: null, eta: '2026-02-20' });
  });

  it('the header is refused by the contract: a blank B/L, a bad container, the ETA before the ETD', () => {
    const paths = (f: HeaderForm) => {
      const r = headerForm().safeParse(f);
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    expect(paths(header({ blNumber: ' ' }))).toEqual(['blNumber']);
    expect(paths(header({ containers: 'AB' }))).toEqual(['containers.0']);
    expect(paths(header({ etd: '2026-03-01', eta: '2026-02-01' }))).toEqual(['eta']);
  });

  it('a cost: the rate is left out when blank, amounts stay decimal text, a comma is refused', () => {
    const ok = costForm('9b2c1f0e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', 3).safeParse({ ...blankCost('usd'), amount: ' 850.50 ' });
    expect(ok.success && ok.data).toMatchObject({ version: 3, kind: 'freight', basis: 'value', currency: 'USD', amount: '850.50' });
    expect(ok.success && 'rate' in ok.data).toBe(false);
    expect(costForm('9b2c1f0e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', 3).safeParse({ ...blankCost('USD'), amount: '12,5' }).success).toBe(false);
  });

  it('measures: a blank weight or volume is 0', () => {
    const r = measuresForm(2).safeParse({ measures: [{ productId: '9b2c1f0e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', weight: '1.5', volume: '' }] });
    expect(r.success && r.data).toEqual({ version: 2, measures: [{ productId: '9b2c1f0e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', weight: '1.5', volume: '0' }] });
  });
});
