/** Background jobs (imports): GET /be/api/queue/status?id= polled until the job ends. */
import { useQuery } from '@tanstack/react-query';
import type { SheetJobResult } from '@tradedesk/contracts/platform/uploads';
import { api, ApiRequestError } from './api';

export interface JobStatus<R = unknown> {
  id: string;
  name: string;
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'cancelled' | 'delayed' | 'unknown';
  /** 0..100 */
  progress: number;
  result?: R;
  error?: string;
}

export const getJob = async <R,>(id: string) => (await api.get<JobStatus<R>>('/api/queue/status', { id })).data!;
export const jobDone = (job: JobStatus | undefined) => job?.state === 'completed' || job?.state === 'failed' || job?.state === 'cancelled';

/** The job's status, asked again every 400 ms while it runs. */
export function useJob<R>(id: string | null) {
  return useQuery({
    queryKey: ['queue', 'job', id],
    queryFn: () => getJob<R>(id!),
    enabled: Boolean(id),
    refetchInterval: (q) => (jobDone(q.state.data as JobStatus | undefined) ? false : 400),
  });
}

/**
 * A queued sheet call (counts, sale orders and lines, price-list compare) followed to its end: the
 * data the call used to answer, or its refusal rejected as the ApiRequestError it used to answer
 * (import_refused with the row report in error.details, 404, 409), so screens read both as before.
 * `onProgress` gets the job's percent while it runs.
 */
export async function sheetJobResult<T>(jobId: string, onProgress?: (percent: number) => void, intervalMs = 300): Promise<T> {
  for (;;) {
    const job = await getJob<SheetJobResult<T>>(jobId);
    if (job.state === 'completed' && job.result) {
      const r = job.result;
      if (r.ok) return r.data;
      throw new ApiRequestError(r.error.message, { status: r.status, error: r.error });
    }
    if (job.state === 'failed' || job.state === 'cancelled') {
      const message = job.error ?? 'the job failed';
      throw new ApiRequestError(message, { status: 500, error: { code: 50001, message } });
    }
    onProgress?.(job.progress);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
