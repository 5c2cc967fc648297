import type { UpdateWarehouseBody } from '@tradedesk/contracts/catalog/warehouses';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** PUT /api/warehouses/:id: code, name, address (409 on a stale `version` or a taken code). */
export class ChangeWarehouseCommand {
  constructor(
    readonly warehouseId: string,
    readonly body: UpdateWarehouseBody,
    readonly env: CommandEnvelope,
  ) {}
}
