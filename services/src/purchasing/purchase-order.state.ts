import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import {
  type CommittedPurchaseLine,
  OVER_DELIVERY_TOLERANCE,
  type PurchaseOrderEvent,
  type PurchaseOrderStatus,
  type ReceivedLine,
} from '@tradedesk/contracts/purchasing/purchase-order';
import type { StockMoved } from '@tradedesk/contracts/inventory/stock';
import { Decimal } from 'decimal.js';
import type { EvolveEvent } from '../platform/cqrs/decider.js';
import { DomainError } from '../platform/event-store/errors.js';

export type PurchaseStreamEvent = PurchaseOrderEvent | StockMoved;

export interface PurchaseOrderLine {
  line: number;
  productId: string;
  code: string;
  name: string;
  unit: PackUnit;
  quantity: string;
  baseQuantity: string;
  unitPrice?: string;
  amount?: string;
}

/** A receipt or a return as the stream recorded it (who and when come from the stored event). */
export interface PurchaseDocument {
  id: string;
  number: string;
  warehouseId: string;
  zoneId: string | null;
  at: string;
  rate: string;
  amount: string;
  reason?: string;
  lines: ReceivedLine[];
  userId: string;
  recordedAt: string;
}

/** A purchase order's stream folded (docs/purchasing.md "States"). */
export interface PurchaseOrderState {
  exists: boolean;
  id: string;
  number: string;
  status: PurchaseOrderStatus;
  supplierId: string | null;
  warehouseId: string;
  currency: string;
  expectedDate: string | null;
  note: string;
  source: { type: 'sale'; id: string; number: string } | null;
  /** The replenishment order the draft was made from. */
  origin: { type: 'replenishment'; id: string; number: string } | null;
  lines: PurchaseOrderLine[];
  rate: string | null;
  costCurrency: string | null;
  total: string;
  /** Base units per order line. */
  received: Record<number, string>;
  returned: Record<number, string>;
  shortfall: Record<number, string>;
  receipts: PurchaseDocument[];
  returns: PurchaseDocument[];
  closeReason: string | null;
  cancelReason: string | null;
  createdAt: string | null;
  createdBy: string | null;
}

export const initialPurchaseOrderState = (): PurchaseOrderState => ({
  exists: false,
  id: '',
  number: '',
  status: 'draft',
  supplierId: null,
  warehouseId: '',
  currency: '',
  expectedDate: null,
  note: '',
  source: null,
  origin: null,
  lines: [],
  rate: null,
  costCurrency: null,
  total: '0',
  received: {},
  returned: {},
  shortfall: {},
  receipts: [],
  returns: [],
  closeReason: null,
  cancelReason: null,
  createdAt: null,
  createdBy: null,
});

const add = (m: Record<number, string>, line: number, q: string) => ({ ...m, [line]: new Decimal(m[line] ?? '0').plus(q).toFixed() });

/** Received net of returns, in base units. */
export function netReceived(s: PurchaseOrderState, line: number): Decimal {
  return new Decimal(s.received[line] ?? '0').minus(s.returned[line] ?? '0');
}

/** Still to come: ordered - net received, never below zero. */
export function openQuantity(s: PurchaseOrderState, l: PurchaseOrderLine): Decimal {
  return Decimal.max(0, new Decimal(l.baseQuantity).minus(netReceived(s, l.line)));
}

/** The most a line may hold received (net of returns): ordered x (1 + tolerance). */
export function receiveLimit(l: PurchaseOrderLine): Decimal {
  return new Decimal(l.baseQuantity).times(new Decimal(1).plus(OVER_DELIVERY_TOLERANCE));
}

function receivingStatus(s: PurchaseOrderState): PurchaseOrderStatus {
  if (s.status === 'closed' || s.status === 'cancelled' || s.status === 'draft') return s.status;
  const anyReceived = s.lines.some((l) => netReceived(s, l.line).gt(0)) || s.receipts.length > 0;
  if (!anyReceived) return 'committed';
  return s.lines.every((l) => openQuantity(s, l).isZero()) ? 'received' : 'partlyReceived';
}

const meta = (e: EvolveEvent<PurchaseStreamEvent>) =>
  'metadata' in e ? { userId: e.metadata.userId, recordedAt: e.recordedAt } : { userId: '', recordedAt: '' };

