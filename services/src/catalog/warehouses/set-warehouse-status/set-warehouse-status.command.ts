import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

/** POST /api/warehouses/:id/disable or /enable. */
export class SetWarehouseStatusCommand {
  constructor(
    readonly warehouseId: string,
    readonly action: 'disable' | 'enable',
    readonly env: CommandEnvelope,
  ) {}
}
