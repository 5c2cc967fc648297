import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFECTIVE_READ_MODEL,
  type DefectiveDisposalRow,
  type DefectiveDisposalsQuery,
  type DefectiveListQuery,
  type DefectiveLotRow,
  type DisposeDefectiveBody,
} from '@tradedesk/contracts/inventory/defective';
import { STOCK_LOG_READ_MODEL, STOCK_ON_HAND_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import { api } from '../../../lib/api';

export type { DefectiveDisposalRow, DefectiveLotRow };

/** GET /be/api/stock/defective (warehouseId, productId, status, limit, offset). */
export const getDefectiveLots = async (q: Partial<DefectiveListQuery>) =>
  (await api.get<{ rows: DefectiveLotRow[]; total: number; heldValue: string }>('/api/stock/defective', { ...q })).data ?? { rows: [], total: 0, heldValue: '0' };
export const useDefectiveLots = (q: Partial<DefectiveListQuery>) =>
  useQuery({ queryKey: [DEFECTIVE_READ_MODEL, 'lots', q], queryFn: () => getDefectiveLots(q), placeholderData: keepPreviousData });

/** GET /be/api/stock/defective/disposals (warehouseId, productId, action, supplierId). */
export const getDefectiveDisposals = async (q: Partial<DefectiveDisposalsQuery>) =>
  (await api.get<{ rows: DefectiveDisposalRow[]; total: number }>('/api/stock/defective/disposals', { ...q })).data ?? { rows: [], total: 0 };
export const useDefectiveDisposals = (q: Partial<DefectiveDisposalsQuery>) =>
  useQuery({ queryKey: [DEFECTIVE_READ_MODEL, 'disposals', q], queryFn: () => getDefectiveDisposals(q), placeholderData: keepPreviousData });

/** POST /be/api/stock/defective/:lotId/dispose ({version, action, quantity, supplierId | supplierName, note}); 409 on a stale version. */
export const disposeDefective = async ({ lotId, body }: { lotId: string; body: DisposeDefectiveBody }) =>
  (await api.post<{ streamVersion: number; globalPosition: string }>(`/api/stock/defective/${encodeURIComponent(lotId)}/dispose`, body)).data!;
export function useDisposeDefective() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: disposeDefective,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [DEFECTIVE_READ_MODEL] });
      void qc.invalidateQueries({ queryKey: [STOCK_ON_HAND_READ_MODEL] });
      void qc.invalidateQueries({ queryKey: [STOCK_LOG_READ_MODEL] });
    },
  });
}
