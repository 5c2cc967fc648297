import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import {
  type CreateDriverBody,
  type CreateTransportCompanyBody,
  type Driver,
  DRIVERS_READ_MODEL,
  type ListDriversQuery,
  type ListTransportCompaniesQuery,
  TRANSPORT_COMPANIES_READ_MODEL,
  type TransportCompany,
  type UpdateDriverBody,
  type UpdateTransportCompanyBody,
} from '@tradedesk/contracts/invoicing/transport-registers';
import {
  type ListPurchaseInvoicesQuery,
  PURCHASE_INVOICES_READ_MODEL,
  type PurchaseInvoiceList,
  type RecordPurchaseInvoiceBody,
  type VoidPurchaseInvoiceBody,
} from '@tradedesk/contracts/invoicing/purchase-invoices';
import { api } from '../../../lib/api';

/** The waybill registers' calls (docs/invoicing-registers.md); the read models are inline. */
interface Answer {
  id: string;
  globalPosition: string;
}
const enc = encodeURIComponent;
const TC = '/api/invoicing/transport-companies';
const DR = '/api/invoicing/drivers';

export const getTransportCompanies = async (q: ListTransportCompaniesQuery) => (await api.get<{ companies: TransportCompany[]; total: number }>(TC, q)).data ?? { companies: [], total: 0 };
export const useTransportCompanies = (q: ListTransportCompaniesQuery) => useQuery({ queryKey: [TRANSPORT_COMPANIES_READ_MODEL, q], queryFn: () => getTransportCompanies(q), placeholderData: keepPreviousData });
export const getTransportCompanyHistory = async (id: string) => (await api.get<{ events: HistoryEntry[] }>(`${TC}/${enc(id)}/history`)).data?.events ?? [];

type Command<C, U> = { id?: string; create?: C; update?: U; action?: 'enable' | 'disable'; version?: number };
const send = async <C, U>(base: string, a: Command<C, U>) => {
  if (a.create) return (await api.post<Answer>(base, a.create)).data!;
  if (a.action) return (await api.post<Answer>(`${base}/${enc(a.id!)}/${a.action === 'enable' ? 'activate' : 'deactivate'}`, { version: a.version })).data!;
  return (await api.put<Answer>(`${base}/${enc(a.id!)}`, a.update)).data!;
};

export function useTransportCompanyCommand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: Command<CreateTransportCompanyBody, UpdateTransportCompanyBody>) => send(TC, a),
    // A carrier's name shows in the driver list too.
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: [TRANSPORT_COMPANIES_READ_MODEL] }), qc.invalidateQueries({ queryKey: [DRIVERS_READ_MODEL] })]),
  });
}

export const getDrivers = async (q: ListDriversQuery) => (await api.get<{ drivers: Driver[]; total: number }>(DR, q)).data ?? { drivers: [], total: 0 };
export const useDrivers = (q: ListDriversQuery) => useQuery({ queryKey: [DRIVERS_READ_MODEL, q], queryFn: () => getDrivers(q), placeholderData: keepPreviousData });
export const getDriverHistory = async (id: string) => (await api.get<{ events: HistoryEntry[] }>(`${DR}/${enc(id)}/history`)).data?.events ?? [];
export function useDriverCommand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: Command<CreateDriverBody, UpdateDriverBody>) => send(DR, a),
    onSuccess: () => qc.invalidateQueries({ queryKey: [DRIVERS_READ_MODEL] }),
  });
}

// Purchase invoices (/invoice/purchase, /invoice/purchase-new).
const PI = '/api/invoicing/purchase-invoices';
export const getPurchaseInvoices = async (q: Partial<ListPurchaseInvoicesQuery>) => (await api.get<PurchaseInvoiceList>(PI, { ...q })).data ?? { rows: [], total: 0, perRate: [] };
export const usePurchaseInvoices = (q: Partial<ListPurchaseInvoicesQuery>) => useQuery({ queryKey: [PURCHASE_INVOICES_READ_MODEL, q], queryFn: () => getPurchaseInvoices(q), placeholderData: keepPreviousData });
export const getPurchaseInvoiceHistory = async (id: string) => (await api.get<{ events: HistoryEntry[] }>(`${PI}/${enc(id)}/history`)).data?.events ?? [];
export function useRecordPurchaseInvoice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: async (body: RecordPurchaseInvoiceBody) => (await api.post<Answer>(PI, body)).data!, onSuccess: () => qc.invalidateQueries({ queryKey: [PURCHASE_INVOICES_READ_MODEL] }) });
}
export function useVoidPurchaseInvoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: { id: string } & VoidPurchaseInvoiceBody) => (await api.post<Answer>(`${PI}/${enc(a.id)}/void`, { reason: a.reason, version: a.version })).data!,
    onSuccess: () => qc.invalidateQueries({ queryKey: [PURCHASE_INVOICES_READ_MODEL] }),
  });
}
/** The suppliers to pick from (the catalog's supplier list, GET /api/suppliers). */
export interface SupplierOption {
  id: string;
  code: string;
  name: string;
  currency: string;
}
export const useSupplierOptions = () =>
  useQuery({ queryKey: ['suppliers', 'invoice-purchase-options'], queryFn: async () => (await api.get<{ suppliers: SupplierOption[] }>('/api/suppliers', { status: 'active', limit: 1000 })).data?.suppliers ?? [] });
