import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type BatchImportCountsResult, COUNT_NUMBER_PREFIX, countStreamId, type StockCountLinesRecorded, type StockCountOpened } from '@tradedesk/contracts/inventory/count';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../../platform/documents/numbered-document.writer.js';
import { pacer } from '../../../platform/excel/upload-file.js';
import { StockCountFactsLoader } from '../stock-count-facts.loader.js';
import { BatchImportCountsCommand } from './batch-import-counts.command.js';
import { decideCountBatch } from './batch-import-counts.decide.js';

/**
 * Batch count import: the sheet is read and what it names loaded (StockCountFactsLoader.forBatchSheet),
 * the batch decided (every row rule; one count order per warehouse, or the refusal naming every bad row), and every
 * order appended, numbered from the day's counter, in ONE transaction: every order or none.
 */
@CommandHandler(BatchImportCountsCommand)
export class BatchImportCountsHandler implements ICommandHandler<BatchImportCountsCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockCountFactsLoader,
    private readonly writer: NumberedDocumentWriter,
  ) {}

  async execute({ body, env }: BatchImportCountsCommand): Promise<BatchImportCountsResult> {
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    const prior = await this.runtime.prior(commandEnv);
    if (prior) return this.replayed(prior.filter((r) => r.streamId.startsWith('count-')), prior.at(-1)!.globalPosition);
    const sheet = await this.facts.forBatchSheet(body);
    const ids = new Map(sheet.warehouseIds.map((w) => [w, this.runtime.newId()]));
    let decided: Awaited<ReturnType<typeof decideCountBatch>> = [];
    const { results } = await this.writer.appendNumbered(COUNT_NUMBER_PREFIX, sheet.warehouseIds.length, commandEnv, async (numbers) => {
      decided = await decideCountBatch(
        {
          note: body.note,
          expect: body.expect,
          rows: sheet.rows,
          warehouses: sheet.warehouses,
          rowErrors: sheet.rowErrors,
          counts: sheet.warehouseIds.map((w, i) => ({ warehouseId: w, countId: ids.get(w)!, number: numbers[i]!, book: sheet.books.get(w) ?? new Map() })),
          facts: sheet.facts,
        },
        this.runtime.context(commandEnv),
        pacer(),
      );
      return decided.map((d) => ({ streamId: countStreamId(d.countId), expectedVersion: 'no_stream' as const, events: d.events }));
    });
    if (results[0]?.duplicate) return this.replayed(results.filter((r) => r.streamId.startsWith('count-')), results.at(-1)!.globalPosition);
    return {
      counts: decided.map((d) => ({ id: d.countId, number: d.number, warehouseId: d.warehouseId, warehouseCode: sheet.warehouseCodes.get(d.warehouseId) ?? '', lines: d.lines })),
      total: sheet.total,
      globalPosition: results.at(-1)!.globalPosition,
      duplicate: false,
    };
  }

  /** The answer of a batch seen before (same command id): its orders as they were opened. */
  private async replayed(streams: { streamId: string }[], globalPosition: string): Promise<BatchImportCountsResult> {
    const counts: BatchImportCountsResult['counts'] = [];
    for (const { streamId } of streams) {
      const { events } = await this.runtime.store.readStream(streamId, { toVersion: 2 });
      const opened = events.find((e) => e.type === 'StockCountOpened') as unknown as StockCountOpened | undefined;
      const recorded = events.find((e) => e.type === 'StockCountLinesRecorded') as unknown as StockCountLinesRecorded | undefined;
      if (!opened) continue;
      counts.push({
        id: opened.data.countId,
        number: opened.data.number,
        warehouseId: opened.data.warehouseId,
        warehouseCode: await this.facts.warehouseCode(opened.data.warehouseId),
        lines: recorded?.data.lines.length ?? 0,
      });
    }
    const total = counts.reduce((n, c) => n + c.lines, 0);
    return { counts, total, globalPosition, duplicate: true };
  }
}
