import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INVOICE_SETUPS_READ_MODEL, type InvoiceSetup } from '@tradedesk/contracts/invoicing/invoice-setup';
import {
  type AuthorizeOfficeAnswer,
  type ConnectOfficeAnswer,
  type ListSubmissionsQuery,
  type SaveSubmissionSettingsBody,
  SUBMISSION_SETTINGS_READ_MODEL,
  SUBMISSIONS_READ_MODEL,
  type SubmissionOffice,
  type SubmissionRow,
  type SubmissionSettingsView,
} from '@tradedesk/contracts/invoicing/submission';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { api } from '../../lib/api';

/** The e-invoice submission screens' calls (docs/invoicing-submission.md). */
const enc = encodeURIComponent;

export const getSubmissions = async (q: Partial<ListSubmissionsQuery>) => (await api.get<{ rows: SubmissionRow[]; total: number }>('/api/invoicing/submissions', { ...q })).data ?? { rows: [], total: 0 };
/** The list refreshes every few seconds while a document waits for its office (the worker runs off the request). */
export const useSubmissions = (q: Partial<ListSubmissionsQuery>) =>
  useQuery({
    queryKey: [SUBMISSIONS_READ_MODEL, q],
    queryFn: () => getSubmissions(q),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some((r) => r.status === 'pending' || r.status === 'sent') ? 2000 : false),
  });
export const useSubmissionHistory = (documentId: string, office: SubmissionOffice | null) =>
  useQuery({
    queryKey: [SUBMISSIONS_READ_MODEL, 'history', documentId, office],
    queryFn: async () => (await api.get<{ events: HistoryEntry[] }>(`/api/invoicing/submissions/${enc(documentId)}/${office}/history`)).data?.events ?? [],
    enabled: !!office,
  });
export function useSendAgain() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: { documentId: string; office: SubmissionOffice }) => (await api.post<{ queued: SubmissionOffice[] }>(`/api/invoicing/invoices/${enc(a.documentId)}/submissions`, { office: a.office })).data!,
    onSuccess: () => qc.invalidateQueries({ queryKey: [SUBMISSIONS_READ_MODEL] }),
  });
}

/** The companies (invoice setups) whose offices the settings switch. */
export const useCompanies = () =>
  useQuery({ queryKey: [INVOICE_SETUPS_READ_MODEL, 'submission'], queryFn: async () => (await api.get<{ companies: Pick<InvoiceSetup, 'id' | 'legalName' | 'country'>[] }>('/api/invoicing/submission/companies')).data?.companies ?? [] });
export const useSubmissionSettings = (setupId: string) =>
  useQuery({ queryKey: [SUBMISSION_SETTINGS_READ_MODEL, setupId], queryFn: async () => (await api.get<SubmissionSettingsView>(`/api/invoicing/submission/settings/${enc(setupId)}`)).data!, enabled: !!setupId });
export function useSaveSubmissionSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: { setupId: string; body: SaveSubmissionSettingsBody }) => (await api.put<{ changed: boolean }>(`/api/invoicing/submission/settings/${enc(a.setupId)}`, a.body)).data!,
    onSuccess: () => qc.invalidateQueries({ queryKey: [SUBMISSION_SETTINGS_READ_MODEL] }),
  });
}

/** Starts the OAuth2 sign-in at an office (ANAF): the address of its sign-in page, where the browser goes. */
export const useAuthorizeOffice = () =>
  useMutation({ mutationFn: async (a: { setupId: string; office: SubmissionOffice }) => (await api.post<AuthorizeOfficeAnswer>(`/api/invoicing/submission/settings/${enc(a.setupId)}/${a.office}/authorize`, {})).data! });
/** Finishes it with the code and state the office sent the browser back with. */
export function useConnectOffice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (b: { code: string; state: string }) => (await api.post<ConnectOfficeAnswer>('/api/invoicing/submission/oauth/connect', b)).data!,
    onSuccess: () => qc.invalidateQueries({ queryKey: [SUBMISSION_SETTINGS_READ_MODEL] }),
  });
}