export function evolvePurchaseOrder(s: PurchaseOrderState, e: EvolveEvent<PurchaseStreamEvent>): PurchaseOrderState {
  switch (e.type) {
    case 'PurchaseOrderDrafted': {
      const d = e.data;
      const m = meta(e);
      return {
        ...s,
        exists: true,
        id: d.purchaseOrderId,
        number: d.number,
        status: 'draft',
        supplierId: d.supplierId,
        warehouseId: d.warehouseId,
        currency: d.currency,
        expectedDate: d.expectedDate ?? null,
        note: d.note ?? '',
        source: d.source,
        origin: d.origin ?? null,
        lines: (d.lines as PurchaseOrderLine[]).map((l) => ({ ...l })),
        createdAt: m.recordedAt || null,
        createdBy: m.userId || null,
      };
    }
    case 'PurchaseOrderDraftChanged': {
      const d = e.data;
      return { ...s, supplierId: d.supplierId, warehouseId: d.warehouseId, currency: d.currency, expectedDate: d.expectedDate, note: d.note, lines: (d.lines as PurchaseOrderLine[]).map((l) => ({ ...l })) };
    }
    case 'PurchaseOrderCommitted': {
      const d = e.data;
      return {
        ...s,
        status: 'committed',
        supplierId: d.supplierId,
        warehouseId: d.warehouseId,
        currency: d.currency,
        expectedDate: d.expectedDate,
        rate: d.rate,
        costCurrency: d.costCurrency,
        lines: d.lines.map((l: CommittedPurchaseLine) => ({ ...l })),
        total: d.total,
      };
    }
    case 'PurchaseOrderReceived': {
      const d = e.data;
      let received = s.received;
      for (const l of d.lines as ReceivedLine[]) received = add(received, l.orderLine, l.quantity);
      const doc: PurchaseDocument = { id: d.receiptId, number: d.receiptNumber, warehouseId: d.warehouseId, zoneId: d.zoneId, at: d.receivedAt, rate: d.rate, amount: d.amount, lines: d.lines, ...meta(e) };
      const next = { ...s, received, receipts: [...s.receipts, doc] };
      return { ...next, status: receivingStatus(next) };
    }
    case 'PurchaseGoodsReturned': {
      const d = e.data;
      let returned = s.returned;
      for (const l of d.lines as ReceivedLine[]) returned = add(returned, l.orderLine, l.quantity);
      const doc: PurchaseDocument = { id: d.returnId, number: d.returnNumber, warehouseId: d.warehouseId, zoneId: d.zoneId, at: d.returnedAt, rate: d.rate, amount: d.amount, reason: d.reason, lines: d.lines, ...meta(e) };
      const next = { ...s, returned, returns: [...s.returns, doc] };
      return { ...next, status: receivingStatus(next) };
    }
    case 'PurchaseOrderClosed': {
      let shortfall = s.shortfall;
      for (const l of e.data.shortfall) shortfall = add(shortfall, l.orderLine, l.quantity);
      return { ...s, status: 'closed', shortfall, closeReason: e.data.reason };
    }
    case 'PurchaseOrderCancelled':
      return { ...s, status: 'cancelled', cancelReason: e.data.reason };
    case 'StockMoved':
      return s;
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

// ---- guards several decisions share

export function requireOrder(s: PurchaseOrderState): void {
  if (!s.exists) throw new DomainError('purchase_order_not_found', 'This purchase order does not exist.', 404);
}

export function requireDraft(s: PurchaseOrderState): void {
  requireOrder(s);
  if (s.status !== 'draft') throw new DomainError('purchase_order_not_draft', `Purchase order ${s.number} is ${s.status}: only a draft can be changed or committed.`, 409, { number: s.number });
}

/** Receiving (and returning) needs a committed order that is not closed or cancelled. */
export function requireReceivable(s: PurchaseOrderState): void {
  requireOrder(s);
  if (s.status === 'draft') throw new DomainError('order_not_committed', `Purchase order ${s.number} is a draft: commit it first.`, 409, { number: s.number });
  if (s.status === 'cancelled') throw new DomainError('order_cancelled', `Purchase order ${s.number} is cancelled.`, 409, { number: s.number });
  if (s.status === 'closed') throw new DomainError('purchase_order_closed', `Purchase order ${s.number} is closed.`, 409, { number: s.number });
}

export function orderLineOf(s: PurchaseOrderState, orderLine: number, at: string): PurchaseOrderLine {
  const l = s.lines.find((x) => x.line === orderLine);
  if (!l) throw new DomainError('order_line_not_found', `${at}, orderLine: purchase order ${s.number} has no line ${orderLine}.`, 400);
  return l;
}
