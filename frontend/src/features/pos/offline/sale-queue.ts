import { receiptNumber, type RecordTillSaleBody, type TillSale } from '@tradedesk/contracts/pos/pos-sales';
import { liveQuery } from 'dexie';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { POS_SESSION_HEADER, type Till } from '@tradedesk/contracts/pos/pos';
import { api, type RequestOptions } from '../../../lib/api';
import { type QueuedSale, type TillDb } from './db';
import { DurableQueue, failureOf, recordFailure } from './durable-queue';

/**
 * The durable sale queue (docs/pos.md "Offline"): every sale is put in IndexedDB first, then sent.
 * Any answer with its id (the first, or `duplicate: true` for a retry) settles and removes it; a
 * network failure (or a 5xx) keeps it waiting, retried with a growing pause (1 s, 2 s, 4 s ... at
 * most 30 s; at once when the browser comes back online). It names the PIN session it was sold in
 * (`cashierSession`, kept with it), so the server records it as that cashier's even when it is sent
 * under another cashier's session after hers ended; a 401/403 (nobody signed in now) keeps it
 * waiting for the next sign-in; any other 4xx (a session that does not check out too) marks it
 * refused with the server's message, kept in the list until the cashier dismisses it.
 */
type Options = () => Pick<RequestOptions, 'headers' | 'anonymous' | 'silent'>;

export class SaleSync extends DurableQueue<{ online: boolean; syncing: boolean }, QueuedSale> {
  private running = false;

  constructor(
    readonly db: TillDb,
    private readonly options: Options,
  ) {
    super({ syncing: false }, () => db.sales);
  }

  /**
   * Queue the sale, then try to send it; resolves once it is stored (durable), not when the server
   * answers. The sale takes the device's next receipt number here, offline too.
   */
  async enqueue(sale: RecordTillSaleBody, made: TillSale): Promise<void> {
    const pinSession = this.options().headers?.[POS_SESSION_HEADER] ?? null;
    const receiptNo = await this.nextReceiptNo();
    const body = { ...sale, ...(pinSession ? { cashierSession: pinSession } : {}), ...(receiptNo ? { receiptNo } : {}) };
    const receipt = { ...made, receiptNo };
    await this.db.sales.put({ saleId: body.saleId, body, receipt, pinSession, createdAt: new Date().toISOString(), status: 'waiting', attempts: 0, nextTryAt: 0, refusal: null });
    void this.flush();
  }

  dismiss = (saleId: string) => this.db.sales.delete(saleId);

  /**
   * The device's next receipt number (docs/pos.md "Receipt numbers"): its series from the till's
   * last answer, the sequence after both the last one given here (kept in IndexedDB: a reload goes
   * on) and the last one the server recorded (storage wiped: it still goes on). Null before the
   * till ever answered.
   */
  async nextReceiptNo(): Promise<string | null> {
    return this.db.transaction('rw', this.db.meta, async () => {
      const till = (await this.db.meta.get('till'))?.value as Partial<Till> | undefined;
      if (!till?.receiptSeries) return null;
      const kept = (await this.db.meta.get('receipt'))?.value as { series: string; sequence: number } | undefined;
      const sequence = Math.max(till.lastReceiptSequence ?? 0, kept?.series === till.receiptSeries ? kept.sequence : 0) + 1;
      await this.db.meta.put({ key: 'receipt', value: { series: till.receiptSeries, sequence } });
      return receiptNumber(till.receiptSeries, sequence);
    });
  }

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
      // A sale queued before the body named its seller: the PIN session kept beside it.
      const body = s.pinSession && !s.body.cashierSession ? { ...s.body, cashierSession: s.pinSession } : s.body;
      await api.post<{ id: string; duplicate: boolean }>('/api/pos/till/sales', body, this.options());
      await this.db.sales.delete(s.saleId);
      this.set({ online: true });
      return 'next';
    } catch (e) {
      const kind = failureOf(e);
      const then = await recordFailure(this.db.sales, s.saleId, s, kind, e);
      if (kind !== 'pin') this.set({ online: kind === 'refused' });
      return then;
    }
  }
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
