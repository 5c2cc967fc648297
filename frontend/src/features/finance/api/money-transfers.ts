import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ExchangeRateItem, inverseRate } from '@tradedesk/contracts/finance/currencies';
import { FINANCE_ENTRIES_READ_MODEL, MONEY_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/finance/money-accounts';
import {
  type ExchangeCurrencyBody,
  type ListMoneyTransfersQuery,
  MONEY_TRANSFERS_READ_MODEL,
  type MoneyTransferList,
  type ReverseMoneyTransferBody,
  type SendDomesticTransferBody,
  type SendTransferToChinaBody,
  type TransferKind,
} from '@tradedesk/contracts/finance/money-transfers';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';
import type { FinanceAnswer } from './money-accounts';

/** GET /be/api/finance/transfers/<kind>: one kind of transfer, newest first, filtered, with totals. */
export const getTransfers = async (kind: TransferKind, q: Partial<ListMoneyTransfersQuery>) =>
  (await api.get<MoneyTransferList>(`/api/finance/transfers/${kind}`, { ...q, waitFor: waitForPosition(MONEY_TRANSFERS_READ_MODEL) })).data ?? { transfers: [], total: 0, totals: [], differences: [] };
export const useTransfers = (kind: TransferKind, q: Partial<ListMoneyTransfersQuery>) =>
  useQuery({ queryKey: [MONEY_TRANSFERS_READ_MODEL, kind, q], queryFn: () => getTransfers(kind, q), placeholderData: keepPreviousData });

export const getTransferHistory = async (kind: TransferKind, id: string) =>
  (await api.get<{ events: HistoryEntry[] }>(`/api/finance/transfers/${kind}/${encodeURIComponent(id)}/history`)).data?.events ?? [];

/** Active suppliers by code or name, for the transfer to China's supplier choice. */
export interface SupplierChoice {
  id: string;
  code: string;
  name: string;
  currency: string;
}
export const useSupplierChoices = (search: string) =>
  useQuery({
    queryKey: ['suppliers', 'transfer-choices', search],
    queryFn: async () => (await api.get<{ suppliers: SupplierChoice[] }>('/api/suppliers', { search: search || undefined, status: 'active', limit: 50 })).data?.suppliers ?? [],
    placeholderData: keepPreviousData,
  });

/** The rates in force now (the rate table), to prefill a transfer's rate. */
export const useRatesNow = () => useQuery({ queryKey: ['exchange-rates', 'now'], queryFn: async () => (await api.get<ExchangeRateItem[]>('/api/cache/exchange-rate')).data ?? [] });

/** 1 `from` = ? `to` by the table: the pair, or the inverse of the opposite pair; '' when the table has none. */
export function tableRateOf(rates: ExchangeRateItem[] | undefined, from: string, to: string): string {
  if (!from || !to || from === to) return '';
  const direct = rates?.find((r) => r.fromCode === from && r.toCode === to);
  if (direct) return direct.rate;
  const inverse = rates?.find((r) => r.fromCode === to && r.toCode === from);
  return inverse ? inverseRate(inverse.rate) : '';
}

export type TransferCommand =
  | { action: 'domestic'; body: SendDomesticTransferBody }
  | { action: 'china'; body: SendTransferToChinaBody }
  | { action: 'exchange'; body: ExchangeCurrencyBody }
  | { action: 'reverse'; kind: TransferKind; id: string; body: ReverseMoneyTransferBody };

export async function transferCommand(c: TransferCommand): Promise<FinanceAnswer> {
  if (c.action === 'reverse') return (await api.post<FinanceAnswer>(`/api/finance/transfers/${c.kind}/${encodeURIComponent(c.id)}/reverse`, c.body)).data!;
  return (await api.post<FinanceAnswer>(`/api/finance/transfers/${c.action}`, c.body)).data!;
}

/** Every transfer write: remember where it landed (the lists and the balances wait for it), then refetch them. */
export function useTransferCommand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: transferCommand,
    onSuccess: async (r) => {
      noteWrite(MONEY_TRANSFERS_READ_MODEL, r?.globalPosition);
      noteWrite(FINANCE_ENTRIES_READ_MODEL, r?.globalPosition);
      await Promise.all([MONEY_TRANSFERS_READ_MODEL, MONEY_ACCOUNTS_READ_MODEL, 'suppliers'].map((k) => qc.invalidateQueries({ queryKey: [k] })));
    },
  });
}
