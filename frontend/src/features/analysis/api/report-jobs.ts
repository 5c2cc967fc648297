import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportJob, ReportJobKind } from '@tradedesk/contracts/reports/report-jobs';
import { api } from '../../../lib/api';

/** Query keys of the report job list (one per kind). */
export const REPORT_JOBS_KEY = 'report-jobs';

/** POST /be/api/report/ai/{abc,price-dist,trend}/queue: the job's id. */
export const queueReport = async (kind: ReportJobKind, body: object) => (await api.post<{ jobId: string }>(`/api/report/ai/${kind}/queue`, body)).data!.jobId;

/** GET /be/api/report/jobs?kind=: the user's jobs of this kind, newest first (no results). */
export const getReportJobs = async (kind: ReportJobKind) => (await api.get<ReportJob[]>('/api/report/jobs', { kind, limit: 50 })).data ?? [];

/** The job list, asked again every 2 s while one of them waits or runs. */
export const useReportJobs = (kind: ReportJobKind) =>
  useQuery({
    queryKey: [REPORT_JOBS_KEY, kind],
    queryFn: () => getReportJobs(kind),
    refetchInterval: (q) => ((q.state.data as ReportJob[] | undefined)?.some((j) => j.state === 'waiting' || j.state === 'active') ? 2000 : false),
  });

/** POST /be/api/report/jobs/:id/cancel. */
export const cancelReportJob = async (id: string) => (await api.post<{ id: string; cancelled: boolean }>(`/api/report/jobs/${encodeURIComponent(id)}/cancel`)).data!;

export function useQueueReport(kind: ReportJobKind) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: object) => queueReport(kind, body), onSuccess: () => queryClient.invalidateQueries({ queryKey: [REPORT_JOBS_KEY, kind] }) });
}

export function useCancelReportJob(kind: ReportJobKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReportJob,
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: [REPORT_JOBS_KEY, kind] });
      void queryClient.invalidateQueries({ queryKey: ['queue', 'job', r.id] });
    },
  });
}
