import type { ApiError } from '@tradedesk/contracts/platform/envelope';
import type { Table } from 'dexie';
import { ApiRequestError } from '../../../lib/api';

/**
 * What the till's durable queues (sales: sale-queue.ts; cash in / out: cash-queue.ts) share
 * (docs/pos.md "Offline"): the retry pause, how a failed send is read and recorded on its row, and
 * the connection state the till shows with the browser's online / offline events.
 */
const MAX_PAUSE_MS = 30_000;
/** 1 s, 2 s, 4 s ... at most 30 s after the n-th failed attempt. */
export const pauseAfter = (attempts: number) => Math.min(MAX_PAUSE_MS, 1000 * 2 ** Math.max(0, attempts - 1));

/** The fields every queued row keeps beside its own. */
export interface QueuedRow {
  status: 'waiting' | 'refused';
  attempts: number;
  /** Not before this time (ms) is it sent again (backoff). */
  nextTryAt: number;
  refusal: string | null;
  error?: ApiError | null;
}

/**
 * How a failed send ends: `transport` (no answer, or a 5xx: it waits, and the till is offline),
 * `pin` (401/403: nobody signed in now; it waits for a sign-in) or `refused` (another 4xx).
 */
export function failureOf(e: unknown): 'transport' | 'pin' | 'refused' {
  if (!(e instanceof ApiRequestError) || e.transport || e.status >= 500 || e.status === 0) return 'transport';
  return e.status === 401 || e.status === 403 ? 'pin' : 'refused';
}

/**
 * Records a failed send on its row: waiting again after a longer pause (`transport`, `pin`: the
 * queue stops here), or refused with the server's message (the queue goes on with the next).
 */
export async function recordFailure<R extends QueuedRow>(table: Table<R, string>, key: string, row: R, kind: 'transport' | 'pin' | 'refused', e: unknown): Promise<'next' | 'stop'> {
  const patch: Partial<QueuedRow> =
    kind === 'refused'
      ? { status: 'refused', refusal: (e as ApiRequestError).message || String((e as ApiRequestError).status), error: (e as ApiRequestError).error }
      : { attempts: row.attempts + 1, nextTryAt: Date.now() + pauseAfter(row.attempts + 1) };
  await table.update(key, patch as never);
  return kind === 'refused' ? 'next' : 'stop';
}

/**
 * A queue's state for the screen (online or not, and what the queue adds), with the browser's
 * online / offline events: back online, everything waiting is due at once; the next try is
 * scheduled for the earliest row due.
 */
export abstract class DurableQueue<S extends { online: boolean }, R extends QueuedRow> {
  protected timer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<() => void>();
  protected state: S;

  protected constructor(
    initial: Omit<S, 'online'>,
    private readonly rows: () => Table<R, string>,
  ) {
    this.state = { ...initial, online: typeof navigator === 'undefined' ? true : navigator.onLine } as S;
    window.addEventListener('online', this.wake);
    window.addEventListener('offline', this.down);
  }

  /** Send what is due. */
  abstract flush(): Promise<void>;

  /** Look again in `ms`. */
  protected later(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  /** The next try when the earliest waiting row is due (at least 200 ms from now). */
  protected schedule() {
    void this.rows()
      .where('status')
      .equals('waiting')
      .toArray()
      .then((waiting) => {
        if (waiting.length) this.later(Math.max(200, Math.min(...waiting.map((r) => r.nextTryAt)) - Date.now()));
      });
  }

  private wake = () => {
    this.set({ online: true } as Partial<S>);
    void this.rows()
      .where('status')
      .equals('waiting')
      .modify({ nextTryAt: 0 } as never)
      .then(() => this.flush());
  };
  private down = () => this.set({ online: false } as Partial<S>);

  protected set(patch: Partial<S>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }
  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  snapshot = () => this.state;
}
