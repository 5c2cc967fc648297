import { stockDocumentsProjector } from '../../inventory/stock-documents/stock-documents.projector.js';
import { getStockDocument, listStockDocuments, listTransferLines } from '../../inventory/stock-documents/stock-documents.query.js';
import { q, useStockDocumentsScenario } from '../../testing/stock-documents-scenario.js';

/** Transfers and write-offs: events -> rows, and a replay of the same events changes nothing. */
describe('stock-documents projection', () => {
  const scenario = useStockDocumentsScenario();
  const { ctx, transfer, damage } = scenario;
  const t = { get db() { return scenario.db(); } };

  it('a transfer and a write-off become one row each with their lines and totals, once however often replayed', async () => {
    await stockDocumentsProjector.apply([transfer, damage], ctx());
    await stockDocumentsProjector.apply([transfer, damage], ctx());
    const transfers = await listStockDocuments(t.db, 'transfer', q);
    expect(transfers.rows.map((r) => [r.number, r.fromWarehouseCode, r.toWarehouseCode, r.lineCount, r.totalQuantity, r.totalCost, r.note])).toEqual([
      ['TR-20260115-0001', 'CENTRAL', 'MEIGGS', 2, '50.5', '63.125', 'lunes'],
    ]);
    const doc = await getStockDocument(t.db, 'transfer', 't1');
    expect(doc!.lines.map((l) => [l.code, l.unitLabel, l.unit, l.unitQuantity, l.quantity, l.cost])).toEqual([
      ['COLA', 'lata', 'box', '2', '48', '60'],
      ['COLA', 'lata', 'unit', '2.5', '2.5', '3.125'],
    ]);
    expect((await listStockDocuments(t.db, 'damage', { ...q, reason: 'defective' })).rows.map((r) => [r.number, r.fromWarehouseCode, r.toWarehouseId])).toEqual([['DM-20260115-0001', 'MEIGGS', null]]);
    expect((await listTransferLines(t.db, { ...q, warehouseId: 'w2' })).total).toBe(2);
    expect(await getStockDocument(t.db, 'damage', 't1')).toBeNull();
  });
});
