import { defectiveLibraryProjector } from '../../inventory/defective-library/defective-library.projector.js';
import { getDefectiveLot, listDefectiveLots } from '../../inventory/defective-library/defective-library.query.js';
import { q, stored, useStockDocumentsScenario } from '../../testing/stock-documents-scenario.js';

/** The defective library: events -> rows, and a replay of the same events changes nothing. */
describe('defective-library projection', () => {
  const scenario = useStockDocumentsScenario();
  const { ctx, damage } = scenario;
  const t = { get db() { return scenario.db(); } };

  it('a lot is held until disposed of; a replay counts no disposal twice', async () => {
    const lot = 'd1.1';
    const events = [
      stored(`defective-${lot}`, 1, 'DefectiveReceived', { lotId: lot, warehouseId: 'w2', productId: 'p1', unit: 'unit', unitQuantity: '3', quantity: '3', unitCost: '1.25', source: { type: 'damage', id: 'd1', number: 'DM-20260115-0001', line: 1 }, note: 'golpe' }),
      stored(`defective-${lot}`, 2, 'DefectiveScrapped', { lotId: lot, quantity: '1', held: '2', note: '' }),
      stored(`defective-${lot}`, 3, 'DefectiveReturnedToSupplier', { lotId: lot, quantity: '0.5', held: '1.5', note: '', supplierId: null, supplierName: 'Taller' }),
    ];
    await defectiveLibraryProjector.apply(events.slice(0, 2), ctx());
    await defectiveLibraryProjector.apply(events, ctx());
    const held = await listDefectiveLots(t.db, { ...q, status: 'held' });
    expect(held.rows.map((r) => [r.lotId, r.held, r.received, r.heldValue, r.source.number, r.version, r.warehouseName])).toEqual([[lot, '1.5', '3', '1.875', 'DM-20260115-0001', 3, 'Tienda Meiggs']]);
    expect(held.heldValue).toBe('1.875');
    expect((await getDefectiveLot(t.db, lot))!.disposals.map((d) => [d.action, d.quantity, d.supplierName])).toEqual([
      ['scrap', '1', null],
      ['return-to-supplier', '0.5', 'Taller'],
    ]);
    await defectiveLibraryProjector.apply([stored(`defective-${lot}`, 4, 'DefectiveRestocked', { lotId: lot, quantity: '1.5', held: '0', note: '', warehouseId: 'w2' })], ctx());
    expect((await listDefectiveLots(t.db, { ...q, status: 'held' })).total).toBe(0);
    expect((await listDefectiveLots(t.db, { ...q, status: 'disposed' })).rows[0]!.status).toBe('disposed');
  });
});
