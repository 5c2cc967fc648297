import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PRICE_CHANGES_READ_MODEL } from '@tradedesk/contracts/catalog/products';
import type { PriceChangeReport, PriceChangeReportRow } from '@tradedesk/contracts/reports/price-change-report';
import { api } from '../../../lib/api';

export type { PriceChangeReportRow };

export interface PriceChangeParams {
  from?: string;
  to?: string;
  priceType?: string;
  move?: string;
  limit: number;
  offset: number;
}

const EMPTY: PriceChangeReport = { rows: [], total: 0, totals: { up: 0, down: 0, products: 0 } };

/** GET /be/api/report/price-change: per product, packing and price type changed in the period. */
export const getPriceChangeReport = async (q: PriceChangeParams) => (await api.get<PriceChangeReport>('/api/report/price-change', { ...q })).data ?? EMPTY;
export const usePriceChangeReport = (q: PriceChangeParams) =>
  useQuery({ queryKey: [PRICE_CHANGES_READ_MODEL, 'report-price-change', q], queryFn: () => getPriceChangeReport(q), placeholderData: keepPreviousData });
