import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { warehouseStreamId } from '@tradedesk/contracts/catalog/warehouses';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { changedAnswer } from '../../command-answer.js';
import { warehouseDecider } from '../warehouse.decider.js';
import { SetWarehouseStatusCommand } from './set-warehouse-status.command.js';

@CommandHandler(SetWarehouseStatusCommand)
export class SetWarehouseStatusHandler implements ICommandHandler<SetWarehouseStatusCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ warehouseId, action, env }: SetWarehouseStatusCommand) {
    const type = action === 'disable' ? 'DisableWarehouse' : 'EnableWarehouse';
    return changedAnswer(warehouseId, await this.runtime.run(warehouseDecider, warehouseStreamId(warehouseId), { type, warehouseId }, env));
  }
}
