import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import {
  INVOICES_READ_MODEL,
  type InvoiceListRow,
  type InvoiceView,
  type IssueCreditNoteBody,
  type IssueInvoiceBody,
  type ListInvoicesQuery,
  type SaleOrderToInvoice,
} from '@tradedesk/contracts/invoicing/invoice';
import { type CreateInvoiceClientBody, INVOICE_CLIENTS_READ_MODEL, type InvoiceClient, type UpdateInvoiceClientBody } from '@tradedesk/contracts/invoicing/invoice-clients';
import { INVOICE_SETUPS_READ_MODEL, type InvoiceSetup, type SaveInvoiceSetupBody } from '@tradedesk/contracts/invoicing/invoice-setup';
import { type AddVatRateBody, VAT_RATES_READ_MODEL, type VatRate } from '@tradedesk/contracts/invoicing/vat-rates';
import {
  type CertificateView, type FoliosView, INVOICE_KEYS_READ_MODEL, type KsefOfflineCertificateView, type LoadCafBody, type SetCafSettingsBody, type UploadCertificateBody, type UploadKsefOfflineCertificateBody,
} from '@tradedesk/contracts/invoicing/invoice-keys';
import type { InvoicedStockRow } from '@tradedesk/contracts/invoicing/invoiced-stock';
import type { PrintMarks } from '@tradedesk/contracts/invoicing/print-marks';
import { api } from '../../../lib/api';

/** The invoicing screens' calls (docs/invoicing.md). The read models are inline: a write is read back at once. */
export interface Answer {
  id: string;
  number?: string;
  globalPosition: string;
}
const enc = encodeURIComponent;

export const getSetups = async () => (await api.get<{ setups: InvoiceSetup[] }>('/api/invoicing/setups')).data?.setups ?? [];
export const useSetups = () => useQuery({ queryKey: [INVOICE_SETUPS_READ_MODEL], queryFn: getSetups });
export const getSetupHistory = async (id: string) => (await api.get<{ events: HistoryEntry[] }>(`/api/invoicing/setups/${enc(id)}/history`)).data?.events ?? [];
export function useSaveSetup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: SaveInvoiceSetupBody }) => (await api.put<Answer>(`/api/invoicing/setups/${enc(id)}`, body)).data!,
    onSuccess: () => qc.invalidateQueries({ queryKey: [INVOICE_SETUPS_READ_MODEL] }),
  });
}

export const getVatRates = async (q: { country?: string; on?: string }) => (await api.get<{ rates: VatRate[] }>('/api/invoicing/vat-rates', q)).data?.rates ?? [];
export const useVatRates = (q: { country?: string; on?: string }, enabled = true) => useQuery({ queryKey: [VAT_RATES_READ_MODEL, q], queryFn: () => getVatRates(q), enabled });
export function useAddVatRate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddVatRateBody) => (await api.post<Answer>('/api/invoicing/vat-rates', body)).data!,
    onSuccess: () => qc.invalidateQueries({ queryKey: [VAT_RATES_READ_MODEL] }),
  });
}

export const getClients = async (q: { search?: string; country?: string }) => (await api.get<{ clients: InvoiceClient[]; total: number }>('/api/invoicing/clients', q)).data ?? { clients: [], total: 0 };
export const useClients = (q: { search?: string; country?: string }) => useQuery({ queryKey: [INVOICE_CLIENTS_READ_MODEL, q], queryFn: () => getClients(q), placeholderData: keepPreviousData });
export const getClientHistory = async (id: string) => (await api.get<{ events: HistoryEntry[] }>(`/api/invoicing/clients/${enc(id)}/history`)).data?.events ?? [];
export function useClientCommand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: { id?: string; create?: CreateInvoiceClientBody; update?: UpdateInvoiceClientBody }) =>
      a.create ? (await api.post<Answer>('/api/invoicing/clients', a.create)).data! : (await api.put<Answer>(`/api/invoicing/clients/${enc(a.id!)}`, a.update)).data!,
    onSuccess: () => qc.invalidateQueries({ queryKey: [INVOICE_CLIENTS_READ_MODEL] }),
  });
}

export const getInvoices = async (q: Partial<ListInvoicesQuery>) => (await api.get<{ rows: InvoiceListRow[]; total: number }>('/api/invoicing/invoices', { ...q })).data ?? { rows: [], total: 0 };
export const useInvoices = (q: Partial<ListInvoicesQuery>) => useQuery({ queryKey: [INVOICES_READ_MODEL, 'list', q], queryFn: () => getInvoices(q), placeholderData: keepPreviousData });
export const getInvoice = async (id: string) => (await api.get<InvoiceView>(`/api/invoicing/invoices/${enc(id)}`)).data!;
export const useInvoice = (id: string) => useQuery({ queryKey: [INVOICES_READ_MODEL, 'one', id], queryFn: () => getInvoice(id), enabled: Boolean(id) });
export const getInvoiceHistory = async (id: string) => (await api.get<{ events: HistoryEntry[] }>(`/api/invoicing/invoices/${enc(id)}/history`)).data?.events ?? [];
export const useInvoiceHistory = (id: string) => useQuery({ queryKey: [INVOICES_READ_MODEL, 'history', id], queryFn: () => getInvoiceHistory(id), enabled: Boolean(id) });

