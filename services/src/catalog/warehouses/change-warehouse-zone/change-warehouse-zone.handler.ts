import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { warehouseStreamId } from '@tradedesk/contracts/catalog/warehouses';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { changedAnswer } from '../../command-answer.js';
import { warehouseDecider } from '../warehouse.decider.js';
import { ChangeWarehouseZoneCommand } from './change-warehouse-zone.command.js';

@CommandHandler(ChangeWarehouseZoneCommand)
export class ChangeWarehouseZoneHandler implements ICommandHandler<ChangeWarehouseZoneCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ warehouseId, zoneId, body, env }: ChangeWarehouseZoneCommand) {
    const { version, ...changes } = body;
    const r = await withCatalogUniques(() =>
      this.runtime.run(warehouseDecider, warehouseStreamId(warehouseId), { type: 'ChangeZone', warehouseId, zoneId, changes }, env, { expectedVersion: version }),
    );
    return changedAnswer(warehouseId, r);
  }
}
