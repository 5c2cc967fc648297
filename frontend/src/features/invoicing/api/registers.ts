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
