import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SALE_FACTS_READ_MODEL, type SaleGroupBy, type SaleReport, type SaleSort } from '@tradedesk/contracts/reports/sale-facts';
import { api } from '../../../lib/api';

export type SaleReportRow = SaleReport['rows'][number];

/** What a sale report screen sends (query strings as the address holds them). */
export interface SaleReportParams {
  by: SaleGroupBy;
  from?: string;
  to?: string;
  warehouseId?: string;
  walkIn?: 'true';
  sort?: SaleSort;
  limit: number;
  offset: number;
}

const EMPTY: SaleReport = {
  totals: { quantity: '0', giftQuantity: '0', amount: '0', revenue: null, cost: null, profit: null, lines: 0, unknownLines: 0, orders: null },
  rows: [], total: 0, currency: '', costCurrency: '',
};

/** GET /be/api/report/sales: sales over a period grouped by product, customer, salesperson... with totals. */
export const getSaleReport = async (q: SaleReportParams) => (await api.get<SaleReport>('/api/report/sales', { ...q })).data ?? EMPTY;
/** Keyed by the read model first: a committed sale (a live push of sale-facts) refreshes it. */
export const useSaleReport = (q: SaleReportParams) =>
  useQuery({ queryKey: [SALE_FACTS_READ_MODEL, 'report-sales', q], queryFn: () => getSaleReport(q), placeholderData: keepPreviousData });
