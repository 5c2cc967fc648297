import { Decimal } from 'decimal.js';
import { roundMoney } from '../platform/money.js';
import { orderTotals } from './order-amounts.js';
import type {
  CommittedLine,
  DistStatus,
  PaymentStatus,
  SaleLine,
  SaleLineChange,
  SaleOrderEvent,
  SaleOrderHeader,
  SaleOrderKind,
  SaleOrderStatus,
  SaleOrderView,
  SalePayment,
  SaleSource,
} from './sale-order.js';

/**
 * A sale order as its events make it: the one fold shared by the write side (the decider's
 * state) and the read side (the list projection keeps this document per order), so both read
 * the events the same way.
 */
export interface SaleOrderDoc {
  exists: boolean;
  id: string;
  number: string;
  kind: SaleOrderKind;
  source: SaleSource;
  status: SaleOrderStatus;
  hung: boolean;
  header: SaleOrderHeader;
  lines: SaleLine[];
  payments: SalePayment[];
  paid: string;
  committed: { subtotal: string; tax: string; total: string; dueDate: string; lines: CommittedLine[]; at: string | null; by: string | null } | null;
  /** Distribution: base units picked per line, and what left the warehouse. */
  picks: Record<string, { baseQuantity: string; zoneId: string | null }>;
  stockedOut: Record<string, string>;
  purchaseOrder: { id: string; number: string } | null;
  duplicatedFrom: string | null;
  importId: string | null;
  createdAt: string | null;
  createdBy: string | null;
  updatedAt: string | null;
}

export const EMPTY_SALE_HEADER: SaleOrderHeader = {
  warehouseId: '',
  customer: null,
  currency: '',
  rate: '1',
  packingType: 'unit',
  priceType: 'retail',
  taxRate: null,
  memo: '',
  deliveryMode: 'direct',
  deliveryDate: null,
  paymentTermsDays: 0,
};

export const emptySaleOrderDoc = (): SaleOrderDoc => ({
  exists: false,
  id: '',
  number: '',
  kind: 'sale',
  source: 'scan',
  status: 'draft',
  hung: false,
  header: EMPTY_SALE_HEADER,
  lines: [],
  payments: [],
  paid: '0',
  committed: null,
  picks: {},
  stockedOut: {},
  purchaseOrder: null,
  duplicatedFrom: null,
  importId: null,
  createdAt: null,
  createdBy: null,
  updatedAt: null,
});

/** An event with, when it was read from the log, its time and author. */
export type SaleOrderEventLike = SaleOrderEvent & { recordedAt?: string; metadata?: { userId: string } };

function applyChanges(lines: SaleLine[], changes: SaleLineChange[]): SaleLine[] {
  if (changes.length === 0) return lines;
  const byId = new Map(changes.map((c) => [c.lineId, c]));
  return lines.map((l) => (byId.has(l.lineId) ? { ...l, ...byId.get(l.lineId), lineId: l.lineId } : l));
}

