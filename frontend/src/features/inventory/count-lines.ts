/**
 * Counted lines of a count order as the browser edits them (pure): the server keeps every counted
 * entry and an edit sends the whole list (PUT .../lines replaces it) with the version it was read
 * at, so adding or removing one entry is "the entries seen, changed, sent back".
 */
import type { CountedLine } from '@tradedesk/contracts/inventory/count';
import type { PackUnit } from '@tradedesk/contracts/inventory/stock';

export interface CountLineRequest {
  productId: string;
  unit: PackUnit;
  quantity: string;
  countedAt?: string;
}

/** The entries as a request body: each keeps its unit, its quantity in that unit and when it was counted. */
export function entriesBody(entries: readonly CountedLine[]): CountLineRequest[] {
  return entries.map((e) => ({ productId: e.productId, unit: e.unit, quantity: e.unitQuantity, countedAt: e.countedAt }));
}

/** The entries with one more counted line at the end (its time is set by the server). */
export function withEntry(entries: readonly CountedLine[], line: { productId: string; unit: PackUnit; quantity: string }): CountLineRequest[] {
  return [...entriesBody(entries), { productId: line.productId, unit: line.unit, quantity: line.quantity.trim() }];
}

/** The entries without the entry numbered `line`. */
export function withoutEntry(entries: readonly CountedLine[], line: number): CountLineRequest[] {
  return entriesBody(entries.filter((e) => e.line !== line));
}

/** A counted quantity as the server takes it: 0 or more, up to 6 decimals (a comma is read as the decimal point). */
export function countedQuantity(input: string): string | null {
  const v = input.trim().replace(',', '.');
  return /^\d{1,12}(\.\d{1,6})?$/.test(v) ? v : null;
}

