import { storedEvent, useProjectorDb } from '../../testing/projector-scenario.js';
import { stockLevelsProjector } from './stock-levels.projector.js';

/** rm.stock_levels: the last minimum and maximum per warehouse and product; a replay changes nothing. */
describe('stock-levels projection', () => {
  const t = useProjectorDb([stockLevelsProjector]);
  const { ctx } = t;
  const set = (version: number, minimum: string, maximum: string) =>
    storedEvent('stock-level-w1-p1', version, 'StockLevelSet', { productId: 'p1', warehouseId: 'w1', minimum, maximum });

  it('keeps the latest level, also when an older event is applied again', async () => {
    const first = set(1, '10', '50');
    const second = set(2, '20', '60');
    await stockLevelsProjector.apply([first, second], ctx());
    await stockLevelsProjector.apply([first], ctx());
    const { rows } = await t.db.query(`select warehouse_id, product_id, minimum::text, maximum::text, version from rm.stock_levels`);
    expect(rows).toEqual([{ warehouse_id: 'w1', product_id: 'p1', minimum: '20', maximum: '60', version: 2 }]);
  });
});
