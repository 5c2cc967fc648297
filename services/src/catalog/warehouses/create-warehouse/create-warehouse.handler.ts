import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { warehouseStreamId } from '@tradedesk/contracts/catalog/warehouses';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { changedAnswer } from '../../command-answer.js';
import { warehouseDecider } from '../warehouse.decider.js';
import { CreateWarehouseCommand } from './create-warehouse.command.js';

@CommandHandler(CreateWarehouseCommand)
export class CreateWarehouseHandler implements ICommandHandler<CreateWarehouseCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body: b, env }: CreateWarehouseCommand) {
    // The warehouse id derives from the command id, so a retried request targets the same stream.
    const warehouseId = b.commandId ?? this.runtime.newId();
    const r = await withCatalogUniques(() =>
      this.runtime.run(warehouseDecider, warehouseStreamId(warehouseId), { type: 'CreateWarehouse', warehouseId, fields: { code: b.code, name: b.name, address: b.address } }, { ...env, commandId: b.commandId }),
    );
    return changedAnswer(warehouseId, r);
  }
}
