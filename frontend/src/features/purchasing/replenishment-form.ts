import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { createReplenishmentBody, type PrePurchaseRow, type ProposalLine, type ReplenishmentView } from '@tradedesk/contracts/purchasing/replenishment';
import { z } from 'zod';

/** A line of the replenishment form as typed: supplier '' = none yet, price '' = unknown. */
export interface LineDraft {
  productId: string;
  code: string;
  name: string;
  warehouseId: string;
  warehouseCode: string;
  supplierId: string;
  unit: PackUnit;
  quantity: string;
  unitPrice: string;
  /** The figures the proposal came from (minimum, maximum, on hand, on order), when it did. */
  figures: { minimum: string; maximum: string; onHand: string; onOrder: string } | null;
}

export interface ReplenishmentDraft {
  note: string;
  lines: LineDraft[];
  prePurchaseIds: string[];
}

export const emptyDraft = (): ReplenishmentDraft => ({ note: '', lines: [], prePurchaseIds: [] });

export const lineOfProposal = (p: ProposalLine): LineDraft => ({
  productId: p.productId, code: p.code, name: p.name, warehouseId: p.warehouseId, warehouseCode: p.warehouseCode, supplierId: p.supplierId ?? '',
  unit: p.unit, quantity: p.quantity, unitPrice: p.unitPrice ?? '', figures: { minimum: p.minimum, maximum: p.maximum, onHand: p.onHand, onOrder: p.onOrder },
});

export const lineOfPrePurchase = (p: PrePurchaseRow): LineDraft => ({
  productId: p.productId, code: p.code, name: p.name, warehouseId: p.warehouseId, warehouseCode: p.warehouseCode, supplierId: '', unit: p.unit, quantity: p.quantity, unitPrice: '', figures: null,
});

export const draftOfOrder = (o: ReplenishmentView): ReplenishmentDraft => ({
  note: o.note,
  prePurchaseIds: [],
  lines: o.lines.map((l) => ({
    productId: l.productId, code: l.code, name: l.name, warehouseId: l.warehouseId, warehouseCode: l.warehouseCode, supplierId: l.supplierId ?? '', unit: l.unit,
    quantity: l.quantity, unitPrice: l.unitPrice ?? '', figures: null,
  })),
});

/**
 * Adds lines to a draft: a line for a product and warehouse already there adds its quantity when
 * the unit is the same (a pre-purchase wanted on top of the proposal), else stays its own line only
 * if none exists (the server refuses a product twice for one warehouse).
 */
export function mergeLines(lines: LineDraft[], added: LineDraft[]): LineDraft[] {
  const out = lines.map((l) => ({ ...l }));
  for (const a of added) {
    const same = out.find((l) => l.productId === a.productId && l.warehouseId === a.warehouseId);
    if (!same) out.push({ ...a });
    else if (same.unit === a.unit && /^\d+(\.\d+)?$/.test(same.quantity) && /^\d+(\.\d+)?$/.test(a.quantity)) same.quantity = addDecimals(same.quantity, a.quantity);
  }
  return out;
}

/** Exact sum of two plain decimal strings (no floats). */
function addDecimals(a: string, b: string): string {
  const places = Math.max((a.split('.')[1] ?? '').length, (b.split('.')[1] ?? '').length);
  const scaled = (v: string) => BigInt(v.replace('.', '') + '0'.repeat(places - (v.split('.')[1] ?? '').length));
  const sum = (scaled(a) + scaled(b)).toString().padStart(places + 1, '0');
  if (places === 0) return sum;
  const whole = sum.slice(0, -places);
  const frac = sum.slice(-places).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

/** The draft as the contract's body; its refusals keep the paths 'lines.0.quantity'. */
export const draftToBody = (d: ReplenishmentDraft) => ({
  note: d.note,
  prePurchaseIds: d.prePurchaseIds,
  lines: d.lines.map((l) => ({
    productId: l.productId, warehouseId: l.warehouseId, supplierId: l.supplierId || null, unit: l.unit, quantity: l.quantity.trim(), unitPrice: l.unitPrice.trim() || null,
  })),
});

export const replenishmentForm = z
  .custom<ReplenishmentDraft>((v) => typeof v === 'object' && v !== null)
  .transform(draftToBody)
  .pipe(createReplenishmentBody as unknown as z.ZodType<z.output<typeof createReplenishmentBody>, ReturnType<typeof draftToBody>>);
