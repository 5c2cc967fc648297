import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerImportReport } from '@tradedesk/contracts/customers/customer-import';
import { customerStreamId } from '@tradedesk/contracts/customers/customers';
import { CommandRuntime, metadataOf } from '../../../platform/cqrs/command-runtime.js';
import { pacer } from '../../../platform/excel/upload-file.js';
import { CustomerFactsLoader } from '../../customer-facts.loader.js';
import { customerUniqueMeaning } from '../../customers-errors.js';
import { ImportCustomersCommand } from './import-customers.command.js';
import { codeTakenMeanwhile, decideImportCustomers, type ImportCustomersDecision, importReport, listChangedMeanwhile } from './import-customers.decide.js';

/** Customers appended together in 'valid-rows' mode. */
const CHUNK = 1000;

/**
 * Customer import: the sheet is read and what it names loaded (CustomerFactsLoader.forCustomerSheet),
 * the import decided (every row rule, the customers to create), and the customers appended.
 * 'all-or-nothing': one appendMany (one transaction) with every customer; the inline read model's
 * unique code index catches a race and rolls the whole import back. 'valid-rows': in chunks, a
 * chunk that meets a code taken meanwhile retried row by row. The report is the answer.
 */
@CommandHandler(ImportCustomersCommand)
export class ImportCustomersHandler implements ICommandHandler<ImportCustomersCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CustomerFactsLoader,
  ) {}

  async execute({ file, mode, env, progress }: ImportCustomersCommand): Promise<CustomerImportReport> {
    const started = Date.now();
    const sheet = await this.facts.forCustomerSheet(file);
    await progress(10);
    const decided = await decideImportCustomers({ mode, ...sheet }, this.runtime.context(env), pacer());
    await progress(30);
    const errors = [...decided.errors];
    const report = (imported: number) => importReport(mode, decided.total, imported, errors, Date.now() - started);
    if (decided.customers.length === 0) return report(0);

    const append = (customers: ImportCustomersDecision['customers']) =>
      this.runtime.store.appendMany(
        customers.map((c) => ({ streamId: customerStreamId(c.customerId), expectedVersion: 'no_stream' as const, events: c.events })),
        metadataOf({ ...env, commandId: this.runtime.newId(), causationId: env.correlationId }, this.runtime.newId),
        { inline: this.runtime.inlineHook },
      );

    if (mode === 'all-or-nothing') {
      try {
        await append(decided.customers);
      } catch (e) {
        const meaning = customerUniqueMeaning(e);
        if (!meaning) throw e;
        errors.push(listChangedMeanwhile(meaning.message));
        return report(0);
      }
      await progress(100);
      return report(decided.customers.length);
    }

    let imported = 0;
    const all = decided.customers;
    for (let i = 0; i < all.length; i += CHUNK) {
      const chunk = all.slice(i, i + CHUNK);
      try {
        await append(chunk);
        imported += chunk.length;
      } catch (e) {
        if (!customerUniqueMeaning(e)) throw e;
        // Somebody took a code meanwhile: each row of the chunk on its own.
        for (const c of chunk) {
          try {
            await append([c]);
            imported++;
          } catch (e2) {
            if (!customerUniqueMeaning(e2)) throw e2;
            errors.push(codeTakenMeanwhile(c));
          }
        }
      }
      await progress(30 + (70 * Math.min(all.length, i + CHUNK)) / all.length);
    }
    return report(imported);
  }
}
