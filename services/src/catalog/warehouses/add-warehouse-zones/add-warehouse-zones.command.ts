import type { AddZoneBody } from '@tradedesk/contracts/catalog/warehouses';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/warehouses/:id/zones: one zone (code unique in the warehouse, barcode unique everywhere). */
export class AddWarehouseZonesCommand {
  constructor(
    readonly warehouseId: string,
    readonly body: AddZoneBody,
    readonly env: CommandEnvelope,
  ) {}
}
