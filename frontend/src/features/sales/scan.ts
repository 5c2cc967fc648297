/**
 * The scan box of the order screens (pure): what a scanner or a person typed, and the function
 * keys of the keyboard-first sale (scan sale, no mouse needed: docs/sales.md "Screens").
 */

/**
 * "7801234567890" -> one of that barcode/code; "3*7801234567890" or "3x7801234567890" -> three.
 * Decimal quantities take a dot or a comma ("1,5*AGUA"). null for an empty or malformed entry.
 */
export function parseScan(raw: string): { scan: string; quantity: string } | null {
  const text = raw.trim();
  if (!text) return null;
  const m = /^(\d{1,9}(?:[.,]\d{1,6})?)\s*[*xX×]\s*(\S+)$/.exec(text);
  if (m) {
    const quantity = m[1].replace(',', '.');
    if (!/[1-9]/.test(quantity)) return null;
    return { scan: m[2], quantity };
  }
  if (/\s/.test(text)) return null;
  return { scan: text, quantity: '1' };
}

/** What each function key does on the order screens. */
export const SALE_KEYS = {
  F2: 'customer',
  F4: 'hang',
  F6: 'recall',
  F7: 'newOrder',
  F8: 'pay',
  F9: 'commit',
} as const;
export type SaleKeyAction = (typeof SALE_KEYS)[keyof typeof SALE_KEYS];

export function saleKeyAction(e: { key: string; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean }): SaleKeyAction | null {
  if (e.ctrlKey || e.altKey || e.metaKey) return null;
  return (SALE_KEYS as Record<string, SaleKeyAction>)[e.key] ?? null;
}

/** A decimal string typed by a person: comma or dot, no grouping ("1.234,5" is refused). */
export function typedDecimal(raw: string): string | null {
  const v = raw.trim().replace(',', '.');
  return /^\d{1,13}(\.\d{1,6})?$/.test(v) ? v : null;
}
