import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CashSessionReport,
  type CashSessionRow,
  type ChangeRegisterBody,
  type CreateRegisterBody,
  type MachineLogEntry,
  POS_CASH_SESSIONS_READ_MODEL,
  POS_CASHIERS_READ_MODEL,
  POS_DEVICES_READ_MODEL,
  POS_MACHINE_LOG_READ_MODEL,
  POS_REGISTERS_READ_MODEL,
  type PosCashier,
  type PosDevice,
  type PosRegister,
  type SetCashierBody,
} from '@tradedesk/contracts/pos/pos';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

interface Answer {
  id: string;
  globalPosition: string;
}
const SETUP_MODELS = [POS_REGISTERS_READ_MODEL, POS_DEVICES_READ_MODEL, POS_CASHIERS_READ_MODEL] as const;
const waitFor = (model: string) => waitForPosition(model);

export const getPosRegisters = async () => (await api.get<{ registers: PosRegister[] }>('/api/pos/registers', { waitFor: waitFor(POS_REGISTERS_READ_MODEL) })).data?.registers ?? [];
export const usePosRegisters = () => useQuery({ queryKey: [POS_REGISTERS_READ_MODEL], queryFn: getPosRegisters });
export const usePosDevices = () =>
  useQuery({ queryKey: [POS_DEVICES_READ_MODEL], queryFn: async () => (await api.get<{ devices: PosDevice[] }>('/api/pos/devices', { waitFor: waitFor(POS_DEVICES_READ_MODEL) })).data?.devices ?? [] });
export const usePosCashiers = () =>
  useQuery({ queryKey: [POS_CASHIERS_READ_MODEL], queryFn: async () => (await api.get<{ cashiers: PosCashier[] }>('/api/pos/cashiers', { waitFor: waitFor(POS_CASHIERS_READ_MODEL) })).data?.cashiers ?? [] });

/** Warehouses and customers a register may name. */
export const useRegisterChoices = () =>
  useQuery({
    queryKey: ['pos-register-choices'],
    queryFn: async () => {
      const [w, c] = await Promise.all([
        api.get<{ warehouses: { id: string; name: string; status: string }[] }>('/api/warehouses', { status: 'active', limit: 1000 }),
        api.get<{ customers: { id: string; code: string; name: string }[] }>('/api/customers', { status: 'active', limit: 500 }),
      ]);
      return { warehouses: w.data?.warehouses ?? [], customers: c.data?.customers ?? [] };
    },
  });

export type PosSetupCommand =
  | { action: 'createRegister'; body: CreateRegisterBody }
  | { action: 'changeRegister'; id: string; body: ChangeRegisterBody }
  | { action: 'revokeDevice'; id: string; reason: string }
  | { action: 'setCashier'; employeeId: string; body: SetCashierBody };

/** The PosMachine screen's writes. */
export function usePosSetupCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (c: PosSetupCommand) => {
      const r =
        c.action === 'createRegister' ? await api.post<Answer>('/api/pos/registers', c.body)
        : c.action === 'changeRegister' ? await api.put<Answer>(`/api/pos/registers/${encodeURIComponent(c.id)}`, c.body)
        : c.action === 'revokeDevice' ? await api.post<Answer>(`/api/pos/devices/${encodeURIComponent(c.id)}/revoke`, { reason: c.reason })
        : await api.put<Answer>(`/api/pos/cashiers/${encodeURIComponent(c.employeeId)}`, c.body);
      return r.data!;
    },
    onSuccess: (r) => {
      for (const m of SETUP_MODELS) {
        noteWrite(m, r.globalPosition);
        void client.invalidateQueries({ queryKey: [m] });
      }
    },
  });
}

export const getCashSessions = async (q: { registerId?: string; page: number; limit: number }) =>
  (await api.get<{ sessions: CashSessionRow[]; total: number }>('/api/pos/cash-sessions', { ...q, waitFor: waitFor(POS_CASH_SESSIONS_READ_MODEL) })).data ?? { sessions: [], total: 0 };
export const useCashSessions = (q: { registerId?: string; page: number; limit: number }) =>
  useQuery({ queryKey: [POS_CASH_SESSIONS_READ_MODEL, q], queryFn: () => getCashSessions(q), placeholderData: keepPreviousData });
export const useCashSessionReport = (id: string | null) =>
  useQuery({ queryKey: [POS_CASH_SESSIONS_READ_MODEL, 'report', id], enabled: !!id, queryFn: async () => (await api.get<CashSessionReport>(`/api/pos/cash-sessions/${encodeURIComponent(id!)}`)).data! });

export const getMachineLog = async (q: { registerId?: string; page: number; limit: number }) =>
  (await api.get<{ entries: MachineLogEntry[]; total: number }>('/api/pos/machine-log', { ...q, waitFor: waitFor(POS_MACHINE_LOG_READ_MODEL) })).data ?? { entries: [], total: 0 };
export const useMachineLog = (q: { registerId?: string; page: number; limit: number }) =>
  useQuery({ queryKey: [POS_MACHINE_LOG_READ_MODEL, q], queryFn: () => getMachineLog(q), placeholderData: keepPreviousData });
