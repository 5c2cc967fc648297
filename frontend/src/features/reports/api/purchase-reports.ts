import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUPPLIER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/catalog/supplier-accounts';
import { SUPPLIERS_READ_MODEL } from '@tradedesk/contracts/catalog/suppliers';
import { PURCHASE_RECEIPT_LINES_READ_MODEL } from '@tradedesk/contracts/purchasing/sea-waybill';
import type {
  PurchaseDetailReport,
  PurchaseDetailRow,
  PurchaseReport,
  PurchaseReportGroup,
  PurchaseReportRow,
  ReportSupplier,
  SupplierPurchaseReport,
  SupplierPurchaseRow,
} from '@tradedesk/contracts/reports/purchase-reports';
import { api } from '../../../lib/api';

export type { PurchaseDetailRow, PurchaseReportRow, SupplierPurchaseRow };

interface Paged {
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** What the purchase report screen sends (query strings as the address holds them). */
export interface PurchaseReportParams extends Paged {
  by?: PurchaseReportGroup;
  supplierId?: string;
  warehouseId?: string;
}

export interface PurchaseDetailParams extends Paged {
  supplierId?: string;
  warehouseId?: string;
  kind?: string;
}

export interface SupplierPurchaseParams extends Paged {
  supplierId?: string;
}

const EMPTY_PURCHASE: PurchaseReport = { rows: [], total: 0, totals: { quantity: '0', received: '0', returned: '0', net: '0', orders: 0 }, currency: '' };
const EMPTY_DETAIL: PurchaseDetailReport = { rows: [], total: 0, totals: { quantity: '0', value: '0' }, currency: '' };
const EMPTY_SUPPLIER: SupplierPurchaseReport = { rows: [], total: 0, totals: [] };

/** GET /be/api/report/purchase: goods received from suppliers per day, month, supplier or warehouse. */
export const getPurchaseReport = async (q: PurchaseReportParams) => (await api.get<PurchaseReport>('/api/report/purchase', { ...q })).data ?? EMPTY_PURCHASE;
export const usePurchaseReport = (q: PurchaseReportParams) =>
  useQuery({ queryKey: [PURCHASE_RECEIPT_LINES_READ_MODEL, 'report-purchase', q], queryFn: () => getPurchaseReport(q), placeholderData: keepPreviousData });

/** GET /be/api/report/purchase-detail: every received or returned purchase line of the period. */
export const getPurchaseDetail = async (q: PurchaseDetailParams) => (await api.get<PurchaseDetailReport>('/api/report/purchase-detail', { ...q })).data ?? EMPTY_DETAIL;
export const usePurchaseDetail = (q: PurchaseDetailParams) =>
  useQuery({ queryKey: [PURCHASE_RECEIPT_LINES_READ_MODEL, 'report-purchase-detail', q], queryFn: () => getPurchaseDetail(q), placeholderData: keepPreviousData });

/** GET /be/api/report/supplier-purchase: per supplier and currency, ordered / received / returned / paid / owed. */
export const getSupplierPurchase = async (q: SupplierPurchaseParams) => (await api.get<SupplierPurchaseReport>('/api/report/supplier-purchase', { ...q })).data ?? EMPTY_SUPPLIER;
export const useSupplierPurchase = (q: SupplierPurchaseParams) =>
  useQuery({ queryKey: [SUPPLIER_ACCOUNTS_READ_MODEL, 'report-supplier-purchase', q], queryFn: () => getSupplierPurchase(q), placeholderData: keepPreviousData });

/** GET /be/api/report/purchase-suppliers: the suppliers of the reports' supplier filter. */
export const useReportSuppliers = () =>
  useQuery({
    queryKey: [SUPPLIERS_READ_MODEL, 'report-purchase-suppliers'],
    queryFn: async (): Promise<ReportSupplier[]> => (await api.get<{ suppliers: ReportSupplier[] }>('/api/report/purchase-suppliers')).data?.suppliers ?? [],
    staleTime: 60_000,
  });
