import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INVOICES_READ_MODEL, type IssueAdvanceInvoiceBody, type SaleOrderAdvances } from '@tradedesk/contracts/invoicing/invoice';
import { api } from '../../../lib/api';
import type { Answer } from './invoicing';

/** The Polish advance invoice (faktura zaliczkowa, billing-plTax; docs/invoicing-variants.md). The invoices' read model is inline. */
export const getSaleOrderAdvances = async (saleOrderId: string) =>
  (await api.get<SaleOrderAdvances>(`/api/invoicing/sale-orders/${encodeURIComponent(saleOrderId)}/advances`)).data ?? { saleOrderId, advances: [] };
export const useSaleOrderAdvances = (saleOrderId: string) =>
  useQuery({ queryKey: [INVOICES_READ_MODEL, 'advances', saleOrderId], queryFn: () => getSaleOrderAdvances(saleOrderId), enabled: Boolean(saleOrderId) });

export const issueAdvanceInvoice = async (body: IssueAdvanceInvoiceBody) => (await api.post<Answer>('/api/invoicing/advance-invoices', body)).data!;
export function useIssueAdvanceInvoice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: issueAdvanceInvoice, onSuccess: () => qc.invalidateQueries({ queryKey: [INVOICES_READ_MODEL] }) });
}
