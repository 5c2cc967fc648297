import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordReturnWithoutReceiptBody, RecordTillExchangeBody, RecordTillReturnBody, ReturnableSale } from '@tradedesk/contracts/pos/pos-returns';
import { api } from '../../../lib/api';
import { TILL_KEY, tillOptions } from './till';

/** A sale of this register with what may still come back (docs/pos.md "Returns"). */
export const useReturnableSale = (saleId: string, enabled: boolean) =>
  useQuery({
    queryKey: [TILL_KEY, 'returnable', saleId],
    enabled: enabled && !!saleId,
    retry: false,
    queryFn: async () => (await api.get<ReturnableSale>(`/api/pos/till/sales/${encodeURIComponent(saleId)}/returnable`, undefined, tillOptions())).data!,
  });

/** Take goods back: the return's id is made once when the screen opens, so a retry is the same return. */
export function useRecordReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (b: RecordTillReturnBody) => (await api.post<{ id: string; duplicate: boolean }>('/api/pos/till/returns', b, tillOptions())).data!,
    onSuccess: () => void client.invalidateQueries({ queryKey: [TILL_KEY] }),
  });
}

/** Take goods back without a receipt (docs/pos.md "Returns without a receipt"): the return id is made once per return, so a retry is the same return. */
export function useRecordReturnWithoutReceipt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (b: RecordReturnWithoutReceiptBody) => (await api.post<{ id: string; duplicate: boolean }>('/api/pos/till/returns/no-receipt', b, tillOptions())).data!,
    onSuccess: () => void client.invalidateQueries({ queryKey: [TILL_KEY] }),
  });
}

/** An exchange (docs/pos.md "Exchanges"): the return and the new sale in one command; its ids are made once per exchange, so a retry is the same exchange. */
export function useRecordExchange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (b: RecordTillExchangeBody) => (await api.post<{ id: string; saleId: string; duplicate: boolean }>('/api/pos/till/exchanges', b, tillOptions())).data!,
    onSuccess: () => void client.invalidateQueries({ queryKey: [TILL_KEY] }),
  });
}
