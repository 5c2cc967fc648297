import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PURCHASE_ORDER_LIST_READ_MODEL } from '@tradedesk/contracts/purchasing/purchase-order';
import { PURCHASE_RECEIPT_LINES_READ_MODEL } from '@tradedesk/contracts/purchasing/sea-waybill';
import {
  type CompletionReport, type InsightReport, type RecommendCustomer, type Recommendation, type RfmSegment, SALES_TARGETS_READ_MODEL, type Salesperson,
  type SalesTargetChange, type SetSalesTargetBody, type SupplierRanking,
} from '@tradedesk/contracts/reports/report-insight';
import { SALE_FACTS_READ_MODEL } from '@tradedesk/contracts/reports/sale-facts';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

/** GET /be/api/report/insight: RFM segments of the period against the one before (paged rows, every segment's count). */
export interface InsightParams {
  from?: string;
  to?: string;
  segment?: RfmSegment;
  limit: number;
  offset: number;
}
export const getInsight = async (q: InsightParams) => (await api.get<InsightReport>('/api/report/insight', { ...q })).data!;
export const useInsight = (q: InsightParams) => useQuery({ queryKey: [SALE_FACTS_READ_MODEL, 'report-insight', q], queryFn: () => getInsight(q), placeholderData: keepPreviousData });

/** GET /be/api/report/completion (read-your-writes after a target is set). */
export interface CompletionParams {
  month?: string;
  warehouseId?: string;
}
export const getCompletion = async (q: CompletionParams) =>
  (await api.get<CompletionReport>('/api/report/completion', { ...q, waitFor: waitForPosition(SALES_TARGETS_READ_MODEL) })).data!;
export const useCompletion = (q: CompletionParams) =>
  useQuery({ queryKey: [SALES_TARGETS_READ_MODEL, 'report-completion', q], queryFn: () => getCompletion(q), placeholderData: keepPreviousData, meta: { readModels: [SALES_TARGETS_READ_MODEL, SALE_FACTS_READ_MODEL] } });

/** GET /be/api/report/completion/history: who changed the month's targets, when, from what. */
export const useTargetHistory = (month: string) =>
  useQuery({
    queryKey: [SALES_TARGETS_READ_MODEL, 'history', month],
    queryFn: async () => (await api.get<SalesTargetChange[]>('/api/report/completion/history', { month, waitFor: waitForPosition(SALES_TARGETS_READ_MODEL) })).data ?? [],
  });

/** GET /be/api/report/completion/salespeople: whom a target may be set for. */
export const useSalespeople = () => useQuery({ queryKey: ['salespeople'], queryFn: async () => (await api.get<Salesperson[]>('/api/report/completion/salespeople')).data ?? [] });

/** PUT /be/api/report/completion/targets (Admin). */
export function useSetSalesTarget() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<SetSalesTargetBody, 'commandId'>) => (await api.put<{ globalPosition: string }>('/api/report/completion/targets', { commandId: crypto.randomUUID(), ...body })).data!,
    onSuccess: (a) => {
      noteWrite(SALES_TARGETS_READ_MODEL, a.globalPosition);
      void qc.invalidateQueries({ queryKey: [SALES_TARGETS_READ_MODEL] });
    },
  });
}

/** GET /be/api/report/dashboards/recommend: what to offer one customer. */
export const useRecommendation = (q: { customerId: string; days: number } | null) =>
  useQuery({
    queryKey: [SALE_FACTS_READ_MODEL, 'recommend', q],
    queryFn: async () => (await api.get<Recommendation>('/api/report/dashboards/recommend', { ...q! })).data!,
    enabled: !!q,
    placeholderData: keepPreviousData,
  });

/** GET /be/api/report/dashboards/recommend/customers */
export const useRecommendCustomers = () =>
  useQuery({ queryKey: [SALE_FACTS_READ_MODEL, 'recommend-customers'], queryFn: async () => (await api.get<RecommendCustomer[]>('/api/report/dashboards/recommend/customers')).data ?? [] });

/** GET /be/api/report/dashboards/recommend-supplier: suppliers ranked per product or category. */
export interface SupplierRankingParams {
  by?: 'product' | 'category';
  search?: string;
  days?: number;
  limit: number;
  offset: number;
}
export const getSupplierRanking = async (q: SupplierRankingParams) => (await api.get<SupplierRanking>('/api/report/dashboards/recommend-supplier', { ...q })).data!;
export const useSupplierRanking = (q: SupplierRankingParams) =>
  useQuery({
    queryKey: [PURCHASE_RECEIPT_LINES_READ_MODEL, 'recommend-supplier', q],
    queryFn: () => getSupplierRanking(q),
    placeholderData: keepPreviousData,
    meta: { readModels: [PURCHASE_RECEIPT_LINES_READ_MODEL, PURCHASE_ORDER_LIST_READ_MODEL] },
  });
