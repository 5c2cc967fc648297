import type { SheetJobResult } from '@tradedesk/contracts/platform/uploads';
import { envelopeError, mapError } from '../http/exception.filter.js';
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
