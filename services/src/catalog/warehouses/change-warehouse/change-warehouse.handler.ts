import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { warehouseStreamId } from '@tradedesk/contracts/catalog/warehouses';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { changedAnswer } from '../../command-answer.js';
import { warehouseDecider } from '../warehouse.decider.js';
import { ChangeWarehouseCommand } from './change-warehouse.command.js';

@CommandHandler(ChangeWarehouseCommand)
export class ChangeWarehouseHandler implements ICommandHandler<ChangeWarehouseCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ warehouseId, body, env }: ChangeWarehouseCommand) {
    const { version, ...changes } = body;
    const r = await withCatalogUniques(() => this.runtime.run(warehouseDecider, warehouseStreamId(warehouseId), { type: 'ChangeWarehouse', warehouseId, changes }, env, { expectedVersion: version }));
    return changedAnswer(warehouseId, r);
  }
}
