import { TILL_BOLETAS_READ_MODEL } from '@tradedesk/contracts/invoicing/till-boletas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POS_SALES_READ_MODEL } from '@tradedesk/contracts/pos/pos-sales';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { LIVE_PATH, READ_MODEL_CHANGED } from '../../../lib/live';
import {
  type CashSessionReport,
  type CloseCashSessionBody,
  type DeviceAuthorization,
  type DiscountApproval,
  type DiscountApprovalBody,
  type MoveCashBody,
  type OpenCashSessionBody,
  type PinSession,
  POS_DEVICE_HEADER,
  POS_SESSION_HEADER,
  type PosRegister,
  type Till,
  type TillSession,
} from '@tradedesk/contracts/pos/pos';
import type { RecordTillSaleBody, TillPrice, TillSale } from '@tradedesk/contracts/pos/pos-sales';
import { api, ApiRequestError, type RequestOptions } from '../../../lib/api';
import { tillDb } from '../offline/db';

/**
 * The till's own tokens, kept in this browser (docs/pos.md "The till in the browser"): the device
 * token (localStorage: it survives a restart; an Admin revokes it on PosMachine) and the cashier's
 * PIN session (sessionStorage: it ends with the tab). Neither is a user session.
 */
const DEVICE_KEY = 'tradedesk.pos.device';
const SESSION_KEY = 'tradedesk.pos.session';

export interface StoredDevice {
  deviceId: string;
  token: string;
  registerId: string;
  registerName: string;
}

export function storedDevice(): StoredDevice | null {
  try {
    const raw = localStorage.getItem(DEVICE_KEY);
    return raw ? (JSON.parse(raw) as StoredDevice) : null;
  } catch {
    return null;
  }
}
export const forgetDevice = () => {
  localStorage.removeItem(DEVICE_KEY);
  sessionStorage.removeItem(SESSION_KEY);
};
export const storedPinSession = (): string | null => sessionStorage.getItem(SESSION_KEY);
export const forgetPinSession = () => sessionStorage.removeItem(SESSION_KEY);

/** A till call: the device's token and, once a cashier signed in, their PIN session's; never the user's token. */
export function tillOptions(): Pick<RequestOptions, 'headers' | 'anonymous' | 'silent'> {
  const device = storedDevice();
  const session = storedPinSession();
  return { anonymous: true, silent: true, headers: { ...(device ? { [POS_DEVICE_HEADER]: device.token } : {}), ...(session ? { [POS_SESSION_HEADER]: session } : {}) } };
}

// ---- /pos/posAuthorize: an Admin signs in on this page, picks a register, and binds this browser.
/** Sign the Admin in for this page only (the token is not stored and is signed out after). */
export async function adminSignIn(username: string, password: string): Promise<string> {
  const r = await api.post<{ accessToken: string }>('/api/user/login', { username, password }, { anonymous: true });
  return r.data!.accessToken;
}
export const adminRegisters = async (token: string) => (await api.get<{ registers: PosRegister[] }>('/api/pos/registers', undefined, { anonymous: true, token })).data?.registers ?? [];
export async function authorizeThisBrowser(token: string, registerId: string, name: string): Promise<StoredDevice> {
  const r = (await api.post<DeviceAuthorization>('/api/pos/devices', { registerId, name, userAgent: navigator.userAgent.slice(0, 300) }, { anonymous: true, token })).data!;
  const device = { deviceId: r.deviceId, token: r.deviceToken, registerId: r.registerId, registerName: r.registerName };
  localStorage.setItem(DEVICE_KEY, JSON.stringify(device));
  sessionStorage.removeItem(SESSION_KEY);
  await adminSignOut(token);
  return device;
}
/** End the page's Admin sign-in. */
export const adminSignOut = (token: string) => api.post('/api/user/logout', undefined, { anonymous: true, token, silent: true }).then(() => undefined, () => undefined);

// ---- the till
export const TILL_KEY = 'pos-till';
/**
 * The till's answer and the cashier's session, kept in the device's IndexedDB store: with the
 * network down (no answer at all) the last ones are used, so the till opens offline (docs/pos.md "Offline").
 */
async function cachedAnswer<T>(key: 'till' | 'session', load: () => Promise<T>): Promise<T> {
  const device = storedDevice();
  const db = device ? tillDb(device.deviceId) : null;
  try {
    const fresh = await load();
    await db?.meta.put({ key, value: fresh }).catch(() => undefined);
    return fresh;
  } catch (e) {
    const cached = e instanceof ApiRequestError && e.transport && db ? ((await db.meta.get(key).catch(() => undefined))?.value as T | undefined) : undefined;
    if (cached) return cached;
    throw e;
  }
}
export const useTill = (enabled: boolean) =>
  useQuery({ queryKey: [TILL_KEY, 'device'], enabled, retry: false, queryFn: () => cachedAnswer('till', async () => (await api.get<Till>('/api/pos/till', undefined, tillOptions())).data!) });