export const getSaleOrdersToInvoice = async (q: { search?: string; currency?: string }) =>
  (await api.get<{ orders: SaleOrderToInvoice[] }>('/api/invoicing/sale-orders', q)).data?.orders ?? [];
export const useSaleOrdersToInvoice = (q: { search?: string; currency?: string }) =>
  useQuery({ queryKey: [INVOICES_READ_MODEL, 'sale-orders', q], queryFn: () => getSaleOrdersToInvoice(q), placeholderData: keepPreviousData });

export function useIssueInvoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: IssueInvoiceBody) => (await api.post<Answer>('/api/invoicing/invoices', body)).data!,
    onSuccess: () => qc.invalidateQueries({ queryKey: [INVOICES_READ_MODEL] }),
  });
}
export function useIssueCreditNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: IssueCreditNoteBody }) => (await api.post<Answer>(`/api/invoicing/invoices/${enc(id)}/credit-notes`, body)).data!,
    onSuccess: () => qc.invalidateQueries({ queryKey: [INVOICES_READ_MODEL] }),
  });
}

// Chile's CAF folio ranges and the signing certificate (docs/invoicing.md "Chile's folios", "Signing certificate").
export const getFolios = async (setupId: string) => (await api.get<FoliosView>(`/api/invoicing/setups/${enc(setupId)}/folios`)).data!;
export const useFolios = (setupId: string | undefined, enabled = true) =>
  useQuery({ queryKey: [INVOICE_KEYS_READ_MODEL, 'folios', setupId], queryFn: () => getFolios(setupId!), enabled: Boolean(setupId) && enabled });
export const getCertificate = async (setupId: string) => (await api.get<{ certificate: CertificateView | null }>(`/api/invoicing/setups/${enc(setupId)}/certificate`)).data?.certificate ?? null;
export const useCertificate = (setupId: string) => useQuery({ queryKey: [INVOICE_KEYS_READ_MODEL, 'certificate', setupId], queryFn: () => getCertificate(setupId) });
// Poland's KSeF Offline certificate, which signs KOD II (docs/invoicing-eu.md "KOD II").
export const getKsefOfflineCertificate = async (setupId: string) => (await api.get<{ certificate: KsefOfflineCertificateView | null }>(`/api/invoicing/setups/${enc(setupId)}/ksef-offline-certificate`)).data?.certificate ?? null;
export const useKsefOfflineCertificate = (setupId: string) => useQuery({ queryKey: [INVOICE_KEYS_READ_MODEL, 'ksef-offline', setupId], queryFn: () => getKsefOfflineCertificate(setupId) });
export function useKeysCommand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: { setupId: string; caf?: LoadCafBody; settings?: SetCafSettingsBody; certificate?: UploadCertificateBody; ksefOffline?: UploadKsefOfflineCertificateBody }) => {
      const base = `/api/invoicing/setups/${enc(a.setupId)}`;
      if (a.caf) return (await api.post<Answer>(`${base}/cafs`, a.caf)).data!;
      if (a.ksefOffline) return (await api.post<Answer>(`${base}/ksef-offline-certificate`, a.ksefOffline)).data!;
      if (a.settings) return (await api.put<Answer>(`${base}/caf-settings`, a.settings)).data!;
      return (await api.post<Answer>(`${base}/certificate`, a.certificate)).data!;
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: [INVOICE_KEYS_READ_MODEL] }),
  });
}

export const getPrintMarks = async (id: string) => (await api.get<PrintMarks>(`/api/invoicing/invoices/${enc(id)}/print-marks`)).data!;
export const getInvoicedStock = async (q: { from: string; to: string; setupId?: string }) => (await api.get<{ rows: InvoicedStockRow[] }>('/api/invoicing/stock', q)).data?.rows ?? [];
export const usePrintMarks = (id: string, enabled = true) => useQuery({ queryKey: [INVOICES_READ_MODEL, 'print-marks', id], queryFn: () => getPrintMarks(id), enabled: Boolean(id) && enabled });
/** The country e-document XML of an issued document (PL FA(3), PE UBL, CL DTE...), saved as a file. */
export const getDocumentXml = async (id: string) => (await api.get<{ fileName: string; xml: string }>(`/api/invoicing/invoices/${enc(id)}/xml`)).data!;
