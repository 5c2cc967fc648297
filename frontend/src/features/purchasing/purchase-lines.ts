/**
 * The lines of a purchase order as the screens edit them (pure, unit-tested): a line joins the
 * grid (the same product in the same packing adds to its line), amounts and the total in decimal
 * arithmetic, the body the contract checks, and what a receipt or an inbound split sends.
 */
import { PACK_UNITS, type PackUnit } from '@tradedesk/contracts/inventory/stock';
import type { PurchaseLineInput, PurchaseOrderLineView, ReceiptInput } from '@tradedesk/contracts/purchasing/purchase-order';
import { Decimal } from 'decimal.js';

export interface PackingLike {
  size: string;
  enabled: boolean;
}
/** What a line knows of its product: packings only when the product was picked here. */
export interface LineProduct {
  id: string;
  code: string;
  name: string;
  packings: Record<'box' | 'bigBag' | 'bag', PackingLike | null> | null;
}

export interface PurchaseLineDraft {
  key: string;
  product: LineProduct | null;
  unit: PackUnit;
  quantity: string;
  /** Per `unit`, order currency; '' = not priced yet. */
  unitPrice: string;
}

/** The units a line can be ordered in: the base unit and each enabled packing with a size (every unit when the packings are not known). */
export function orderUnits(product: LineProduct | null): PackUnit[] {
  if (!product?.packings) return [...PACK_UNITS];
  const out: PackUnit[] = ['unit'];
  for (const k of ['box', 'bigBag', 'bag'] as const) {
    const p = product.packings[k];
    if (p && p.enabled && Number(p.size) > 0) out.push(k);
  }
  return out;
}

const decimalOrNull = (text: string): Decimal | null => {
  const v = text.trim();
  if (!/^\d+(\.\d+)?$/.test(v)) return null;
  return new Decimal(v);
};

/** quantity x unit price as a decimal string; null while either is blank or not a number. */
export function lineAmount(line: Pick<PurchaseLineDraft, 'quantity' | 'unitPrice'>): string | null {
  const q = decimalOrNull(line.quantity);
  const p = decimalOrNull(line.unitPrice);
  return q && p ? q.times(p).toString() : null;
}

/** The sum of the lines' amounts (lines not priced yet count 0). */
export function linesTotal(lines: readonly Pick<PurchaseLineDraft, 'quantity' | 'unitPrice'>[]): string {
  return lines.reduce((sum, l) => sum.plus(lineAmount(l) ?? 0), new Decimal(0)).toString();
}

/**
 * A line added from the entry bar: the same product in the same unit adds its quantity to that
 * line (and takes the new price when one is given); anything else is a new line at the end.
 */
export function addLine(lines: readonly PurchaseLineDraft[], product: LineProduct, unit: PackUnit, quantity: string, unitPrice: string, key: string): PurchaseLineDraft[] {
  const at = lines.findIndex((l) => l.product?.id === product.id && l.unit === unit);
  if (at < 0) return [...lines, { key, product, unit, quantity, unitPrice }];
  return lines.map((l, i) => {
    if (i !== at) return l;
    const before = decimalOrNull(l.quantity);
    const added = decimalOrNull(quantity);
    const sum = before && added ? before.plus(added).toString() : quantity;
    return { ...l, quantity: sum, unitPrice: unitPrice.trim() ? unitPrice : l.unitPrice };
  });
}

/** The lines the API takes: blank lines (no product, no quantity) left out, a blank price sent as none. */
export function linesBody(lines: readonly PurchaseLineDraft[]): PurchaseLineInput[] {
  return lines
    .filter((l) => l.product || l.quantity.trim() !== '')
    .map((l) => ({
      productId: l.product?.id ?? '',
      unit: l.unit,
      quantity: l.quantity.trim(),
      ...(l.unitPrice.trim() ? { unitPrice: l.unitPrice.trim() } : {}),
    }));
}

/** The lines of an order as the editor starts with them. */
export function draftLinesOf(lines: readonly PurchaseOrderLineView[]): PurchaseLineDraft[] {
  return lines.map((l) => ({
    key: `line-${l.line}`,
    product: { id: l.productId, code: l.code, name: l.name, packings: null },
    unit: l.unit,
    quantity: l.quantity,
    unitPrice: l.unitPrice ?? '',
  }));
}

/** The size of a line's packing in base units (ordered base quantity / quantity in the unit). */
export function unitSize(line: Pick<PurchaseOrderLineView, 'quantity' | 'baseQuantity'>): Decimal {
  const q = new Decimal(line.quantity);
  return q.isZero() ? new Decimal(1) : new Decimal(line.baseQuantity).div(q);
}

/** A line's open quantity expressed in its own unit (what a receipt in that unit may take). */
export function openInUnit(line: Pick<PurchaseOrderLineView, 'quantity' | 'baseQuantity' | 'open'>): string {
  return new Decimal(line.open).div(unitSize(line)).toDecimalPlaces(6, Decimal.ROUND_DOWN).toString();
}

/** Quantities typed per order line (in the line's unit) -> the receipt's lines; blanks and zeros left out. */
export function receiptLines(typed: Readonly<Record<number, string>>): ReceiptInput['lines'] {
  return Object.entries(typed)
    .filter(([, q]) => q.trim() !== '' && /[1-9]/.test(q))
    .map(([line, q]) => ({ orderLine: Number(line), quantity: q.trim() }))
    .sort((a, b) => a.orderLine - b.orderLine);
}

/** One warehouse's share of an inbound split as typed. */
export interface SplitRowDraft {
  key: string;
  warehouseId: string;
  zoneId: string | null;
  /** ISO instant or '' (now). */
  receivedAt: string;
  rate: string;
  /** Order line -> quantity in the line's unit. */
  quantities: Record<number, string>;
}

/** The receipts an inbound split sends: warehouses with nothing typed are left out. */
export function splitReceipts(rows: readonly SplitRowDraft[]): ReceiptInput[] {
  return rows
    .map((r) => ({
      warehouseId: r.warehouseId,
      zoneId: r.zoneId,
      ...(r.receivedAt ? { receivedAt: r.receivedAt } : {}),
      ...(r.rate.trim() ? { rate: r.rate.trim() } : {}),
      lines: receiptLines(r.quantities),
    }))
    .filter((r) => r.lines.length > 0);
}

/** Per order line, what the split's rows take together (in the line's unit), to compare with what is open. */
export function splitTaken(rows: readonly SplitRowDraft[]): Record<number, string> {
  const out: Record<number, Decimal> = {};
  for (const r of rows)
    for (const [line, q] of Object.entries(r.quantities)) {
      const d = decimalOrNull(q);
      if (d) out[Number(line)] = (out[Number(line)] ?? new Decimal(0)).plus(d);
    }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.toString()]));
}
