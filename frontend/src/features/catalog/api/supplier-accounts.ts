import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryEntry } from '@tradedesk/contracts/catalog/products';
import {
  type ListSupplierBalancesQuery,
  type ListSupplierEntriesQuery,
  type RecordSupplierEntryBody,
  type ReverseSupplierEntryBody,
  SUPPLIER_ACCOUNTS_READ_MODEL,
  type SupplierAccount,
  type SupplierBalance,
} from '@tradedesk/contracts/catalog/supplier-accounts';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

interface PostingAnswer {
  id: string;
  supplierId: string;
  streamVersion: number;
  globalPosition: string;
}

/** GET /be/api/supplier-accounts: every supplier's balance per currency (async read model: waitFor after a write). */
export const getSupplierBalances = async (q: Partial<ListSupplierBalancesQuery>) =>
  (await api.get<{ balances: SupplierBalance[]; total: number }>('/api/supplier-accounts', { ...q, waitFor: waitForPosition(SUPPLIER_ACCOUNTS_READ_MODEL) })).data ?? {
    balances: [],
    total: 0,
  };
export const useSupplierBalances = (q: Partial<ListSupplierBalancesQuery>) =>
  useQuery({ queryKey: [SUPPLIER_ACCOUNTS_READ_MODEL, 'balances', q], queryFn: () => getSupplierBalances(q), placeholderData: keepPreviousData, meta: { readModels: ['suppliers'] } });

/** GET /be/api/supplier-accounts/:supplierId: balances per currency and entries with the running balance. */
export const getSupplierAccount = async (supplierId: string, q: Partial<ListSupplierEntriesQuery>) =>
  (await api.get<SupplierAccount>(`/api/supplier-accounts/${encodeURIComponent(supplierId)}`, { ...q, waitFor: waitForPosition(SUPPLIER_ACCOUNTS_READ_MODEL) })).data!;
export const useSupplierAccount = (supplierId: string | undefined, q: Partial<ListSupplierEntriesQuery>) =>
  useQuery({
    queryKey: [SUPPLIER_ACCOUNTS_READ_MODEL, 'account', supplierId, q],
    queryFn: () => getSupplierAccount(supplierId!, q),
    enabled: Boolean(supplierId),
    placeholderData: keepPreviousData,
  });

/** GET /be/api/supplier-accounts/:supplierId/history */
export const getSupplierAccountHistory = async (supplierId: string) =>
  (await api.get<{ events: HistoryEntry[] }>(`/api/supplier-accounts/${encodeURIComponent(supplierId)}/history`)).data?.events ?? [];

export type AccountAction =
  | { action: 'record'; supplierId: string; body: RecordSupplierEntryBody }
  | { action: 'reverse'; supplierId: string; entryId: string; body: ReverseSupplierEntryBody };

/** POST .../entries, POST .../entries/:entryId/reverse; remembers the position for read-your-writes. */
export async function accountCommand(a: AccountAction): Promise<PostingAnswer> {
  const base = `/api/supplier-accounts/${encodeURIComponent(a.supplierId)}/entries`;
  const answer =
    a.action === 'record'
      ? (await api.post<PostingAnswer>(base, a.body)).data!
      : (await api.post<PostingAnswer>(`${base}/${encodeURIComponent(a.entryId)}/reverse`, a.body)).data!;
  noteWrite(SUPPLIER_ACCOUNTS_READ_MODEL, answer.globalPosition);
  return answer;
}
export function useAccountCommand() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: accountCommand, onSuccess: () => qc.invalidateQueries({ queryKey: [SUPPLIER_ACCOUNTS_READ_MODEL] }) });
}
