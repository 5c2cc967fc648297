import { spec } from '../../../platform/cqrs/decider-spec.js';
import { financeEntryDecider } from '../finance-entry.decider.js';
import { draft, posted } from '../testing-entry-fixtures.js';

describe('batch finance entries (one row)', () => {
  it('a row posts like a single entry', () => spec(financeEntryDecider).given([]).when({ type: 'PostBatchEntry', row: 3, entryId: 'e1', ...draft() }).then([posted()]));

  it('a refused row names its row and field', () => {
    const run = () => financeEntryDecider.decide({ type: 'PostBatchEntry', row: 3, entryId: 'e1', ...draft({ amount: '1.001' }) }, financeEntryDecider.initialState(), { now: new Date('2026-01-15T10:00:00Z'), userId: 'u', newId: () => 'x' });
    expect(run).toThrow(expect.objectContaining({ code: 'amount_decimals', message: expect.stringMatching(/^Row 3: /), params: expect.objectContaining({ row: 3, field: 'entries.2.amount' }) }));
  });
});
