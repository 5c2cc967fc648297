import { Decimal } from 'decimal.js';
import type { PackUnit } from '../inventory/stock.js';

/**
 * Picking a distribution order by scanning (the picking screen; the server checks the result
 * again when the pick is recorded). Pure: the screen gives the order's lines in shelf order, the
 * barcodes of its products and the shelves of its warehouse (GET sale/order/dist), and what the
 * picker typed or scanned.
 *
 * - A product barcode counts the base units of the unit it stands for: a box barcode counts the
 *   box size. "3*<barcode>" counts it three times (a picker holding three boxes scans one).
 * - The units go to the first line of that product, in shelf order, that still has room for all
 *   of them; a scan that would pick more than ordered is refused, never split or capped, so the
 *   count on the shelf and on the screen stay the same.
 * - A shelf (zone) barcode answers the shelf: the screen picks the next lines from it.
 */

/**
 * Shelf order, the order pickers walk: by shelf (zone) code, lines without a shelf last, then by
 * product code. The server's picking list and the picking screen sort with it.
 */
export function byShelf(a: { zoneCode: string | null; code: string }, b: { zoneCode: string | null; code: string }): number {
  return (a.zoneCode ?? '\uffff').localeCompare(b.zoneCode ?? '\uffff') || a.code.localeCompare(b.code);
}

export interface PickableLine {
  lineId: string;
  productId: string;
  code: string;
  zoneId: string | null;
  /** Ordered, in base units. */
  baseQuantity: string;
  /** Picked so far, in base units. */
  picked: string;
}

export interface ScanBarcode {
  barcode: string;
  productId: string;
  unit: PackUnit;
  /** Base units one scan counts. */
  baseQuantity: string;
}

export interface ScanShelf {
  id: string;
  code: string;
  barcode: string;
}

export type ScanPlan =
  | { kind: 'pick'; lineId: string; code: string; added: string; picked: string; zoneId: string | null; complete: boolean }
  | { kind: 'shelf'; zoneId: string; code: string }
  | { kind: 'empty' }
  | { kind: 'unknown'; barcode: string }
  | { kind: 'not-on-order'; barcode: string }
  | { kind: 'too-many'; code: string; added: string; room: string };

const TIMES = /^(\d{1,4})\s*[*xX×]\s*(\S+)$/;

/** "barcode" or "N*barcode" (also NxBarcode): the barcode and how many times it counts. */
export function parseScan(input: string): { barcode: string; times: number } | null {
  const text = input.trim();
  if (!text) return null;
  const m = TIMES.exec(text);
  if (m) {
    const times = Number(m[1]);
    return times > 0 ? { barcode: m[2]!, times } : null;
  }
  return { barcode: text, times: 1 };
}

/** Base units a line still needs. */
export function pickRoom(line: Pick<PickableLine, 'baseQuantity' | 'picked'>): string {
  const room = new Decimal(line.baseQuantity).minus(line.picked || '0');
  return (room.isNegative() ? new Decimal(0) : room).toFixed();
}

export const isFullyPicked = (line: Pick<PickableLine, 'baseQuantity' | 'picked'>) => new Decimal(line.picked || '0').gte(line.baseQuantity);

/** What one scan does. `shelfId`: the shelf the picker last scanned (else the line's own shelf stays). */
export function planScan(input: string, lines: readonly PickableLine[], barcodes: readonly ScanBarcode[], shelves: readonly ScanShelf[], shelfId: string | null = null): ScanPlan {
  const scan = parseScan(input);
  if (!scan) return { kind: 'empty' };
  const shelf = shelves.find((s) => s.barcode && s.barcode === scan.barcode);
  if (shelf && scan.times === 1) return { kind: 'shelf', zoneId: shelf.id, code: shelf.code };
  const hit = barcodes.find((b) => b.barcode === scan.barcode);
  if (!hit) return { kind: 'unknown', barcode: scan.barcode };
  const candidates = lines.filter((l) => l.productId === hit.productId);
  if (candidates.length === 0) return { kind: 'not-on-order', barcode: scan.barcode };
  const added = new Decimal(hit.baseQuantity).times(scan.times);
  const line = candidates.find((l) => new Decimal(pickRoom(l)).gte(added));
  if (!line) {
    const room = candidates.reduce((sum, l) => sum.plus(pickRoom(l)), new Decimal(0));
    return { kind: 'too-many', code: candidates[0]!.code, added: added.toFixed(), room: room.toFixed() };
  }
  const picked = new Decimal(line.picked || '0').plus(added);
  return {
    kind: 'pick',
    lineId: line.lineId,
    code: line.code,
    added: added.toFixed(),
    picked: picked.toFixed(),
    zoneId: shelfId ?? line.zoneId,
    complete: picked.gte(line.baseQuantity),
  };
}

/** Picked and ordered base units of the whole order. */
export function pickProgress(lines: readonly Pick<PickableLine, 'baseQuantity' | 'picked'>[]): { picked: string; ordered: string; complete: boolean; started: boolean } {
  const picked = lines.reduce((s, l) => s.plus(l.picked || '0'), new Decimal(0));
  const ordered = lines.reduce((s, l) => s.plus(l.baseQuantity), new Decimal(0));
  return { picked: picked.toFixed(), ordered: ordered.toFixed(), complete: lines.length > 0 && lines.every(isFullyPicked), started: picked.gt(0) };
}
