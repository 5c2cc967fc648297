import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STOCK_DOCUMENTS_READ_MODEL } from '@tradedesk/contracts/inventory/stock-documents';
import { STOCK_COUNTS_READ_MODEL } from '@tradedesk/contracts/inventory/count';
import type { StockCheckReport, StockCheckReportRow, StockDocumentReport, StockDocumentReportRow } from '@tradedesk/contracts/reports/stock-movement-reports';
import { api } from '../../../lib/api';

export type { StockCheckReportRow, StockDocumentReportRow };

export interface StockTransferParams {
  from?: string;
  to?: string;
  fromWarehouseId?: string;
  toWarehouseId?: string;
  limit: number;
  offset: number;
}

export interface ReturnDamageParams {
  from?: string;
  to?: string;
  warehouseId?: string;
  reason?: string;
  limit: number;
  offset: number;
}

const EMPTY: StockDocumentReport = { rows: [], total: 0, totals: { quantity: '0', value: '0', documents: 0 }, currency: '' };

/** GET /be/api/report/stock-transfer: every transfer line of the period. */
export const getStockTransferReport = async (q: StockTransferParams) => (await api.get<StockDocumentReport>('/api/report/stock-transfer', { ...q })).data ?? EMPTY;
export const useStockTransferReport = (q: StockTransferParams) =>
  useQuery({ queryKey: [STOCK_DOCUMENTS_READ_MODEL, 'report-stock-transfer', q], queryFn: () => getStockTransferReport(q), placeholderData: keepPreviousData });

/** GET /be/api/report/return-damage: every damage write-off line of the period. */
export const getReturnDamageReport = async (q: ReturnDamageParams) => (await api.get<StockDocumentReport>('/api/report/return-damage', { ...q })).data ?? EMPTY;
export const useReturnDamageReport = (q: ReturnDamageParams) =>
  useQuery({ queryKey: [STOCK_DOCUMENTS_READ_MODEL, 'report-return-damage', q], queryFn: () => getReturnDamageReport(q), placeholderData: keepPreviousData });

export interface StockCheckParams {
  from?: string;
  to?: string;
  warehouseId?: string;
  all?: string;
  limit: number;
  offset: number;
}

const EMPTY_CHECK: StockCheckReport = { rows: [], total: 0, totals: { counts: 0, gain: '0', loss: '0', net: '0', value: '0' }, currency: '' };

/** GET /be/api/report/stock-check: the lines of the counts posted in the period (differences, or every line with all=true). */
export const getStockCheckReport = async (q: StockCheckParams) => (await api.get<StockCheckReport>('/api/report/stock-check', { ...q })).data ?? EMPTY_CHECK;
export const useStockCheckReport = (q: StockCheckParams) =>
  useQuery({ queryKey: [STOCK_COUNTS_READ_MODEL, 'report-stock-check', q], queryFn: () => getStockCheckReport(q), placeholderData: keepPreviousData });
