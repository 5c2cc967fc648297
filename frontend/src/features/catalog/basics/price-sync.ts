/**
 * The price-list screen's selection (pure): which updates of which rows the person keeps, and
 * the apply body they make (each product at the version the comparison saw).
 */
import type { ApplyPriceListBody, PriceListComparison, SyncRow } from '@tradedesk/contracts/catalog/supplier-sync';
import type { UnitKey } from '@tradedesk/contracts/catalog/units';

export type Selection = Record<number, { link: boolean; price: boolean; packing: boolean }>;

/** The settings' own choice for every row that can change anything. */
export function initialSelection(rows: readonly SyncRow[]): Selection {
  const out: Selection = {};
  for (const r of rows) if (r.status === 'changed') out[r.row] = { ...r.selected };
  return out;
}

export type SyncFilter = 'all' | 'new' | 'price' | 'packing' | 'unknown' | 'invalid' | 'unchanged';

/** Rows shown under a filter: new (a supplier code to link), price or packing changes, unknown, invalid, unchanged. */
export function filterRows(rows: readonly SyncRow[], filter: SyncFilter): SyncRow[] {
  switch (filter) {
    case 'all':
      return [...rows];
    case 'new':
      return rows.filter((r) => r.changes.link && r.changes.link.old === null);
    case 'price':
      return rows.filter((r) => r.changes.price);
    case 'packing':
      return rows.filter((r) => r.changes.packings);
    default:
      return rows.filter((r) => r.status === filter);
  }
}

export function applyBody(comparison: PriceListComparison, selection: Selection, commandId?: string): ApplyPriceListBody | null {
  const items: ApplyPriceListBody['items'] = [];
  for (const r of comparison.rows) {
    const s = selection[r.row];
    if (!s || !r.match) continue;
    const item: ApplyPriceListBody['items'][number] = { productId: r.match.productId, version: r.match.version, priceUnit: comparison.settings.priceUnit as UnitKey };
    if (s.link && r.changes.link) item.itemCode = r.changes.link.new;
    if (s.price && r.changes.price) {
      item.purchasePrice = r.changes.price.new;
      item.priceUnit = r.changes.price.unit;
    }
    if (s.packing && r.changes.packings) {
      item.packings = Object.fromEntries(Object.entries(r.changes.packings).map(([k, v]) => [k, v!.new]));
    }
    if (item.itemCode !== undefined || item.purchasePrice !== undefined || item.packings) items.push(item);
  }
  return items.length ? { ...(commandId ? { commandId } : {}), items } : null;
}

export const selectedCount = (selection: Selection) => Object.values(selection).filter((s) => s.link || s.price || s.packing).length;
