import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TopSaleList, TopSaleQuery } from '@tradedesk/contracts/reports/dashboards';
import { SALE_FACTS_READ_MODEL } from '@tradedesk/contracts/reports/sale-facts';
import { api } from '../../../lib/api';

/** GET /be/api/report/dashboards/topsale: best sellers of a period. */
export const getTopSale = async (q: TopSaleQuery) => (await api.get<TopSaleList>('/api/report/dashboards/topsale', { ...q })).data ?? ({ seesProfit: false, baseCurrency: '', costCurrency: '', rows: [], total: 0 } satisfies TopSaleList);

export const useTopSale = (q: TopSaleQuery | null) =>
  useQuery({ queryKey: [SALE_FACTS_READ_MODEL, 'topsale', q], queryFn: () => getTopSale(q!), enabled: !!q, placeholderData: keepPreviousData });
