import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrintMarks } from '@tradedesk/contracts/invoicing/print-marks';
import { type IssueWaybillBody, type ListWaybillsQuery, type SaleOrderDelivery, type WaybillDocument, type WaybillRow, type WaybillToBill, WAYBILLS_READ_MODEL } from '@tradedesk/contracts/invoicing/waybill';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { api } from '../../../lib/api';

/** Chile's guías de despacho (docs/invoicing.md "Waybills (Chile)"); the read model is inline. */
const W = '/api/invoicing/waybills';
const enc = encodeURIComponent;

export interface WaybillTransport {
  companies: { id: string; name: string; country: string; taxId: string }[];
  drivers: { id: string; name: string; idNumber: string; plates: string[]; transportCompanyId: string | null }[];
}

export const getWaybills = async (q: Partial<ListWaybillsQuery>) => (await api.get<{ rows: WaybillRow[]; total: number }>(W, { ...q })).data ?? { rows: [], total: 0 };
export const useWaybills = (q: Partial<ListWaybillsQuery>) => useQuery({ queryKey: [WAYBILLS_READ_MODEL, 'list', q], queryFn: () => getWaybills(q), placeholderData: keepPreviousData });
export const getWaybill = async (id: string) => (await api.get<WaybillRow & { document: WaybillDocument }>(`${W}/${enc(id)}`)).data!;
export const useWaybill = (id: string) => useQuery({ queryKey: [WAYBILLS_READ_MODEL, 'one', id], queryFn: () => getWaybill(id), enabled: Boolean(id) });
export const getWaybillHistory = async (id: string) => (await api.get<{ events: HistoryEntry[] }>(`${W}/${enc(id)}/history`)).data?.events ?? [];
export const getWaybillPrintMarks = async (id: string) => (await api.get<PrintMarks>(`${W}/${enc(id)}/print-marks`)).data!;
export const useWaybillPrintMarks = (id: string) => useQuery({ queryKey: [WAYBILLS_READ_MODEL, 'marks', id], queryFn: () => getWaybillPrintMarks(id), enabled: Boolean(id) });
export const getWaybillXml = async (id: string) => (await api.get<{ fileName: string; xml: string }>(`${W}/${enc(id)}/xml`)).data!;
export const getWaybillTransport = async () => (await api.get<WaybillTransport>(`${W}/transport`)).data ?? { companies: [], drivers: [] };
export const useWaybillTransport = () => useQuery({ queryKey: [WAYBILLS_READ_MODEL, 'transport'], queryFn: getWaybillTransport });

/** A sale order's lines for its next guía: ordered, carried by earlier guías, left. */
export const getSaleOrderDelivery = async (saleOrderId: string) => (await api.get<SaleOrderDelivery>(`${W}/order/${enc(saleOrderId)}`)).data!;
export const useSaleOrderDelivery = (saleOrderId: string | null) =>
  useQuery({ queryKey: [WAYBILLS_READ_MODEL, 'order', saleOrderId], queryFn: () => getSaleOrderDelivery(saleOrderId!), enabled: Boolean(saleOrderId) });

/** A client's guías a factura may still bill line by line, with their lines and the order lines' prices (the billing screen). */
export const getBillableWaybills = async (setupId: string, clientId: string) => (await api.get<{ waybills: WaybillToBill[] }>(`${W}/billable`, { setupId, clientId })).data?.waybills ?? [];
export const useBillableWaybills = (setupId: string, clientId: string, enabled: boolean) =>
  useQuery({ queryKey: [WAYBILLS_READ_MODEL, 'billable', setupId, clientId], queryFn: () => getBillableWaybills(setupId, clientId), enabled: enabled && Boolean(setupId && clientId) });

export function useIssueWaybill() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: IssueWaybillBody) => (await api.post<{ id: string; number: string; globalPosition: string }>(W, body)).data!,
    onSuccess: () => qc.invalidateQueries({ queryKey: [WAYBILLS_READ_MODEL] }),
  });
}
