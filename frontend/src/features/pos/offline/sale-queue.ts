import type { RecordTillSaleBody, TillSale } from '@tradedesk/contracts/pos/pos-sales';
import { liveQuery } from 'dexie';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { POS_SESSION_HEADER } from '@tradedesk/contracts/pos/pos';
import { api, ApiRequestError, type RequestOptions } from '../../../lib/api';
import { type QueuedSale, type TillDb } from './db';

/**
 * The durable sale queue (docs/pos.md "Offline"): every sale is put in IndexedDB first, then sent.
 * Any answer with its id (the first, or `duplicate: true` for a retry) settles and removes it; a
 * network failure (or a 5xx) keeps it waiting, retried with a growing pause (1 s, 2 s, 4 s ... at
 * most 30 s; at once when the browser comes back online). It is sent under the PIN session it was
 * sold in (the cashier is recorded as it happened); when that session has ended, under the current
 * one; a 401/403 with no session to fall back on keeps it waiting for the next sign-in; any other 4xx marks it refused with the server's message, kept
 * in the list until the cashier dismisses it.
 */
const MAX_PAUSE_MS = 30_000;
export const pauseAfter = (attempts: number) => Math.min(MAX_PAUSE_MS, 1000 * 2 ** Math.max(0, attempts - 1));

type Options = () => Pick<RequestOptions, 'headers' | 'anonymous' | 'silent'>;

export class SaleSync {
  private running = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<() => void>();
  private state = { online: typeof navigator === 'undefined' ? true : navigator.onLine, syncing: false };

  constructor(
    readonly db: TillDb,
    private readonly options: Options,
  ) {
    window.addEventListener('online', this.wake);
    window.addEventListener('offline', this.down);
  }

  /** Queue the sale, then try to send it; resolves once it is stored (durable), not when the server answers. */
  async enqueue(body: RecordTillSaleBody, receipt: TillSale): Promise<void> {
    await this.db.sales.put({ saleId: body.saleId, body, receipt, pinSession: this.options().headers?.[POS_SESSION_HEADER] ?? null, createdAt: new Date().toISOString(), status: 'waiting', attempts: 0, nextTryAt: 0, refusal: null });
    void this.flush();
  }

  dismiss = (saleId: string) => this.db.sales.delete(saleId);

  /** Send every waiting sale that is due, oldest first; stops at the first network failure. */
  async flush(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.set({ syncing: true });
    try {
      for (;;) {
        const due = (await this.db.sales.orderBy('createdAt').toArray()).find((s) => s.status === 'waiting' && s.nextTryAt <= Date.now());
        if (!due) break;
        const outcome = await this.send(due);
        if (outcome === 'stop') break;
      }
    } finally {
      this.running = false;
      this.set({ syncing: false });
      this.schedule();
    }
  }

  private async send(s: QueuedSale): Promise<'next' | 'stop'> {
    try {
      const options = this.options();
      const headers = { ...options.headers, ...(s.pinSession ? { [POS_SESSION_HEADER]: s.pinSession } : {}) };
      await api.post<{ id: string; duplicate: boolean }>('/api/pos/till/sales', s.body, { ...options, headers });
      await this.db.sales.delete(s.saleId);
      this.set({ online: true });
      return 'next';
    } catch (e) {
      const transport = !(e instanceof ApiRequestError) || e.transport || e.status >= 500 || e.status === 0;
      const waitForPin = e instanceof ApiRequestError && (e.status === 401 || e.status === 403);
      if (waitForPin && s.pinSession && s.pinSession !== this.options().headers?.[POS_SESSION_HEADER]) {
        // The seller's PIN session has ended (signed out online, expired): sent under the cashier signed in now.
        await this.db.sales.update(s.saleId, { pinSession: null });
        return 'next';
      }
      if (transport || waitForPin) {
        await this.db.sales.update(s.saleId, { attempts: s.attempts + 1, nextTryAt: Date.now() + pauseAfter(s.attempts + 1) });
        if (transport) this.set({ online: false });
        return 'stop';
      }
      await this.db.sales.update(s.saleId, { status: 'refused', refusal: (e as ApiRequestError).message || String((e as ApiRequestError).status), error: (e as ApiRequestError).error });
      this.set({ online: true });
      return 'next';
    }
  }

  private schedule() {
    if (this.timer) clearTimeout(this.timer);
    void this.db.sales
      .where('status')
      .equals('waiting')
      .toArray()
      .then((waiting) => {
        if (!waiting.length) return;
        const next = Math.min(...waiting.map((s) => s.nextTryAt));
        this.timer = setTimeout(() => void this.flush(), Math.max(200, next - Date.now()));
      });
  }

  /** Back online: everything waiting is due now. */
  private wake = () => {
    this.set({ online: true });
    void this.db.sales
      .where('status')
      .equals('waiting')
      .modify({ nextTryAt: 0 })
      .then(() => this.flush());
  };
  private down = () => this.set({ online: false });

  private set(patch: Partial<typeof this.state>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }
  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  snapshot = () => this.state;
}

const syncs = new Map<TillDb, SaleSync>();
export function saleSyncOf(db: TillDb, options: Options): SaleSync {
  let s = syncs.get(db);
  if (!s) {
    s = new SaleSync(db, options);
    syncs.set(db, s);
    void s.flush();
  }
  return s;
}

/** What the till shows of the queue: online or not, syncing, the sales waiting, the sales refused. */
export function useSaleQueue(sync: SaleSync | null): { online: boolean; syncing: boolean; waiting: QueuedSale[]; refused: QueuedSale[] } {
  const state = useSyncExternalStore(sync?.subscribe ?? noSubscribe, sync?.snapshot ?? idle);
  const [sales, setSales] = useState<QueuedSale[]>([]);
  useEffect(() => {
    if (!sync) return;
    const sub = liveQuery(() => sync.db.sales.orderBy('createdAt').toArray()).subscribe({ next: setSales, error: () => undefined });
    return () => sub.unsubscribe();
  }, [sync]);
  return { ...state, waiting: sales.filter((s) => s.status === 'waiting'), refused: sales.filter((s) => s.status === 'refused') };
}
const noSubscribe = () => () => undefined;
const IDLE = { online: true, syncing: false };
const idle = () => IDLE;
