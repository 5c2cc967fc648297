import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { COST_READ_MODEL } from '@tradedesk/contracts/inventory/cost';
import type { StockInOutReport, StockInOutRow, StockReport, StockReportRow, StockValueGroupRow, StockValueReport } from '@tradedesk/contracts/reports/stock-reports';
import { api } from '../../../lib/api';

export type { StockInOutRow, StockReportRow, StockValueGroupRow };

/** What the stock report screen sends (query strings as the address holds them). */
export interface StockReportParams {
  asOf?: string;
  warehouseId?: string;
  productId?: string;
  zero?: 'true';
  sort?: 'warehouse' | 'product' | 'quantity' | 'value';
  desc?: 'true';
  limit: number;
  offset: number;
}

export interface StockInOutParams {
  from?: string;
  to?: string;
  warehouseId?: string;
  productId?: string;
  limit: number;
  offset: number;
}

const EMPTY_STOCK: StockReport = { asOf: null, rows: [], total: 0, totals: { quantity: '0', value: '0' } };
const EMPTY_IN_OUT: StockInOutReport = { rows: [], total: 0, totals: { in: '0', out: '0', net: '0' } };

/** GET /be/api/report/stock: stock per warehouse x product with value, now or at the end of day asOf. */
export const getStockReport = async (q: StockReportParams) => (await api.get<StockReport>('/api/report/stock', { ...q })).data ?? EMPTY_STOCK;
export const useStockReport = (q: StockReportParams) =>
  useQuery({ queryKey: [COST_READ_MODEL, 'report-stock', q], queryFn: () => getStockReport(q), placeholderData: keepPreviousData });

/** GET /be/api/report/stock-in-out: per product, in / out / net over business days from..to. */
export const getStockInOut = async (q: StockInOutParams) => (await api.get<StockInOutReport>('/api/report/stock-in-out', { ...q })).data ?? EMPTY_IN_OUT;
export const useStockInOut = (q: StockInOutParams) =>
  useQuery({ queryKey: [COST_READ_MODEL, 'report-stock-in-out', q], queryFn: () => getStockInOut(q), placeholderData: keepPreviousData });

export interface StockValueParams {
  asOf?: string;
  by?: 'warehouse' | 'category';
  warehouseId?: string;
}

/** GET /be/api/report/stock-value: stock value per warehouse or category (every group in one answer). */
export const useStockValueReport = (q: StockValueParams) =>
  useQuery({
    queryKey: [COST_READ_MODEL, 'report-stock-value', q],
    queryFn: async () => (await api.get<StockValueReport & { asOf: string | null }>('/api/report/stock-value', { ...q })).data ?? { asOf: null, rows: [], totals: { quantity: '0', value: '0' } },
    placeholderData: keepPreviousData,
  });
