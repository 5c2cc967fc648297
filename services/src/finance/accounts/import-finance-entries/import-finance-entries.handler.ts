import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryImportReport } from '@tradedesk/contracts/finance/entry-import';
import { financeEntryStreamId } from '@tradedesk/contracts/finance/money-accounts';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { PostBatchEntry } from '../batch-finance-entries/batch-finance-entries.decide.js';
import { FinanceAccountsFactsLoader } from '../finance-accounts-facts.loader.js';
import { financeEntryDecider } from '../finance-entry.decider.js';
import { ImportFinanceEntriesCommand } from './import-finance-entries.command.js';
import { decideImportFinanceEntries, refusedEntryReport } from './import-finance-entries.decide.js';

/**
 * Entry import: the sheet is read and what it names loaded (FinanceAccountsFactsLoader.forEntrySheet),
 * the rows decided (every row rule), and every entry posted in ONE transaction (runtime.runEach,
 * each row decided again as a batch row); a refusal is the report and nothing is posted.
 */
@CommandHandler(ImportFinanceEntriesCommand)
export class ImportFinanceEntriesHandler implements ICommandHandler<ImportFinanceEntriesCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: FinanceAccountsFactsLoader,
  ) {}

  async execute({ file, env, progress }: ImportFinanceEntriesCommand): Promise<EntryImportReport> {
    const prior = await this.runtime.prior(env);
    const streams = (ids: string[]) => ids.map((s) => s.replace(/^finance-entry-/, ''));
    if (prior) {
      const ids = streams(prior.map((p) => p.streamId).filter((s) => s.startsWith('finance-entry-')));
      return { total: ids.length, imported: ids.length, refused: 0, errors: [], ids, duplicate: true };
    }
    const sheet = await this.facts.forEntrySheet(file);
    await progress(30);
    const total = sheet.rows.length;
    const { errors, entries } = decideImportFinanceEntries(sheet, this.runtime.context(env));
    await progress(60);
    if (errors.length) return refusedEntryReport(total, errors);
    // Entry ids derive from the command id and the row: a retried import is the same entries.
    const base = env.commandId ?? this.runtime.newId();
    const byStream = new Map<string, PostBatchEntry>(
      entries.map((e) => {
        const entryId = `${base}-${e.row}`;
        return [financeEntryStreamId(entryId), { ...e, type: 'PostBatchEntry', entryId }];
      }),
    );
    try {
      const r = await this.runtime.runEach(financeEntryDecider, [...byStream.keys()], (_s, streamId) => byStream.get(streamId)!, env);
      await progress(100);
      return { total, imported: total, refused: 0, errors: [], ids: [...byStream.values()].map((c) => c.entryId), duplicate: r.duplicate };
    } catch (e) {
      if (e instanceof DomainError) return refusedEntryReport(total, [{ row: typeof e.params?.row === 'number' ? e.params.row : 0, field: 'row', message: e.message }]);
      throw e;
    }
  }
}
