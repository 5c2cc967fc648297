import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type TransferMade, transferStreamId } from '@tradedesk/contracts/inventory/stock';
import type { TransferImportReport } from '@tradedesk/contracts/inventory/stock-documents';
import { ProjectionRefusal } from '@tradedesk/projections/platform/projector';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { StockFactsLoader } from '../stock-facts.loader.js';
import { transferDecider } from '../transfer.decider.js';
import { ImportTransfersCommand } from './import-transfers.command.js';
import { decideImportTransfers, refusedByStockRace, refusedReport } from './import-transfers.decide.js';

/**
 * Transfer import: the sheet is read and what it names loaded (StockFactsLoader.forTransferSheet),
 * the import decided (every row rule, or the transfers to make), and the transfers made, numbered
 * from the day's counter, in ONE transaction with the inline stock projection: a shelf emptied
 * between the check and the append still refuses the whole file. A refusal is the report.
 */
@CommandHandler(ImportTransfersCommand)
export class ImportTransfersHandler implements ICommandHandler<ImportTransfersCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockFactsLoader,
    private readonly writer: NumberedDocumentWriter,
  ) {}

  async execute({ file, env, progress }: ImportTransfersCommand): Promise<TransferImportReport> {
    const prior = await this.runtime.prior(env);
    if (prior) return this.replayed(prior.map((p) => p.streamId).filter((s) => s.startsWith('transfer-')));
    const sheet = await this.facts.forTransferSheet(file);
    await progress(10);
    const total = sheet.rows.length;
    const { errors, transfers } = decideImportTransfers(sheet);
    await progress(40);
    if (errors.length) return refusedReport(total, errors);

    const ids = transfers.map(() => this.runtime.newId());
    const ctx = this.runtime.context(env);
    try {
      const results = await this.writer.createMany(
        'TR',
        ids.map((id) => ({ streamId: transferStreamId(id), id })),
        env,
        async (numbers) => {
          const now = await this.facts.forImportedTransfers(transfers);
          return transfers.map((t, i) =>
            transferDecider.decide(
              { type: 'MakeTransfer', transferId: ids[i]!, number: numbers[i]!, fromWarehouseId: t.fromWarehouseId, toWarehouseId: t.toWarehouseId, note: t.note, lines: t.lines, ...now },
              transferDecider.initialState(),
              ctx,
            ),
          );
        },
      );
      await progress(100);
      return {
        total,
        imported: total,
        refused: 0,
        errors: [],
        transfers: transfers.map((t, i) => ({ id: results[i]!.id, number: results[i]!.number, fromWarehouseCode: t.fromWarehouseCode, toWarehouseCode: t.toWarehouseCode, rows: t.rows })),
        duplicate: results.some((r) => r.duplicate),
      };
    } catch (e) {
      // Somebody took the stock between the check and the append: nothing was written.
      if (e instanceof ProjectionRefusal && e.reason === 'negative_stock') {
        return refusedReport(total, refusedByStockRace(transfers, sheet.facts, e.params as { productId: string; warehouseId: string; available: string; requested: string }));
      }
      if (e instanceof DomainError) return refusedReport(total, [{ row: 0, field: 'file', message: e.message }]);
      throw e;
    }
  }

  /** The report of an import already applied under this command id (nothing is appended again). */
  private async replayed(streamIds: string[]): Promise<TransferImportReport> {
    const made: TransferMade['data'][] = [];
    for (const s of streamIds) {
      const first = (await this.runtime.store.readStream(s, { toVersion: 1 })).events[0];
      if (first?.type === 'TransferMade') made.push(first.data as TransferMade['data']);
    }
    const code = await this.facts.warehouseCodes([...new Set(made.flatMap((m) => [m.fromWarehouseId, m.toWarehouseId]))]);
    const lines = made.reduce((n, m) => n + m.lines.length, 0);
    return {
      total: lines,
      imported: lines,
      refused: 0,
      errors: [],
      transfers: made.map((m) => ({ id: m.transferId, number: m.number, fromWarehouseCode: code.get(m.fromWarehouseId) ?? m.fromWarehouseId, toWarehouseCode: code.get(m.toWarehouseId) ?? m.toWarehouseId, rows: [] })),
      duplicate: true,
    };
  }
}
