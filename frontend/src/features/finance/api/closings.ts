import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClosingKind, type ClosingList, FINANCE_CLOSINGS_READ_MODEL, type ListClosingsQuery, type PeriodTotals, type ReopenPeriodBody } from '@tradedesk/contracts/finance/closings';
import { ACCOUNT_POSTINGS_READ_MODEL, MONEY_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/finance/money-accounts';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

/** What a closing command answers: the period and where its event landed. */
export interface ClosingAnswer {
  kind: ClosingKind;
  period: string;
  globalPosition: string;
  duplicate: boolean;
}

const plural = (kind: ClosingKind) => (kind === 'day' ? 'days' : 'months');
/** Closings are inline (never behind); the open totals wait for this browser's own entries. */
const waitFor = () => waitForPosition(ACCOUNT_POSTINGS_READ_MODEL);

/** GET /be/api/finance/closings/days|months: the closings, newest period first. */
export const getClosings = async (kind: ClosingKind, q: Partial<ListClosingsQuery>) =>
  (await api.get<ClosingList>(`/api/finance/closings/${plural(kind)}`, { ...q })).data ?? { closings: [], total: 0 };
export const useClosings = (kind: ClosingKind, q: Partial<ListClosingsQuery>) =>
  useQuery({ queryKey: [FINANCE_CLOSINGS_READ_MODEL, kind, q], queryFn: () => getClosings(kind, q), placeholderData: keepPreviousData });

/** GET /be/api/finance/closings/days/:day (or months/:month): its closing and its totals (frozen once closed). */
export const getPeriod = async (kind: ClosingKind, period: string) => (await api.get<PeriodTotals>(`/api/finance/closings/${plural(kind)}/${encodeURIComponent(period)}`, { waitFor: waitFor() })).data ?? null;
export const usePeriod = (kind: ClosingKind, period: string) =>
  useQuery({ queryKey: [FINANCE_CLOSINGS_READ_MODEL, ACCOUNT_POSTINGS_READ_MODEL, MONEY_ACCOUNTS_READ_MODEL, kind, period], queryFn: () => getPeriod(kind, period), enabled: period !== '' });

export const getClosingHistory = async (kind: ClosingKind, period: string) =>
  (await api.get<{ events: HistoryEntry[] }>(`/api/finance/closings/${plural(kind)}/${encodeURIComponent(period)}/history`)).data?.events ?? [];

export type ClosingCommand =
  | { action: 'close'; kind: ClosingKind; period: string; commandId: string }
  | { action: 'reopen'; kind: ClosingKind; period: string; body: ReopenPeriodBody };

export async function closingCommand(c: ClosingCommand): Promise<ClosingAnswer> {
  if (c.action === 'close') {
    const body = c.kind === 'day' ? { commandId: c.commandId, day: c.period } : { commandId: c.commandId, month: c.period };
    return (await api.post<ClosingAnswer>(`/api/finance/closings/${plural(c.kind)}`, body)).data!;
  }
  return (await api.post<ClosingAnswer>(`/api/finance/closings/${plural(c.kind)}/${encodeURIComponent(c.period)}/reopen`, c.body)).data!;
}

/** Close or reopen: remember where it landed, then refetch the closings and the periods shown. */
export function useClosingCommand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: closingCommand,
    onSuccess: async (r) => {
      noteWrite(FINANCE_CLOSINGS_READ_MODEL, r?.globalPosition);
      await qc.invalidateQueries({ queryKey: [FINANCE_CLOSINGS_READ_MODEL] });
    },
  });
}
