import { Decimal } from 'decimal.js';

/**
 * The cost of one base unit a stock movement is valued at (docs/inventory.md "Valuation"): the
 * warehouse's moving average (stock value / quantity on hand) while that average is above zero,
 * else the product's cost in the catalogue, else 0 (nothing to value it by). A count that brings
 * goods in or a write-off from a shelf that has no value yet is therefore valued at the product's
 * cost, never at 0. The movement records the cost used, so a rebuild sums exactly the same values.
 */
export function movementUnitCost(average: string | null | undefined, productCost: string | null | undefined): string {
  if (positive(average)) return new Decimal(average!).toString();
  if (positive(productCost)) return new Decimal(productCost!).toString();
  return '0';
}

function positive(v: string | null | undefined): boolean {
  if (!v) return false;
  try {
    return new Decimal(v).gt(0);
  } catch {
    return false;
  }
}
