import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STOCK_DOCUMENTS_READ_MODEL } from '@tradedesk/contracts/inventory/stock-documents';
import type { StockDocumentReport, StockDocumentReportRow } from '@tradedesk/contracts/reports/stock-movement-reports';
import { api } from '../../../lib/api';

export type { StockDocumentReportRow };

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
