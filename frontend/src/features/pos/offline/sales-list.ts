import { useQuery } from '@tanstack/react-query';
import type { TillSale } from '@tradedesk/contracts/pos/pos-sales';
import { api, ApiRequestError } from '../../../lib/api';
import { TILL_KEY, tillOptions } from '../api/till';
import type { TillQueueDb } from './cash-queue';
import { type MergedSales, mergeTillSales } from './queue-rules';
import { type SaleSync, useSaleQueue } from './sale-queue';

type SaleList = { sales: TillSale[]; total: string; count: number };

/**
 * Today's sales for /pos/invoiceList (docs/pos.md "Offline"): the server's list (kept in the
 * device's store; with no answer from the server, the last one kept, with its time) merged with
 * the sales still queued on this device, waiting or refused. The key sits under the till's sales,
 * so a live push refetches it.
 */
export function useTillSalesWithQueue(enabled: boolean, queue: TillQueueDb | null, sync: SaleSync | null) {
  const server = useQuery({
    queryKey: [TILL_KEY, 'sales', 'with-queue'],
    enabled,
    retry: false,
    queryFn: async (): Promise<{ list: SaleList | null; asOf: string | null; unreachable: boolean }> => {
      try {
        const list = (await api.get<SaleList>('/api/pos/till/sales', undefined, tillOptions())).data!;
        await queue?.answers.put({ key: 'sales', value: list, at: new Date().toISOString() }).catch(() => undefined);
        return { list, asOf: null, unreachable: false };
      } catch (e) {
        if (e instanceof ApiRequestError && !e.transport && e.status > 0 && e.status < 500) throw e;
        const kept = await queue?.answers.get('sales').catch(() => undefined);
        return { list: (kept?.value as SaleList | undefined) ?? null, asOf: kept?.at ?? null, unreachable: true };
      }
    },
  });
  const q = useSaleQueue(sync);
  const merged: MergedSales | null = server.data || server.error ? mergeTillSales(server.data?.list ?? null, [...q.waiting, ...q.refused]) : null;
  return { merged, asOf: server.data?.asOf ?? null, unreachable: server.data?.unreachable ?? false, error: server.error };
}
