/** Background jobs (imports): GET /be/api/queue/status?id= polled until the job ends. */
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export interface JobStatus<R = unknown> {
  id: string;
  name: string;
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';
  /** 0..100 */
  progress: number;
  result?: R;
  error?: string;
}

export const getJob = async <R,>(id: string) => (await api.get<JobStatus<R>>('/api/queue/status', { id })).data!;
export const jobDone = (job: JobStatus | undefined) => job?.state === 'completed' || job?.state === 'failed';

/** The job's status, asked again every 400 ms while it runs. */
export function useJob<R>(id: string | null) {
  return useQuery({
    queryKey: ['queue', 'job', id],
    queryFn: () => getJob<R>(id!),
    enabled: Boolean(id),
    refetchInterval: (q) => (jobDone(q.state.data as JobStatus | undefined) ? false : 400),
  });
}
