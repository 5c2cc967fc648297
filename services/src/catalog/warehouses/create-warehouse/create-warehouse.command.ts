import type { CreateWarehouseBody } from '@tradedesk/contracts/catalog/warehouses';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/warehouses: a new warehouse (409 when its code is taken). */
export class CreateWarehouseCommand {
  constructor(
    readonly body: CreateWarehouseBody,
    readonly env: CommandEnvelope,
  ) {}
}
