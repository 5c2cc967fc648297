import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STOCK_ON_HAND_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import type { UnsalableList, UnsalableQuery } from '@tradedesk/contracts/reports/dashboards';
import { SALE_FACTS_READ_MODEL } from '@tradedesk/contracts/reports/sale-facts';
import { api } from '../../../lib/api';

/** GET /be/api/report/dashboards/unsalable: stock that does not sell. */
export const getUnsalable = async (q: Partial<UnsalableQuery>) =>
  (await api.get<UnsalableList>('/api/report/dashboards/unsalable', { ...q })).data ?? { day: '', from: '', costCurrency: '', rows: [], total: 0, stockValue: '0' };

/** Refetched when a sale is committed or stock moves (live push of sale-facts / stock-on-hand). */
export const useUnsalable = (q: Partial<UnsalableQuery> | null) =>
  useQuery({
    queryKey: [SALE_FACTS_READ_MODEL, 'unsalable', q],
    queryFn: () => getUnsalable(q!),
    enabled: !!q,
    placeholderData: keepPreviousData,
    meta: { readModels: [SALE_FACTS_READ_MODEL, STOCK_ON_HAND_READ_MODEL] },
  });
