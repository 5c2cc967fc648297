import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBMISSIONS_READ_MODEL, type SubmissionOffice, type SubmissionRow } from '@tradedesk/contracts/invoicing/submission';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { api } from '../../../lib/api';

/** The document page's view of its e-invoice submissions (docs/invoicing-submission.md). */
const enc = encodeURIComponent;
export const useDocumentSubmissions = (documentId: string) =>
  useQuery({
    queryKey: [SUBMISSIONS_READ_MODEL, 'document', documentId],
    queryFn: async () => (await api.get<{ rows: SubmissionRow[] }>('/api/invoicing/submissions', { documentId })).data?.rows ?? [],
    refetchInterval: (q) => (q.state.data?.some((r) => r.status === 'pending' || r.status === 'sent') ? 2000 : false),
  });
export const useDocumentSubmissionHistory = (documentId: string, office: SubmissionOffice | null) =>
  useQuery({
    queryKey: [SUBMISSIONS_READ_MODEL, 'history', documentId, office],
    queryFn: async () => (await api.get<{ events: HistoryEntry[] }>(`/api/invoicing/submissions/${enc(documentId)}/${office}/history`)).data?.events ?? [],
    enabled: !!office,
  });
export function useSendToOffice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: { documentId: string; office?: SubmissionOffice }) => (await api.post<{ queued: SubmissionOffice[] }>(`/api/invoicing/invoices/${enc(a.documentId)}/submissions`, a.office ? { office: a.office } : {})).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [SUBMISSIONS_READ_MODEL] }),
  });
}
