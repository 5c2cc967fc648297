import { spec } from '../../../platform/cqrs/decider-spec.js';
import { supplierAccountDecider } from '../supplier-account.decider.js';
import { posted, posting } from '../testing/account-fixtures.js';

describe('post supplier document', () => {
  it('a purchase receipt posts once per document, positive; a purchase return negative', () => {
    const post = (entryId: string, kind: 'purchase' | 'purchase-return', id: string) =>
      ({ type: 'PostSupplierDocument', ...posting, entryId, kind, currency: 'USD', amount: '480.40', source: { type: 'purchase-receipt', id, number: `PR-${id}` }, reference: 'INV-9', note: '' }) as const;
    spec(supplierAccountDecider)
      .given([])
      .when(post('d1', 'purchase', 'r1'))
      .then([posted('d1', { kind: 'purchase', amount: '480.4', reference: 'INV-9', source: { type: 'purchase-receipt', id: 'r1', number: 'PR-r1' }, date: '2026-01-15' })]);
    const receipt = posted('d1', { kind: 'purchase', amount: '480.4', source: { type: 'purchase-receipt', id: 'r1', number: 'PR-r1' } });
    spec(supplierAccountDecider).given([receipt]).when(post('d2', 'purchase', 'r1')).thenFails('already_posted');
    spec(supplierAccountDecider).given([receipt]).when(post('d2', 'purchase-return', 'r1')).then((events) => expect(events[0].data.amount).toBe('-480.4'));
  });
});