export function applySaleOrderEvent(s: SaleOrderDoc, e: SaleOrderEventLike): SaleOrderDoc {
  const at = e.recordedAt ?? s.updatedAt;
  const by = e.metadata?.userId ?? null;
  const next = { ...s, updatedAt: at };
  switch (e.type) {
    case 'SaleOrderCreated': {
      const d = e.data;
      return {
        ...next, exists: true, id: d.orderId, number: d.number, kind: d.kind, source: d.source, header: d.header, lines: d.lines,
        duplicatedFrom: d.duplicatedFrom, importId: d.importId, createdAt: at, createdBy: by,
      };
    }
    case 'SaleOrderHeaderChanged':
      return { ...next, header: { ...s.header, ...e.data.changes }, lines: applyChanges(s.lines, e.data.repriced) };
    case 'SaleOrderLinesAdded':
      return { ...next, lines: [...s.lines, ...e.data.lines] };
    case 'SaleOrderLinesChanged':
      return { ...next, lines: applyChanges(s.lines, e.data.lines) };
    case 'SaleOrderLinesRemoved': {
      const gone = new Set(e.data.lineIds);
      return { ...next, lines: s.lines.filter((l) => !gone.has(l.lineId)) };
    }
    case 'SaleOrderCommitted':
      return {
        ...next, status: 'committed', hung: false,
        committed: { subtotal: e.data.subtotal, tax: e.data.tax, total: e.data.total, dueDate: e.data.dueDate, lines: e.data.lines, at, by },
      };
    case 'SaleOrderUnsaved':
      return { ...next, status: 'draft', committed: null, picks: {}, stockedOut: {} };
    case 'SaleOrderPaid':
      return { ...next, payments: [...s.payments, ...e.data.payments], paid: e.data.paid };
    case 'SaleOrderHung':
      return { ...next, hung: true };
    case 'SaleOrderUnhung':
      return { ...next, hung: false };
    case 'SaleOrderCancelled':
      return { ...next, status: 'cancelled', hung: false, picks: {}, stockedOut: {} };
    case 'SaleOrderTransformedToPurchase':
      return { ...next, purchaseOrder: { id: e.data.purchaseOrderId, number: e.data.purchaseNumber } };
    case 'SaleOrderLinesPicked': {
      const picks = { ...s.picks };
      for (const p of e.data.picks) picks[p.lineId] = { baseQuantity: p.baseQuantity, zoneId: p.zoneId };
      return { ...next, picks };
    }
    case 'SaleOrderLinesUnpicked': {
      const picks = { ...s.picks };
      for (const id of e.data.lineIds) delete picks[id];
      return { ...next, picks };
    }
    case 'SaleOrderStockedOut': {
      const stockedOut = { ...s.stockedOut };
      for (const l of e.data.lines) stockedOut[l.lineId] = l.baseQuantity;
      return { ...next, stockedOut };
    }
    case 'StockMoved':
      return next;
    default: {
      const _exhaustive: never = e;
      return s;
    }
  }
}

/** The totals an order shows: frozen at commit, else live from the lines. */
export function saleOrderTotals(s: SaleOrderDoc) {
  if (s.committed) return { subtotal: s.committed.subtotal, tax: s.committed.tax, total: s.committed.total };
  return orderTotals(s.lines, s.header.taxRate, s.header.currency || 'XXX');
}

export function saleOrderOutstanding(s: SaleOrderDoc): string {
  return roundMoney(new Decimal(saleOrderTotals(s).total).minus(s.paid), s.header.currency || 'XXX');
}

export function paymentStatusOf(s: SaleOrderDoc): PaymentStatus {
  const paid = new Decimal(s.paid);
  if (paid.lte(0)) return 'unpaid';
  return new Decimal(saleOrderOutstanding(s)).lte(0) ? 'paid' : 'partial';
}

export function distStatusOf(s: SaleOrderDoc): DistStatus {
  if (s.header.deliveryMode !== 'distribution' || s.status !== 'committed') return 'none';
  if (Object.keys(s.stockedOut).length) return 'done';
  const picked = s.lines.filter((l) => s.picks[l.lineId]);
  if (picked.length === 0) return 'pending';
  const full = s.lines.every((l) => s.picks[l.lineId] && new Decimal(s.picks[l.lineId].baseQuantity).eq(l.baseQuantity));
  return full ? 'picked' : 'picking';
}

/** What a screen shows of an order (GET /be/api/sale/order?id=...). */
export function saleOrderView(s: SaleOrderDoc, version: number, warehouse: SaleOrderView['warehouse']): SaleOrderView {
  const totals = saleOrderTotals(s);
  return {
    id: s.id,
    number: s.number,
    kind: s.kind,
    source: s.source,
    status: s.status,
    hung: s.hung,
    version,
    header: s.header,
    warehouse,
    lines: s.lines.map((l) => ({ ...l, picked: s.picks[l.lineId]?.baseQuantity ?? '0', stockedOut: s.stockedOut[l.lineId] ?? '0' })),
    ...totals,
    paid: s.paid,
    outstanding: saleOrderOutstanding(s),
    paymentStatus: paymentStatusOf(s),
    payments: s.payments,
    distStatus: distStatusOf(s),
    dueDate: s.committed?.dueDate ?? null,
    createdAt: s.createdAt ?? '',
    createdBy: s.createdBy ?? '',
    committedAt: s.committed?.at ?? null,
    committedBy: s.committed?.by ?? null,
    updatedAt: s.updatedAt ?? '',
    purchaseOrder: s.purchaseOrder,
    duplicatedFrom: s.duplicatedFrom,
    importId: s.importId,
  };
}
