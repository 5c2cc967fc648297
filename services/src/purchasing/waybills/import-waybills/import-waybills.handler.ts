import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SEA_WAYBILL_PREFIX, type SeaWaybillCreated, seaWaybillStreamId, type WaybillImportReport } from '@tradedesk/contracts/purchasing/sea-waybill';
import { isUniqueViolation } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../../platform/documents/numbered-document.writer.js';
import { waybillDecider } from '../waybill.decider.js';
import { WaybillFactsLoader } from '../waybill-facts.loader.js';
import { ImportWaybillsCommand } from './import-waybills.command.js';
import { decideImportWaybills, refusedReport } from './import-waybills.decide.js';

/**
 * Waybill import: the sheet is read with the B/L numbers taken (WaybillFactsLoader.forWaybillSheet),
 * the rows decided, and every waybill created, numbered from the day's counter, in ONE
 * transaction with the inline list (its unique index refuses a B/L number taken meanwhile: then
 * nothing is written and the report says so).
 */
@CommandHandler(ImportWaybillsCommand)
export class ImportWaybillsHandler implements ICommandHandler<ImportWaybillsCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: WaybillFactsLoader,
    private readonly writer: NumberedDocumentWriter,
  ) {}

  async execute({ file, env, progress }: ImportWaybillsCommand): Promise<WaybillImportReport> {
    const prior = await this.runtime.prior(env);
    if (prior) return this.replayed(prior.map((p) => p.streamId));
    const sheet = await this.facts.forWaybillSheet(file);
    await progress(20);
    const total = sheet.rows.length;
    const { errors, waybills } = decideImportWaybills(sheet);
    await progress(50);
    if (errors.length) return refusedReport(total, errors);
    const ids = waybills.map(() => this.runtime.newId());
    const ctx = this.runtime.context(env);
    try {
      const results = await this.writer.createMany(
        SEA_WAYBILL_PREFIX,
        ids.map((id) => ({ streamId: seaWaybillStreamId(id), id })),
        env,
        async (numbers) => waybills.map((w, i) => waybillDecider.decide({ type: 'CreateWaybill', waybillId: ids[i]!, number: numbers[i]!, fields: w.fields }, waybillDecider.initialState(), ctx)),
      );
      await progress(100);
      return {
        total,
        imported: total,
        refused: 0,
        errors: [],
        waybills: waybills.map((w, i) => ({ id: results[i]!.id, number: results[i]!.number, blNumber: w.fields.blNumber, row: w.row })),
        duplicate: results.some((r) => r.duplicate),
      };
    } catch (e) {
      if (isUniqueViolation(e, 'sea_waybills_bl_uq')) return refusedReport(total, [{ row: 0, field: 'blNumber', message: 'a B/L number of the file was taken by another waybill meanwhile; nothing was imported' }]);
      throw e;
    }
  }

  /** The report of an import already applied under this command id (nothing is appended again). */
  private async replayed(streamIds: string[]): Promise<WaybillImportReport> {
    const made: SeaWaybillCreated['data'][] = [];
    for (const s of streamIds.filter((x) => x.startsWith(seaWaybillStreamId('')))) {
      const first = (await this.runtime.store.readStream(s, { toVersion: 1 })).events[0];
      if (first?.type === 'SeaWaybillCreated') made.push(first.data as SeaWaybillCreated['data']);
    }
    return { total: made.length, imported: made.length, refused: 0, errors: [], waybills: made.map((m) => ({ id: m.waybillId, number: m.number, blNumber: m.blNumber, row: 0 })), duplicate: true };
  }
}
