import type { ImportMode } from '@tradedesk/contracts/catalog/product-import';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import type { JobContext } from '../../platform/queue/queue.port.js';
import { ProductFactsLoader } from '../products/product-facts.loader.js';
import { ImportProductsCommand } from './import-products/import-products.command.js';
import { ImportProductsHandler } from './import-products/import-products.handler.js';

/**
 * The product import as a queue job: the request checks the file's size and format and queues
 * it; the job runs ImportProductsCommand, its report the job's result.
 */
export interface ProductImportJob {
  /** The .xlsx or .csv file, base64 (read here, in the job, not by the request). */
  file: string;
  mode: ImportMode;
  createCategories: boolean;
  userId: string;
}

interface Deps {
  runtime: CommandRuntime;
  db: Database;
}

export const runProductImport = ({ runtime, db }: Deps, job: JobContext<ProductImportJob>) =>
  new ImportProductsHandler(runtime, new ProductFactsLoader(db)).execute(
    new ImportProductsCommand(job.data.file, job.data.mode, job.data.createCategories, { userId: job.data.userId, correlationId: `import-${job.id}` }, (percent) => job.updateProgress(percent)),
  );
