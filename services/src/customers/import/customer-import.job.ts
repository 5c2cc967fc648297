import type { CustomerImportMode } from '@tradedesk/contracts/customers/customer-import';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import type { JobContext } from '../../platform/queue/queue.port.js';
import { CustomerFactsLoader } from '../customer-facts.loader.js';
import { ImportCustomersCommand } from './import-customers/import-customers.command.js';
import { ImportCustomersHandler } from './import-customers/import-customers.handler.js';

/**
 * The customer import as a queue job: the request checks the file's size and format and queues
 * it; the job runs ImportCustomersCommand, its report the job's result.
 */
export interface CustomerImportJob {
  /** The .xlsx or .csv file, base64 (read here, in the job, not by the request). */
  file: string;
  mode: CustomerImportMode;
  userId: string;
}

interface Deps {
  runtime: CommandRuntime;
  db: Database;
}

export const runCustomerImport = ({ runtime, db }: Deps, job: JobContext<CustomerImportJob>) =>
  new ImportCustomersHandler(runtime, new CustomerFactsLoader(db, runtime)).execute(
    new ImportCustomersCommand(job.data.file, job.data.mode, { userId: job.data.userId, correlationId: `import-${job.id}` }, (percent) => job.updateProgress(percent)),
  );
