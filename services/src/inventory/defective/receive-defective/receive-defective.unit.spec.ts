import type { DefectiveEvent } from '@tradedesk/contracts/inventory/defective';
import { spec } from '../../../platform/cqrs/decider-spec.js';
import { defectiveDecider } from '../defective.decider.js';
import type { ReceiveDefective } from './receive-defective.decide.js';

const source = { type: 'damage' as const, id: 'dm1', number: 'DM-20260115-0001', line: 2 };
const received: DefectiveEvent = {
  type: 'DefectiveReceived',
  data: { lotId: 'dm1.2', warehouseId: 'w1', productId: 'p1', unit: 'box', unitQuantity: '2', quantity: '48', unitCost: '1.5', source, note: 'caja rota' },
};
const receive = { type: 'ReceiveDefective', ...received.data } as ReceiveDefective;

describe('receive defective', () => {
  it('receives a lot once from its source line', () => {
    spec(defectiveDecider).given([]).when(receive).then([received]);
    spec(defectiveDecider).given([received]).when(receive).thenFails('defective_lot_exists');
  });

  it('refuses a lot of nothing', () => {
    spec(defectiveDecider).given([]).when({ ...receive, quantity: '0' }).thenFails('quantity_not_positive');
  });
});
