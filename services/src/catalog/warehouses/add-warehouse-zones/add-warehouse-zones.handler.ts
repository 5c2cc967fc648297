import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { warehouseStreamId } from '@tradedesk/contracts/catalog/warehouses';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { changedAnswer } from '../../command-answer.js';
import { warehouseDecider } from '../warehouse.decider.js';
import { AddWarehouseZonesCommand } from './add-warehouse-zones.command.js';

@CommandHandler(AddWarehouseZonesCommand)
export class AddWarehouseZonesHandler implements ICommandHandler<AddWarehouseZonesCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ warehouseId, body: b, env }: AddWarehouseZonesCommand) {
    // The zone id derives from the command id: a retried request is the same zone.
    const zoneId = b.commandId ?? this.runtime.newId();
    const r = await withCatalogUniques(() =>
      this.runtime.run(warehouseDecider, warehouseStreamId(warehouseId), { type: 'AddZones', warehouseId, zones: [{ zoneId, code: b.code, name: b.name, barcode: b.barcode }] }, { ...env, commandId: b.commandId }),
    );
    return { ...changedAnswer(warehouseId, r), zoneId };
  }
}
