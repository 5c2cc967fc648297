/**
 * Live updates (ARCHITECTURE "Read side"): a socket.io connection on path /be/live, opened after
 * sign-in with auth {token}. Each 'readModelChanged' {readModel, ids, position} invalidates the
 * react-query queries whose key starts with that read model name, or that list it in
 * meta.readModels, so every screen showing it refetches.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ReadModelChanged } from '@tradedesk/contracts/platform/events';
import { io, type Socket } from 'socket.io-client';
import { createStore, useStore } from '../stores/create-store';
import { queryShowsReadModel } from './live-match';

export const LIVE_PATH = '/be/live';
export const READ_MODEL_CHANGED = 'readModelChanged';

export type LiveStatus = 'off' | 'connecting' | 'connected' | 'disconnected';

export interface LiveState {
  status: LiveStatus;
  received: number;
  last: (ReadModelChanged & { at: number }) | null;
}

export const liveStore = createStore<LiveState>({ status: 'off', received: 0, last: null });
export const useLive = () => useStore(liveStore);

let socket: Socket | null = null;

export function connectLive(token: string, queryClient: QueryClient): void {
  disconnectLive();
  liveStore.set((s) => ({ ...s, status: 'connecting' }));
  const s = io({ path: LIVE_PATH, auth: { token }, reconnectionDelayMax: 30_000 });
  socket = s;
  s.on('connect', () => liveStore.set((st) => ({ ...st, status: 'connected' })));
  s.on('disconnect', () => liveStore.set((st) => ({ ...st, status: 'disconnected' })));
  s.on('connect_error', () => liveStore.set((st) => ({ ...st, status: 'disconnected' })));
  // The gateway refuses sockets without a valid session ('unauthorized', then disconnects).
  s.on('unauthorized', () => liveStore.set((st) => ({ ...st, status: 'disconnected' })));
  s.on(READ_MODEL_CHANGED, (event: ReadModelChanged) => {
    if (!event || typeof event.readModel !== 'string') return;
    liveStore.set((st) => ({ ...st, received: st.received + 1, last: { ...event, at: Date.now() } }));
    void queryClient.invalidateQueries({
      predicate: (query) => queryShowsReadModel(query.queryKey, query.meta as Record<string, unknown> | undefined, event.readModel),
    });
  });
}

export function disconnectLive(): void {
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
    socket = null;
  }
  liveStore.set((s) => ({ ...s, status: 'off' }));
}
