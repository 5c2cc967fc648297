import { spec } from '../../../platform/cqrs/decider-spec.js';
import { created } from '../testing/waybill.fixture.js';
import { waybillDecider } from '../waybill.decider.js';
import type { CreateWaybill } from './create-waybill.decide.js';

const create = (over: Partial<CreateWaybill['fields']> = {}): CreateWaybill => ({
  type: 'CreateWaybill', waybillId: 'w1', number: 'SW-20260115-0001',
  fields: { blNumber: 'COSU6123456780', containers: ['MSCU1234567', 'MSCU1234567'], carrier: 'COSCO', portOfLoading: 'Ningbo', portOfDischarge: 'San Antonio', etd: '2026-01-10', eta: '2026-02-20', note: '', ...over },
});

describe('create a sea waybill', () => {
  it('records the waybill with its B/L, containers (each once), ports and dates', () =>
    spec(waybillDecider).given([]).when(create()).then([created]));

  it('a waybill is created once', () => spec(waybillDecider).given([created]).when(create()).thenFails('waybill_exists'));
});
