import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { countStreamId } from '@tradedesk/contracts/inventory/count';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { StockCountFactsLoader } from '../stock-count-facts.loader.js';
import { stockCountDecider } from '../stock-count.decider.js';
import { ImportCountLinesCommand } from './import-count-lines.command.js';

/**
 * Counted lines from a spreadsheet, all or nothing, with the version the client saw (409 when
 * stale). The sheet is read before the command runs: the answer counts its rows, a retry too.
 */
@CommandHandler(ImportCountLinesCommand)
export class ImportCountLinesHandler implements ICommandHandler<ImportCountLinesCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockCountFactsLoader,
  ) {}

  async execute({ countId, body, env }: ImportCountLinesCommand) {
    const streamId = countStreamId(countId);
    const count = await this.runtime.load(stockCountDecider, streamId);
    const sheet = await this.facts.forImportedSheet(count, body.file);
    // Refusals come in the order the import screen explains them: an unknown or posted order, the
    // sheet's row report, then a stale version (checked on a sheet that would be imported).
    const checkVersion = count.opened && !count.posted && sheet.rowErrors.length === 0;
    const r = await this.runtime.run(
      stockCountDecider,
      streamId,
      { type: 'ImportCountLines', countId, ...sheet },
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: checkVersion ? body.version : undefined },
    );
    return { id: countId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate, total: sheet.rows, imported: sheet.lines.length };
  }
}
