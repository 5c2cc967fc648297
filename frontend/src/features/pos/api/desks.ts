import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import { type ChangeDeskBody, type CreateDeskBody, DESKS_READ_MODEL, type DeskList, type ListDesksQuery, type ReorderDesksBody } from '@tradedesk/contracts/pos/desks';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

interface Answer {
  id: string;
  globalPosition: string;
}

const BASE = '/api/setting/basics/desk';

/** GET /be/api/setting/basics/desk: the desks in floor order (store, area, place), filtered. */
export const getDesks = async (q: Partial<ListDesksQuery>) =>
  (await api.get<DeskList>(BASE, { ...q, waitFor: waitForPosition(DESKS_READ_MODEL) })).data ?? { desks: [] };
/** `enabled: false` waits (a screen that lists one store's desks until a store is chosen). */
export const useDesks = (q: Partial<ListDesksQuery>, enabled = true) => useQuery({ queryKey: [DESKS_READ_MODEL, q], queryFn: () => getDesks(q), enabled });

/** GET /be/api/setting/basics/desk/:id/history: created, changed, disabled, enabled; who and when. */
export const getDeskHistory = async (id: string) => (await api.get<{ events: HistoryEntry[] }>(`${BASE}/${encodeURIComponent(id)}/history`)).data?.events ?? [];
export const useDeskHistory = (id: string) => useQuery({ queryKey: [DESKS_READ_MODEL, 'history', id], queryFn: () => getDeskHistory(id) });

export type DeskCommand = { action: 'create'; body: CreateDeskBody } | { action: 'change'; id: string; body: ChangeDeskBody } | { action: 'enable' | 'disable'; id: string };

/** Create, change, enable, disable: POST/PUT under /be/api/setting/basics/desk. */
export function useDeskCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (c: DeskCommand) => {
      const r =
        c.action === 'create' ? await api.post<Answer>(BASE, c.body)
        : c.action === 'change' ? await api.put<Answer>(`${BASE}/${encodeURIComponent(c.id)}`, c.body)
        : await api.post<Answer>(`${BASE}/${encodeURIComponent(c.id)}/${c.action}`);
      return r.data!;
    },
    onSuccess: (r) => {
      noteWrite(DESKS_READ_MODEL, r.globalPosition);
      void client.invalidateQueries({ queryKey: [DESKS_READ_MODEL] });
    },
  });
}

/** POST /be/api/setting/basics/desk/order: the floor order of one area at once (DeskOrder). */
export function useReorderDesks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReorderDesksBody) => (await api.post<{ changed: number; globalPosition: string; duplicate: boolean }>(`${BASE}/order`, body)).data!,
    onSuccess: (r) => {
      noteWrite(DESKS_READ_MODEL, r.globalPosition);
      void client.invalidateQueries({ queryKey: [DESKS_READ_MODEL] });
    },
  });
}
