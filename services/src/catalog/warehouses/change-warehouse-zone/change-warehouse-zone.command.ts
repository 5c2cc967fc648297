import type { UpdateZoneBody } from '@tradedesk/contracts/catalog/warehouses';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/warehouses/:id/zones/:zoneId: code, name, barcode, disabled (409 on a stale `version`). */
export class ChangeWarehouseZoneCommand {
  constructor(
    readonly warehouseId: string,
    readonly zoneId: string,
    readonly body: UpdateZoneBody,
    readonly env: CommandEnvelope,
  ) {}
}
