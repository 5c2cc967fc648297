import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';
import { prePurchaseOrdersProjector } from './pre-purchase-orders.projector.js';

/** rm.pre_purchase_orders: open, then pulled into a replenishment order (or cancelled); a replay changes nothing. */
describe('pre-purchase-orders projection', () => {
  const t = useProjectorDb([prePurchaseOrdersProjector]);
  const { ctx } = t;
  const requested = storedEvent('pre-purchase-pp1', 1, 'PrePurchaseRequested', {
    prePurchaseId: 'pp1', productId: 'p1', code: 'COLA', name: 'Cola', warehouseId: 'w1', unit: 'box', quantity: '2', baseQuantity: '48', note: 'for Mr. Li', askedBy: 'Ana',
  });
  const pulled = storedEvent('pre-purchase-pp1', 2, 'PrePurchasePulled', { prePurchaseId: 'pp1', replenishmentId: 'r1', replenishmentNumber: 'RP-20260115-0001' });
  const status = async () => (await t.db.query<{ status: string; replenishment_number: string | null; quantity: string }>(`select status, replenishment_number, quantity::text from rm.pre_purchase_orders`)).rows;

  it('a requested quantity is open; pulled, it names the replenishment order; replaying the request does not reopen it', async () => {
    await prePurchaseOrdersProjector.apply([requested], ctx());
    expect(await status()).toEqual([{ status: 'open', replenishment_number: null, quantity: '2' }]);
    await prePurchaseOrdersProjector.apply([pulled], ctx());
    await prePurchaseOrdersProjector.apply([requested, pulled], ctx());
    expect(await status()).toEqual([{ status: 'pulled', replenishment_number: 'RP-20260115-0001', quantity: '2' }]);
  });
});
