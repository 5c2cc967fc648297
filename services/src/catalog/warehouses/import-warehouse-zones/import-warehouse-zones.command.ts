import type { ImportZonesBody } from '@tradedesk/contracts/catalog/warehouses';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/warehouses/:id/zones/import: rows {code, name, barcode}, all-or-nothing (default) or valid-rows; answers row by row. */
export class ImportWarehouseZonesCommand {
  constructor(
    readonly warehouseId: string,
    readonly body: ImportZonesBody,
    readonly env: CommandEnvelope,
  ) {}
}
