import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BatchFinanceEntriesBody,
  type CreateFinanceClassBody,
  FINANCE_CLASSES_READ_MODEL,
  FINANCE_ENTRIES_READ_MODEL,
  type FinanceClass,
  type FinanceEntryList,
  type FinanceVoucher,
  type ListFinanceClassesQuery,
  type ListFinanceEntriesQuery,
  type ListMoneyAccountsQuery,
  MONEY_ACCOUNTS_READ_MODEL,
  type MoneyAccountList,
  type OpenMoneyAccountBody,
  type PostFinanceEntryBody,
  type ReverseFinanceEntryBody,
} from '@tradedesk/contracts/finance/money-accounts';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

/** What a finance command answers: where its events landed. */
export interface FinanceAnswer {
  id?: string;
  globalPosition: string;
  duplicate: boolean;
}

/** The entries list and the balances wait for this browser's own writes (read-your-writes). */
const waitFor = () => waitForPosition(FINANCE_ENTRIES_READ_MODEL);

/** GET /be/api/finance/accounts?asOf= : accounts with their balance at that instant (now when absent). */
export const getMoneyAccounts = async (q: Partial<ListMoneyAccountsQuery>) =>
  (await api.get<MoneyAccountList>('/api/finance/accounts', { ...q, waitFor: waitFor() })).data ?? { accounts: [], asOf: '', total: 0 };
export const useMoneyAccounts = (q: Partial<ListMoneyAccountsQuery> = {}) =>
  useQuery({ queryKey: [MONEY_ACCOUNTS_READ_MODEL, FINANCE_ENTRIES_READ_MODEL, q], queryFn: () => getMoneyAccounts(q), placeholderData: keepPreviousData });

export const getFinanceClasses = async (q: Partial<ListFinanceClassesQuery>) => (await api.get<{ classes: FinanceClass[]; total: number }>('/api/finance/classes', { ...q })).data ?? { classes: [], total: 0 };
export const useFinanceClasses = (q: Partial<ListFinanceClassesQuery> = {}) => useQuery({ queryKey: [FINANCE_CLASSES_READ_MODEL, q], queryFn: () => getFinanceClasses(q) });

export const getFinanceEntries = async (q: Partial<ListFinanceEntriesQuery>) =>
  (await api.get<FinanceEntryList>('/api/finance/entries', { ...q, waitFor: waitFor() })).data ?? { entries: [], total: 0, totals: [] };
export const useFinanceEntries = (q: Partial<ListFinanceEntriesQuery>) =>
  useQuery({ queryKey: [FINANCE_ENTRIES_READ_MODEL, q], queryFn: () => getFinanceEntries(q), placeholderData: keepPreviousData });

/** GET /be/api/finance/entries/:id: one entry for its voucher. */
export const useFinanceVoucher = (id: string) =>
  useQuery({ queryKey: [FINANCE_ENTRIES_READ_MODEL, 'voucher', id], queryFn: async () => (await api.get<FinanceVoucher>(`/api/finance/entries/${encodeURIComponent(id)}`, { waitFor: waitFor() })).data! });

/** Customers or suppliers by code or name, for an entry's party. */
export interface PartyChoice {
  id: string;
  code: string;
  name: string;
}
export const usePartyChoices = (type: 'customer' | 'supplier' | '', search: string) =>
  useQuery({
    queryKey: ['party-choices', type, search],
    enabled: type !== '',
    queryFn: async () => {
      const path = type === 'customer' ? '/api/customers' : '/api/suppliers';
      const data = (await api.get<{ customers?: PartyChoice[]; suppliers?: PartyChoice[] }>(path, { search: search || undefined, status: 'active', limit: 50 })).data;
      return (type === 'customer' ? data?.customers : data?.suppliers) ?? [];
    },
    placeholderData: keepPreviousData,
  });

export const getEntryHistory = async (id: string) => (await api.get<{ events: HistoryEntry[] }>(`/api/finance/entries/${encodeURIComponent(id)}/history`)).data?.events ?? [];

export type FinanceCommand =
  | { action: 'openAccount'; body: OpenMoneyAccountBody }
  | { action: 'createClass'; body: CreateFinanceClassBody }
  | { action: 'post'; body: PostFinanceEntryBody }
  | { action: 'batch'; body: BatchFinanceEntriesBody }
  | { action: 'reverse'; id: string; body: ReverseFinanceEntryBody };

export async function financeCommand(c: FinanceCommand): Promise<FinanceAnswer> {
  switch (c.action) {
    case 'openAccount':
      return (await api.post<FinanceAnswer>('/api/finance/accounts', c.body)).data!;
    case 'createClass':
      return (await api.post<FinanceAnswer>('/api/finance/classes', c.body)).data!;
    case 'post':
      return (await api.post<FinanceAnswer>('/api/finance/entries', c.body)).data!;
    case 'batch':
      return (await api.post<FinanceAnswer>('/api/finance/entries/batch', c.body)).data!;
    case 'reverse':
      return (await api.post<FinanceAnswer>(`/api/finance/entries/${encodeURIComponent(c.id)}/reverse`, c.body)).data!;
  }
}

/** Every finance write: remember where it landed, then refetch accounts, classes and entries. */
export function useFinanceCommand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: financeCommand,
    onSuccess: async (r) => {
      noteWrite(FINANCE_ENTRIES_READ_MODEL, r?.globalPosition);
      await Promise.all([MONEY_ACCOUNTS_READ_MODEL, FINANCE_CLASSES_READ_MODEL, FINANCE_ENTRIES_READ_MODEL].map((k) => qc.invalidateQueries({ queryKey: [k] })));
    },
  });
}
