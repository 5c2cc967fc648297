import { useQuery } from '@tanstack/react-query';
import type { CustomerImportMode, CustomerImportReport } from '@tradedesk/contracts/customers/customer-import';
import { api } from '../../../lib/api';

/** POST /be/api/customers/import {file: base64, mode} -> {jobId}. */
export const startCustomerImport = async (file: string, mode: CustomerImportMode) => (await api.post<{ jobId: string }>('/api/customers/import', { file, mode })).data!;

export interface ImportJobStatus {
  id: string;
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';
  progress: number;
  result?: CustomerImportReport;
  error?: string;
}
/** GET /be/api/queue/status?id=: polled every 400 ms until the job is done. */
export const useImportJob = (jobId: string | null) =>
  useQuery({
    queryKey: ['queue-job', jobId],
    queryFn: async () => (await api.get<ImportJobStatus>('/api/queue/status', { id: jobId! })).data!,
    enabled: Boolean(jobId),
    refetchInterval: (q) => (q.state.data && (q.state.data.state === 'completed' || q.state.data.state === 'failed') ? false : 400),
  });
