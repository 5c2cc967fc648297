import { spec } from '../../../platform/cqrs/decider-spec.js';
import { ApiException } from '../../../platform/http/errors.js';
import { counted, opened, postedEvent } from '../../testing/stock-count.fixture.js';
import { countFacts as facts } from '../../testing/stock-facts.fixture.js';
import { stockCountDecider } from '../stock-count.decider.js';
import type { ImportCountLines } from './import-count-lines.decide.js';

const importing = (lines: ImportCountLines['lines'], over: Partial<ImportCountLines> = {}): ImportCountLines => ({
  type: 'ImportCountLines', countId: 'c1', lines, rowErrors: [], rows: lines.length, facts: facts(), ...over,
});

describe('import count lines', () => {
  it('appends to the lines counted before when importing, numbering on', () =>
    spec(stockCountDecider).given([opened, counted(['p1', 'box', '1', '24'])]).when(importing([{ productId: 'p2', unit: 'box', quantity: '2' }])).then((events) => {
      expect((events[0].data as any).lines.map((l: any) => [l.line, l.productId, l.quantity])).toEqual([[1, 'p1', '24'], [2, 'p2', '24']]);
    }));

  it('one refused row refuses the whole sheet, with a report naming each bad row and field', () => {
    let refusal: unknown;
    try {
      stockCountDecider.decide(
        importing([{ productId: 'p1', unit: 'box', quantity: '1' }], {
          rows: 4,
          rowErrors: [
            { row: 5, field: 'unit', message: 'product AGUA-500 has no bag packing size' },
            { row: 3, field: 'code', message: 'no product with code NOPE' },
          ],
        }),
        stockCountDecider.evolve(stockCountDecider.initialState(), opened),
        { now: new Date('2026-01-15T10:00:00.000Z'), userId: 'u', newId: () => 'x' },
      );
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toBeInstanceOf(ApiException);
    expect(refusal).toMatchObject({ httpStatus: 400, reason: 'import_refused', message: 'Nothing imported: 2 of 4 rows refused.' });
    expect((refusal as ApiException).details!.map((d) => d.path)).toEqual(['row 3.code', 'row 5.unit']);
  });

  it('refuses a count order that does not exist or is posted, before looking at the sheet', () => {
    spec(stockCountDecider).given([]).when(importing([], { rowErrors: [{ row: 2, field: 'code', message: 'no product with code NOPE' }] })).thenFails('count_not_found');
    spec(stockCountDecider).given([opened, postedEvent]).when(importing([{ productId: 'p1', unit: 'unit', quantity: '1' }])).thenFails('count_posted');
  });

  it("refuses a line the count rules refuse (the unit's packing), naming the line", () =>
    spec(stockCountDecider).given([opened]).when(importing([{ productId: 'p2', unit: 'bag', quantity: '1' }])).thenFails('unit_without_packing'));
});