export const useTillSession = (enabled: boolean) =>
  useQuery({ queryKey: [TILL_KEY, 'session'], enabled, retry: false, queryFn: () => cachedAnswer('session', async () => (await api.get<TillSession>('/api/pos/till/session', undefined, tillOptions())).data!) });

export function usePinSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (b: { employeeId: string; pin: string }) => (await api.post<PinSession>('/api/pos/till/sign-in', b, tillOptions())).data!,
    onSuccess: (s) => {
      sessionStorage.setItem(SESSION_KEY, s.sessionToken);
      void client.invalidateQueries({ queryKey: [TILL_KEY] });
    },
  });
}

export async function pinSignOut(): Promise<void> {
  await api.post('/api/pos/till/sign-out', undefined, tillOptions()).catch(() => undefined);
  forgetPinSession();
}

export type TillCommand = { action: 'open'; body: OpenCashSessionBody } | { action: 'move'; body: MoveCashBody } | { action: 'close'; body: CloseCashSessionBody };

/** Open, cash in / out, close: each with its command id, so a retry is applied once. */
export function useTillCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (c: TillCommand) => {
      const path = c.action === 'open' ? '/api/pos/till/cash-session' : c.action === 'move' ? '/api/pos/till/cash-session/moves' : '/api/pos/till/cash-session/close';
      return (await api.post<{ id: string }>(path, c.body, tillOptions())).data!;
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: [TILL_KEY] }),
  });
}

export const useTillReport = (id: string | null) =>
  useQuery({ queryKey: [TILL_KEY, 'report', id], enabled: !!id, queryFn: async () => (await api.get<CashSessionReport>(`/api/pos/till/cash-sessions/${encodeURIComponent(id!)}/report`, undefined, tillOptions())).data! });

/** A till supervisor's PIN approves discounts over the limit for the cashier's next sale (docs/pos.md "Supervisor approval"); needs the network. */
export const approveDiscount = async (b: DiscountApprovalBody) => (await api.post<DiscountApproval>('/api/pos/till/discount-approvals', b, tillOptions())).data!;

// ---- selling (docs/pos.md "Selling")
export const tillPrice = async (scan: string, customerId?: string) =>
  (await api.get<TillPrice>('/api/pos/till/price', { scan, ...(customerId ? { customerId } : {}) }, tillOptions())).data!;
export const tillCustomers = async (search: string) => (await api.get<{ customers: TillCustomer[] }>('/api/pos/till/customers', { search }, tillOptions())).data!.customers;
export type TillCustomer = { id: string; code: string; name: string; phone: string };

/** Ring up a sale: its id is made here once per sale, so a retry (a lost answer) is the same sale. */
export function useRecordSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (b: RecordTillSaleBody) => (await api.post<{ id: string; duplicate: boolean }>('/api/pos/till/sales', b, tillOptions())).data!,
    onSuccess: () => void client.invalidateQueries({ queryKey: [TILL_KEY] }),
  });
}
/** Today's sales of the register; with `search`, its sales whose receipt number contains it (any day). */
export const useTillSales = (enabled = true, search = '') =>
  useQuery({
    queryKey: [TILL_KEY, 'sales', search],
    enabled,
    retry: false,
    queryFn: async () => (await api.get<{ sales: TillSale[]; total: string; count: number }>('/api/pos/till/sales', search ? { search } : undefined, tillOptions())).data!,
  });
export const useTillSale = (id: string | null) =>
  useQuery({
    queryKey: [TILL_KEY, 'sale', id],
    enabled: !!id,
    queryFn: async () => (await api.get<TillSale>(`/api/pos/till/sales/${encodeURIComponent(id!)}`, undefined, tillOptions())).data!,
    // Chile and Peru: the boleta is issued right after the sale; asked again until its number is there (a minute at most).
    refetchInterval: (q) => (q.state.data?.boleta?.status === 'waiting' && Date.now() - Date.parse(q.state.data.recordedAt) < 60_000 ? 1000 : false),
  });

/**
 * Live updates for the till (docs/pos.md "Selling"): a socket on /be/live authenticated with the
 * device token and the PIN session (no user session); a sale recorded on any device of the
 * company refetches this till's sale list.
 */
export function useTillLive(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    const device = storedDevice();
    const session = storedPinSession();
    if (!enabled || !device || !session) return;
    const socket = io({ path: LIVE_PATH, auth: { posDevice: device.token, posSession: session }, reconnectionDelayMax: 30_000 });
    socket.on(READ_MODEL_CHANGED, (c: { readModel?: string }) => {
      if (c?.readModel === POS_SALES_READ_MODEL) void client.invalidateQueries({ queryKey: [TILL_KEY, 'sales'] });
      // A sale's boleta issued or refused (Chile, Peru): the list and the open receipt show it.
      if (c?.readModel === TILL_BOLETAS_READ_MODEL) {
        void client.invalidateQueries({ queryKey: [TILL_KEY, 'sales'] });
        void client.invalidateQueries({ queryKey: [TILL_KEY, 'sale'] });
      }
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [enabled, client]);
}
