import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { countStreamId } from '@tradedesk/contracts/inventory/count';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { DATABASE } from '../../platform/tokens.js';
import { StockFactsLoader } from '../stock-facts.js';
import { checkCountedRows, importRefused, readCountSheet, resolveSheetRows } from './count-sheet.js';
import { ImportCountLinesCommand } from './stock-count.commands.js';
import { stockCountDecider } from './stock-count.decider.js';

/**
 * Counted lines from a spreadsheet, all or nothing: every row is checked (product by code or
 * barcode, unit, quantity, the unit's packing); one refused row refuses the file with a report
 * naming each bad row and field (400 import_refused, in `details`). Otherwise the rows are added
 * to the lines counted before, with the version the client saw (409 when stale).
 */
@CommandHandler(ImportCountLinesCommand)
export class ImportCountLinesHandler implements ICommandHandler<ImportCountLinesCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockFactsLoader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ countId, body, env }: ImportCountLinesCommand) {
    const streamId = countStreamId(countId);
    const state = await this.runtime.load(stockCountDecider, streamId);
    if (!state.opened) throw new DomainError('count_not_found', `No count order ${countId}.`, 404);
    if (state.posted) throw new DomainError('count_posted', `Count order ${state.number} is posted and can no longer be changed.`, 409);
    const sheet = await readCountSheet(body.file);
    const resolved = await resolveSheetRows(this.db, sheet.rows);
    const errors = [...sheet.errors, ...resolved.errors];
    const requested = resolved.lines;
    const { facts } = await this.facts.load([state.warehouseId], requested.map((r) => r.line.productId));
    errors.push(...(await checkCountedRows(facts, requested.map((r) => ({ ...r, warehouseId: state.warehouseId })), this.runtime.clock())));
    if (errors.length) throw importRefused(errors, sheet.rows.length);
    const r = await this.runtime.run(
      stockCountDecider,
      streamId,
      { type: 'RecordCountLines', countId, lines: requested.map((x) => x.line), mode: 'append', facts },
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: body.version },
    );
    return { id: countId, streamVersion: r.streamVersion, globalPosition: r.globalPosition, duplicate: r.duplicate, total: sheet.rows.length, imported: requested.length };
  }
}
