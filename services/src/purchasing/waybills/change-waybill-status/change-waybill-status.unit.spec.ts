import type { SeaWaybillEvent, WaybillStatus } from '@tradedesk/contracts/purchasing/sea-waybill';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { created } from '../testing/waybill.fixture.js';
import { waybillDecider } from '../waybill.decider.js';

const moved = (from: WaybillStatus, to: WaybillStatus): SeaWaybillEvent => ({ type: 'SeaWaybillStatusChanged', data: { waybillId: 'w1', number: 'SW-20260115-0001', from, to } });

describe('change a sea waybill status', () => {
  it('moves forward one step at a time: booked -> sailed -> arrived -> cleared -> received', () => {
    spec(waybillDecider).given([created]).when({ type: 'ChangeWaybillStatus', status: 'sailed' }).then([moved('booked', 'sailed')]);
    spec(waybillDecider).given([created, moved('booked', 'sailed')]).when({ type: 'ChangeWaybillStatus', status: 'arrived' }).then([moved('sailed', 'arrived')]);
    spec(waybillDecider).given([created, moved('booked', 'sailed'), moved('sailed', 'arrived'), moved('arrived', 'cleared')]).when({ type: 'ChangeWaybillStatus', status: 'received' }).then([moved('cleared', 'received')]);
  });

  it('moves one step back to correct a mistake', () =>
    spec(waybillDecider).given([created, moved('booked', 'sailed'), moved('sailed', 'arrived')]).when({ type: 'ChangeWaybillStatus', status: 'sailed' }).then([moved('arrived', 'sailed')]));

  it('refuses a skipped step and two steps back; the same status changes nothing', () => {
    spec(waybillDecider).given([created]).when({ type: 'ChangeWaybillStatus', status: 'arrived' }).thenFails('status_move_not_allowed');
    spec(waybillDecider).given([created, moved('booked', 'sailed'), moved('sailed', 'arrived')]).when({ type: 'ChangeWaybillStatus', status: 'booked' }).thenFails('status_move_not_allowed');
    spec(waybillDecider).given([created]).when({ type: 'ChangeWaybillStatus', status: 'booked' }).thenNothing();
  });
});
