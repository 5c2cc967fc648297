/**
 * Lines of a stock document (damage, transfer), pure: the units a product can be counted in (the
 * base unit and its enabled packings with a size) and the lines as the API wants them.
 */
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';
import { Decimal } from 'decimal.js';

export interface PackingLike {
  size: string;
  enabled: boolean;
}
export interface ProductLike {
  id: string;
  packings: Record<'box' | 'bigBag' | 'bag', PackingLike | null>;
}

export interface LineDraft {
  key: string;
  product: ProductLike | null;
  unit: PackUnit;
  quantity: string;
}

/** 'unit' first, then box, big bag, bag when enabled and sized. */
export function usableUnits(product: ProductLike | null): PackUnit[] {
  if (!product) return ['unit'];
  const out: PackUnit[] = ['unit'];
  for (const k of ['box', 'bigBag', 'bag'] as const) {
    const p = product.packings[k];
    if (p && p.enabled && Number(p.size) > 0) out.push(k);
  }
  return out;
}

/** The lines to send: empty lines (no product, no quantity) are left out. */
export function linesBody(lines: LineDraft[]): { productId: string; unit: PackUnit; quantity: string }[] {
  return lines
    .filter((l) => l.product || l.quantity.trim() !== '')
    .map((l) => ({ productId: l.product?.id ?? '', unit: l.unit, quantity: l.quantity.trim() }));
}

/**
 * A scanned product joins the lines: the same product in the same unit adds to its line (a second
 * scan of the box is two boxes), anything else is a new line at the end.
 */
export function addScanned<P extends ProductLike>(lines: (LineDraft & { product: P | null })[], product: P, unit: PackUnit, quantity: string): LineDraft[] {
  const at = lines.findIndex((l) => l.product?.id === product.id && l.unit === unit);
  if (at < 0) return [...lines, { key: crypto.randomUUID(), product, unit, quantity }];
  const before = lines[at]!;
  let sum: string;
  try {
    sum = new Decimal(before.quantity.trim() || '0').plus(quantity).toString();
  } catch {
    sum = quantity;
  }
  return lines.map((l, i) => (i === at ? { ...l, quantity: sum } : l));
}
