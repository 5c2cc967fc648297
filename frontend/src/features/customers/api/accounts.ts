import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AccountBalanceList,
  type AccountBalancesQuery,
  CUSTOMER_ACCOUNTS_READ_MODEL,
  type CustomerLedger,
  type CustomerLedgerQuery,
  type RecordAccountEntryBody,
} from '@tradedesk/contracts/customers/customer-accounts';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

/**
 * Customer accounts are projected asynchronously: after this browser recorded an entry, reads
 * pass ?waitFor=<position> so they show it (read-your-writes).
 */
export const getBalances = async (query: Partial<AccountBalancesQuery>) =>
  (await api.get<AccountBalanceList>('/api/customers/accounts', { ...query, waitFor: waitForPosition(CUSTOMER_ACCOUNTS_READ_MODEL) })).data ?? { balances: [], total: 0 };
export const useBalances = (query: Partial<AccountBalancesQuery>) =>
  useQuery({ queryKey: [CUSTOMER_ACCOUNTS_READ_MODEL, 'balances', query], queryFn: () => getBalances(query), placeholderData: keepPreviousData });

export const getLedger = async (customerId: string, query: Partial<CustomerLedgerQuery>) =>
  (await api.get<CustomerLedger>(`/api/customers/${encodeURIComponent(customerId)}/account`, { ...query, waitFor: waitForPosition(CUSTOMER_ACCOUNTS_READ_MODEL) })).data!;
export const useLedger = (customerId: string | undefined, query: Partial<CustomerLedgerQuery>) =>
  useQuery({
    queryKey: [CUSTOMER_ACCOUNTS_READ_MODEL, 'ledger', customerId, query],
    queryFn: () => getLedger(customerId!, query),
    enabled: Boolean(customerId),
    placeholderData: keepPreviousData,
  });

export interface RecordedEntry {
  entryId: string;
  customerId: string;
  currency: string;
  streamVersion: number;
  globalPosition: string;
  duplicate: boolean;
}
/** POST /be/api/customers/:id/account/entries */
export const recordEntry = async ({ customerId, body }: { customerId: string; body: RecordAccountEntryBody }) =>
  (await api.post<RecordedEntry>(`/api/customers/${encodeURIComponent(customerId)}/account/entries`, body)).data!;
export function useRecordEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: recordEntry,
    onSuccess: (r) => {
      noteWrite(CUSTOMER_ACCOUNTS_READ_MODEL, r.globalPosition);
      return qc.invalidateQueries({ queryKey: [CUSTOMER_ACCOUNTS_READ_MODEL] });
    },
  });
}
