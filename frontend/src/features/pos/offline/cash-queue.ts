import { POS_SESSION_HEADER, type MoveCashBody } from '@tradedesk/contracts/pos/pos';
import Dexie, { liveQuery, type Table } from 'dexie';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { api, ApiRequestError, type RequestOptions } from '../../../lib/api';
import type { TillDb } from './db';
import { DurableQueue, failureOf, recordFailure } from './durable-queue';
import { nextMoveToSend, type QueuedMove } from './queue-rules';

/**
 * The till's second IndexedDB store (docs/pos.md "Offline"), one per authorised device beside the
 * catalogue's: the durable queue of cash in / out (`moves`) and the last answers the offline pages
 * fall back on (`answers`: today's sales as the server listed them, when the catalogue was last
 * refreshed). A store of its own, so the catalogue's schema (db.ts) is not versioned for it.
 */
export interface AnswerRow {
  key: 'sales' | 'catalogueAt';
  value: unknown;
  at: string;
}
export class TillQueueDb extends Dexie {
  moves!: Table<QueuedMove, string>;
  answers!: Table<AnswerRow, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ moves: 'commandId, createdAt, status', answers: 'key' });
  }
}
const open = new Map<string, TillQueueDb>();
export function tillQueueDb(deviceId: string): TillQueueDb {
  let db = open.get(deviceId);
  if (!db) {
    db = new TillQueueDb(`tradedesk-pos-${deviceId}-queue`);
    open.set(deviceId, db);
  }
  return db;
}

type Options = () => Pick<RequestOptions, 'headers' | 'anonymous' | 'silent'>;
/** What became of a movement the cashier just made: recorded, queued (no answer: sent later), or refused (the server's error). */
export type MoveOutcome = { sent: true } | { queued: true } | { refused: ApiRequestError };

/**
 * The cash movement queue: a cash in / out is a command with an id made here, put in IndexedDB with
 * its session and the time it happened, then sent; any answer for its id (first or duplicate)
 * settles and removes it; a network failure or a 5xx keeps it waiting (retried 1 s, 2 s ... 30 s,
 * at once when back online); the movements go in the order they were made, each after the sales
 * made before it; sent under the PIN session it was made in (ended: the current one; 401/403 with
 * none: it waits for a sign-in); another 4xx marks it refused with the server's reason.
 */
export class CashSync extends DurableQueue<{ online: boolean }, QueuedMove> {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    readonly db: TillQueueDb,
    private readonly sales: TillDb,
    private readonly options: Options,
  ) {
    super({}, () => db.moves);
  }

  /** Queue the movement (durable first), try to send it, and say what became of it. */
  async enqueue(body: MoveCashBody & { sessionId: string; movedAt: string }): Promise<MoveOutcome> {
    await this.db.moves.put({ commandId: body.commandId, body, pinSession: this.options().headers?.[POS_SESSION_HEADER] ?? null, createdAt: new Date().toISOString(), status: 'waiting', attempts: 0, nextTryAt: 0, refusal: null });
    // Held behind a sale still being sent (online, not tried yet): wait a few seconds for it, so an online cash out is answered on the form.
    for (let i = 0; ; i++) {
      await this.flush();
      const after = await this.db.moves.get(body.commandId);
      if (!after) return { sent: true };
      if (after.status === 'refused') return { refused: new ApiRequestError(after.refusal ?? '', { status: 400, error: after.error ?? null }) };
      if (after.attempts > 0 || !this.state.online || i >= 10) return { queued: true };
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  dismiss = (commandId: string) => this.db.moves.delete(commandId);

  /** Send every movement that is due, in order; one pass at a time (a call during a pass runs after it). */
  flush(): Promise<void> {
    this.chain = this.chain.then(() => this.drain()).catch(() => undefined);
    return this.chain;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const next = nextMoveToSend(await this.db.moves.toArray(), await this.sales.sales.toArray(), Date.now());
      // Held behind an earlier sale: look again in a second (the sale queue sends it meanwhile).
      if (next === 'after-sales') return this.later(1000);
      if (!next || (await this.send(next).catch(() => 'stop' as const)) === 'stop') break;
    }
    this.schedule();
  }

  private async send(m: QueuedMove): Promise<'next' | 'stop'> {
    try {
      const options = this.options();
      const headers = { ...options.headers, ...(m.pinSession ? { [POS_SESSION_HEADER]: m.pinSession } : {}) };
      await api.post<{ id: string; duplicate: boolean }>('/api/pos/till/cash-session/moves', m.body, { ...options, headers });
      await this.db.moves.delete(m.commandId);
      this.set({ online: true });
      return 'next';
    } catch (e) {
      const kind = failureOf(e);
      // Its cashier's session ended: sent again under the current one.
      if (kind === 'pin' && m.pinSession && m.pinSession !== this.options().headers?.[POS_SESSION_HEADER]) {
        await this.db.moves.update(m.commandId, { pinSession: null });
        return 'next';
      }
      const then = await recordFailure(this.db.moves, m.commandId, m, kind, e);
      if (kind !== 'pin') this.set({ online: kind === 'refused' });
      return then;
    }
  }
}

const syncs = new Map<TillQueueDb, CashSync>();
export function cashSyncOf(db: TillQueueDb, sales: TillDb, options: Options): CashSync {
  let s = syncs.get(db);
  if (!s) {
    s = new CashSync(db, sales, options);
    syncs.set(db, s);
    void s.flush();
  }
  return s;
}

/** The movements waiting on this device and those the server refused, oldest first. */
export function useCashQueue(sync: CashSync | null | undefined): { waiting: QueuedMove[]; refused: QueuedMove[] } {
  useSyncExternalStore(sync?.subscribe ?? noSubscribe, sync?.snapshot ?? idle);
  const [moves, setMoves] = useState<QueuedMove[]>([]);
  useEffect(() => {
    if (!sync) return;
    const sub = liveQuery(() => sync.db.moves.orderBy('createdAt').toArray()).subscribe({ next: setMoves, error: () => undefined });
    return () => sub.unsubscribe();
  }, [sync]);
  return { waiting: moves.filter((m) => m.status === 'waiting'), refused: moves.filter((m) => m.status === 'refused') };
}
const noSubscribe = () => () => undefined;
const IDLE = { online: true };
const idle = () => IDLE;
