import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { warehouseStreamId } from '@tradedesk/contracts/catalog/warehouses';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { withCatalogUniques } from '../../catalog-errors.js';
import { WarehouseFactsLoader } from '../warehouse-facts.loader.js';
import { warehouseDecider } from '../warehouse.decider.js';
import type { WarehouseState } from '../warehouse.state.js';
import { type ImportZones, zoneImportReport } from './import-warehouse-zones.decide.js';
import { ImportWarehouseZonesCommand } from './import-warehouse-zones.command.js';

/** The rows are checked by the decision (import-warehouse-zones.decide.ts); the answer reports them on the state they were decided on. */
@CommandHandler(ImportWarehouseZonesCommand)
export class ImportWarehouseZonesHandler implements ICommandHandler<ImportWarehouseZonesCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: WarehouseFactsLoader,
  ) {}

  async execute({ warehouseId, body, env }: ImportWarehouseZonesCommand) {
    const command = async (): Promise<ImportZones> => ({ type: 'ImportZones', warehouseId, mode: body.mode, rows: body.rows, facts: await this.facts.forImportZones(body.rows) });
    let decided: { command: ImportZones; state: WarehouseState } | undefined;
    const r = await withCatalogUniques(() =>
      this.runtime.run(
        warehouseDecider,
        warehouseStreamId(warehouseId),
        async (state) => {
          decided = { command: await command(), state };
          return decided.command;
        },
        { ...env, commandId: body.commandId },
      ),
    );
    // A retried import (its command id applied before) is reported against the zones there now.
    const on = decided ?? { command: await command(), state: r.state };
    return zoneImportReport(on.command, on.state);
  }
}
