import { sumDecimals } from '@tradedesk/contracts/platform/money';
import type { ApiError } from '@tradedesk/contracts/platform/envelope';
import type { MoveCashBody } from '@tradedesk/contracts/pos/pos';
import type { TillSale } from '@tradedesk/contracts/pos/pos-sales';
import type { QueuedSale } from './db';

/**
 * The rules of the till's queues that need no browser (docs/pos.md "Offline"): which queued cash
 * movement goes next, and today's sales as the server listed them merged with the sales still
 * queued on this device. Unit-tested in queue-rules.unit.spec.ts.
 */

export type QueueStatus = 'waiting' | 'refused';

/** A cash in / out made on this till, kept in IndexedDB until the server answers for its id. */
export interface QueuedMove {
  /** The command id (also the movement's id): a retry is the same movement. */
  commandId: string;
  /** Names the session it was made in and when (sessionId, movedAt). */
  body: MoveCashBody & { sessionId: string; movedAt: string };
  /** The PIN session of the cashier who made it: sent under it (ended meanwhile: under the current one). */
  pinSession: string | null;
  createdAt: string;
  status: QueueStatus;
  attempts: number;
  /** Not before this time (ms) is it sent again (backoff). */
  nextTryAt: number;
  /** The server's refusal, listed until the cashier dismisses it. */
  refusal: string | null;
  error?: ApiError | null;
}

/**
 * The movement to send now: the oldest waiting one (in the order they were made, never a later one
 * first), when its pause is over, and only after every sale made before it reached the server or
 * was refused ('after-sales': a cash out counts the cash those sales took). null: nothing is due.
 */
export function nextMoveToSend(moves: readonly QueuedMove[], sales: readonly Pick<QueuedSale, 'status' | 'createdAt'>[], now: number): QueuedMove | 'after-sales' | null {
  const oldest = moves.filter((m) => m.status === 'waiting').sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  if (!oldest || oldest.nextTryAt > now) return null;
  if (sales.some((s) => s.status === 'waiting' && s.createdAt <= oldest.createdAt)) return 'after-sales';
  return oldest;
}

/** A row of today's sales: as the server recorded it (queue null), or still queued on this device. */
export type ListedSale = TillSale & { queue: QueueStatus | null; refusal: string | null; error: ApiError | null };

export interface MergedSales {
  sales: ListedSale[];
  /** Sales listed that are not refused: the server's and the waiting ones. */
  count: number;
  total: string;
  waiting: number;
  refused: number;
}

/**
 * The server's list (null: it did not answer and nothing is cached) and this device's queue, newest
 * first: a sale both lists hold has arrived and is shown as the server has it; the count and the
 * total add the waiting sales to the server's, never the refused ones.
 */
export function mergeTillSales(server: { sales: TillSale[]; total: string; count: number } | null, queued: readonly QueuedSale[]): MergedSales {
  const known = new Set(server?.sales.map((s) => s.id) ?? []);
  const mine = queued.filter((q) => !known.has(q.saleId));
  const rows: ListedSale[] = [
    ...(server?.sales ?? []).map((s) => ({ ...s, queue: null, refusal: null, error: null })),
    ...mine.map((q) => ({ ...q.receipt, queue: q.status, refusal: q.refusal, error: q.error ?? null })),
  ].sort((a, b) => Date.parse(b.soldAt) - Date.parse(a.soldAt) || b.id.localeCompare(a.id));
  const waiting = mine.filter((q) => q.status === 'waiting');
  return {
    sales: rows,
    count: (server?.count ?? 0) + waiting.length,
    total: sumDecimals([server?.total ?? '0', ...waiting.map((q) => q.receipt.total)]),
    waiting: waiting.length,
    refused: mine.length - waiting.length,
  };
}
