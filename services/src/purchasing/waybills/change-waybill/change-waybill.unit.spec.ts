import { spec } from '../../../platform/cqrs/decider-spec.js';
import { created } from '../testing/waybill.fixture.js';
import { waybillDecider } from '../waybill.decider.js';

describe('change a sea waybill', () => {
  it('records only the fields that differ', () =>
    spec(waybillDecider).given([created]).when({ type: 'ChangeWaybill', changes: { carrier: 'COSCO', eta: '2026-02-25', containers: ['MSCU1234567', 'TGHU7654321'] } }).then([
      { type: 'SeaWaybillChanged', data: { waybillId: 'w1', number: 'SW-20260115-0001', changes: { eta: '2026-02-25', containers: ['MSCU1234567', 'TGHU7654321'] } } },
    ]));

  it('changes nothing when every field is as it was', () => spec(waybillDecider).given([created]).when({ type: 'ChangeWaybill', changes: { carrier: 'COSCO' } }).thenNothing());

  it('refuses an ETA before the ETD it keeps, and a waybill that does not exist', () => {
    spec(waybillDecider).given([created]).when({ type: 'ChangeWaybill', changes: { eta: '2026-01-05' } }).thenFails('eta_before_etd');
    spec(waybillDecider).given([]).when({ type: 'ChangeWaybill', changes: { carrier: 'MSC' } }).thenFails('waybill_not_found');
  });
});
