import type { Database } from '@tradedesk/projections/platform/sql';
import type { SheetJobResult } from '@tradedesk/contracts/platform/uploads';
import { envelopeError, mapError } from '../http/exception.filter.js';
import type { CommandRuntime } from '../cqrs/command-runtime.js';
import type { JobContext } from './queue.port.js';

/**
 * Runs a queued sheet call (docs/api.md, "Uploads"). A refusal the request used to answer (a 4xx:
 * the row report of import_refused, an unknown or posted document, a stale version) is the job's
 * result, so a client reads it as it read the answer before; anything else fails the job.
 */
export async function sheetJob<T>(job: JobContext, work: () => Promise<T>): Promise<SheetJobResult<T>> {
  await job.updateProgress(5);
  try {
    const data = await work();
    await job.updateProgress(100);
    return { ok: true, data };
  } catch (e) {
    const mapped = mapError(e);
    if (mapped.status >= 500) throw e;
    return { ok: false, status: mapped.status, error: envelopeError(mapped) };
  }
}

/** What every queued sheet import carries: the file and who sent it, under which command id. */
export interface SheetImportJob {
  /** The .xlsx or .csv file, base64 (read in the job, not by the request). */
  file: string;
  /** Client-generated: a retried import (same id) is applied once. */
  commandId?: string;
  /** Fingerprint of the upload (the same id with another file is refused). */
  requestHash?: string;
  userId: string;
}

/** The command envelope of a queued import: its sender, its command id, correlated with the job. */
export const importEnvelope = (job: JobContext<SheetImportJob>) => ({
  userId: job.data.userId,
  commandId: job.data.commandId,
  requestHash: job.data.requestHash,
  correlationId: `import-${job.id}`,
});

/** What a job needs to build its handler. */
export interface JobDeps {
  runtime: CommandRuntime;
  db: Database;
}
