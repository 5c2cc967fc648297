import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import {
  STOCK_DOCUMENTS_READ_MODEL,
  type StockDocumentDetail,
  type StockDocumentListQuery,
  type StockDocumentRow,
  type StockDocumentType,
  type TransferImportReport,
  type TransferLineListQuery,
  type TransferLineRow,
} from '@tradedesk/contracts/inventory/stock-documents';
import { api } from '../../../lib/api';
import { uploadBytes } from '../../../lib/upload';
import { XLSX_TYPE } from '../../../lib/xlsx';

export type { StockDocumentDetail, StockDocumentRow, TransferImportReport, TransferLineRow };
const path = (type: StockDocumentType) => (type === 'transfer' ? '/api/stock/transfers' : '/api/stock/damages');

/** GET /be/api/stock/transfers or /damages (filters, limit, offset). */
export const getStockDocuments = async (type: StockDocumentType, q: Partial<StockDocumentListQuery>) =>
  (await api.get<{ rows: StockDocumentRow[]; total: number }>(path(type), { ...q })).data ?? { rows: [], total: 0 };
export const useStockDocuments = (type: StockDocumentType, q: Partial<StockDocumentListQuery>) =>
  useQuery({ queryKey: [STOCK_DOCUMENTS_READ_MODEL, type, 'list', q], queryFn: () => getStockDocuments(type, q), placeholderData: keepPreviousData });

/** GET /be/api/stock/transfers/:id or /damages/:id: the document with its lines. */
export const getStockDocument = async (type: StockDocumentType, id: string) => (await api.get<StockDocumentDetail>(`${path(type)}/${encodeURIComponent(id)}`)).data!;
export const useStockDocument = (type: StockDocumentType, id: string | null) =>
  useQuery({ queryKey: [STOCK_DOCUMENTS_READ_MODEL, type, 'one', id], queryFn: () => getStockDocument(type, id!), enabled: Boolean(id) });

/** GET /be/api/stock/transfers/lines: every transfer line. */
export const getTransferLines = async (q: Partial<TransferLineListQuery>) =>
  (await api.get<{ rows: TransferLineRow[]; total: number }>('/api/stock/transfers/lines', { ...q })).data ?? { rows: [], total: 0 };
export const useTransferLines = (q: Partial<TransferLineListQuery>) =>
  useQuery({ queryKey: [STOCK_DOCUMENTS_READ_MODEL, 'transfer', 'lines', q], queryFn: () => getTransferLines(q), placeholderData: keepPreviousData });

/** GET <document>/history: every event with who and when. */
export const getDocumentHistory = async (historyPath: string) => (await api.get<{ streamId: string; events: HistoryEntry[] }>(historyPath)).data?.events ?? [];
export const useDocumentHistory = (historyPath: string | null) =>
  useQuery({ queryKey: ['history', historyPath], queryFn: () => getDocumentHistory(historyPath!), enabled: Boolean(historyPath) });

/** POST /be/api/stock/transfers/import: the .xlsx bytes; answers the job to follow. */
export const importTransfers = (file: File, commandId: string, onProgress?: (fraction: number) => void) =>
  uploadBytes<{ jobId: string }>('/api/stock/transfers/import', file, { query: { commandId }, contentType: XLSX_TYPE, onProgress });
