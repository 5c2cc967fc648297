import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';
import { replenishmentOrdersProjector } from './replenishment-orders.projector.js';

/** rm.replenishment_orders: created, changed, converted; a replay changes nothing. */
describe('replenishment-orders projection', () => {
  const t = useProjectorDb([replenishmentOrdersProjector]);
  const { ctx } = t;
  const line = (quantity: string) => ({ line: 1, productId: 'p1', code: 'COLA', name: 'Cola', warehouseId: 'w1', supplierId: 's1', unit: 'box', quantity, baseQuantity: String(Number(quantity) * 24), unitPrice: null });
  const created = storedEvent('replenishment-r1', 1, 'ReplenishmentOrderCreated', { replenishmentId: 'r1', number: 'RP-1', note: 'weekly', lines: [line('8')], prePurchaseIds: [] });
  const changed = storedEvent('replenishment-r1', 2, 'ReplenishmentOrderChanged', { replenishmentId: 'r1', note: 'weekly, more', lines: [line('9')] });
  const converted = storedEvent('replenishment-r1', 3, 'ReplenishmentOrderConverted', {
    replenishmentId: 'r1', number: 'RP-1', purchaseOrders: [{ purchaseOrderId: 'po1', number: 'PO-1', supplierId: 's1', warehouseId: 'w1' }],
  });

  it('keeps the last lines and the purchase orders it became', async () => {
    await replenishmentOrdersProjector.apply([created, changed, converted], ctx());
    await replenishmentOrdersProjector.apply([created, changed], ctx());
    const { rows } = await t.db.query<any>(`select number, status, note, lines, purchase_orders, version from rm.replenishment_orders`);
    expect(rows.map((r) => [r.number, r.status, r.note, r.lines[0].quantity, r.purchase_orders.map((p: any) => p.number), r.version])).toEqual([['RP-1', 'converted', 'weekly, more', '9', ['PO-1'], 3]]);
  });
});
