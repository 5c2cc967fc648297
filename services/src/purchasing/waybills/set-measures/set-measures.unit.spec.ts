import { spec } from '../../../platform/cqrs/decider-spec.js';
import { costAdded, created, linked, threeLines } from '../testing/waybill.fixture.js';
import { waybillDecider } from '../waybill.decider.js';

const measures = [
  { productId: 'p1', weight: '0.50', volume: '0.002' },
  { productId: 'p2', weight: '1', volume: '0.001' },
  { productId: 'p3', weight: '2', volume: '0.004' },
];

describe('set the packing-list measures of a sea waybill', () => {
  it('records the measures and spreads a cost by weight waiting for them', () =>
    spec(waybillDecider)
      .given([created, linked, costAdded({ basis: 'weight', amount: '100' })])
      .when({ type: 'SetMeasures', measures, facts: threeLines() })
      .then((events) => {
        expect(events[0].data).toMatchObject({ measures: [{ productId: 'p1', weight: '0.5', volume: '0.002' }, { productId: 'p2', weight: '1', volume: '0.001' }, { productId: 'p3', weight: '2', volume: '0.004' }] });
        // weights 50 / 100 / 100 kg of 250: 20 / 40 / 40
        expect((events[1].data as any).allocations.map((a: any) => a.amount)).toEqual(['20.00', '40.00', '40.00']);
      }));

  it('the same measures again change nothing', () => {
    const set = { type: 'SeaWaybillMeasuresSet', data: { waybillId: 'w1', number: 'SW-20260115-0001', measures: [{ productId: 'p1', weight: '0.5', volume: '0.002' }] } } as any;
    spec(waybillDecider).given([created, set]).when({ type: 'SetMeasures', measures: [{ productId: 'p1', weight: '0.50', volume: '0.0020' }], facts: { lines: [] } }).thenNothing();
  });
});
