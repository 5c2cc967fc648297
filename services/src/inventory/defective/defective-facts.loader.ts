import { Inject, Injectable } from '@nestjs/common';
import type { DisposeDefectiveBody } from '@tradedesk/contracts/inventory/defective';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { warehousesForStock } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DATABASE } from '../../platform/tokens.js';
import type { DefectiveLotState } from './defective.state.js';
import type { DisposeDefectiveFacts } from './dispose-defective/dispose-defective.decide.js';

/** Looks up what decisions on defective lots need besides the lot: one method per command. */
@Injectable()
export class DefectiveFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** DisposeDefective: the supplier a return names by id, and whether the lot's warehouse still takes stock. */
  async forDisposal(lot: DefectiveLotState, body: Pick<DisposeDefectiveBody, 'action' | 'supplierId'>): Promise<DisposeDefectiveFacts> {
    const supplier = body.action === 'return-to-supplier' && body.supplierId ? await getSupplier(this.db, body.supplierId) : null;
    const warehouse = lot.received ? (await warehousesForStock(this.db, [lot.warehouseId])).get(lot.warehouseId) : undefined;
    return { supplier: supplier ? { id: supplier.id, name: supplier.name } : null, warehouseActive: warehouse?.status === 'active' };
  }
}
