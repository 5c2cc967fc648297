import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BounceCheckBody,
  type CancelCheckBody,
  type Check,
  type CheckChoices,
  type CheckList,
  CHECKS_READ_MODEL,
  type ClearCheckBody,
  type DepositCheckBody,
  type EndorseCheckBody,
  type ListChecksQuery,
  type RecordCheckBody,
} from '@tradedesk/contracts/finance/checks';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

/** What a check command answers: the check's id and where its events landed. */
export interface CheckAnswer {
  id: string;
  globalPosition: string;
  duplicate: boolean;
}

const waitFor = () => waitForPosition(CHECKS_READ_MODEL);

/** GET /be/api/finance/checks: the list with its filters (read-your-writes). */
export const getChecks = async (q: Partial<ListChecksQuery>) =>
  (await api.get<CheckList>('/api/finance/checks', { ...q, waitFor: waitFor() })).data ?? { checks: [], total: 0, today: '', totals: [] };
export const useChecks = (q: Partial<ListChecksQuery>) => useQuery({ queryKey: [CHECKS_READ_MODEL, q], queryFn: () => getChecks(q), placeholderData: keepPreviousData });

export const getCheck = async (id: string) => (await api.get<Check>(`/api/finance/checks/${encodeURIComponent(id)}`, { waitFor: waitFor() })).data ?? null;
export const useCheck = (id: string) => useQuery({ queryKey: [CHECKS_READ_MODEL, 'one', id], queryFn: () => getCheck(id) });

export const getCheckHistory = async (id: string) => (await api.get<{ events: HistoryEntry[] }>(`/api/finance/checks/${encodeURIComponent(id)}/history`)).data?.events ?? [];
export const useCheckHistory = (id: string) => useQuery({ queryKey: [CHECKS_READ_MODEL, 'history', id], queryFn: () => getCheckHistory(id) });

/** Customers and suppliers matching the words, and the bank accounts: what a check names. */
export const getCheckChoices = async (search: string) => (await api.get<CheckChoices>('/api/finance/checks/choices', search ? { search } : {})).data ?? { customers: [], suppliers: [], accounts: [] };
export const useCheckChoices = (search = '') => useQuery({ queryKey: ['check-choices', search], queryFn: () => getCheckChoices(search), placeholderData: keepPreviousData });

export type CheckCommand =
  | { action: 'record'; body: RecordCheckBody }
  | { action: 'deposit'; id: string; body: DepositCheckBody }
  | { action: 'clear'; id: string; body: ClearCheckBody }
  | { action: 'bounce'; id: string; body: BounceCheckBody }
  | { action: 'endorse'; id: string; body: EndorseCheckBody }
  | { action: 'cancel'; id: string; body: CancelCheckBody };

export async function checkCommand(c: CheckCommand): Promise<CheckAnswer> {
  if (c.action === 'record') return (await api.post<CheckAnswer>('/api/finance/checks', c.body)).data!;
  return (await api.post<CheckAnswer>(`/api/finance/checks/${encodeURIComponent(c.id)}/${c.action}`, c.body)).data!;
}

/** Every check write: remember where it landed, then refetch the checks (and the balances it may move). */
export function useCheckCommand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: checkCommand,
    onSuccess: async (r) => {
      noteWrite(CHECKS_READ_MODEL, r?.globalPosition);
      await qc.invalidateQueries({ queryKey: [CHECKS_READ_MODEL] });
    },
  });
}
