/**
 * Lines of a stock document (damage, transfer), pure: the units a product can be counted in (the
 * base unit and its enabled packings with a size) and the lines as the API wants them.
 */
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';

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
