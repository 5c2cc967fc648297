/**
 * Column layouts of the shared grid (pure, unit-tested). The server keeps, per user and table, the
 * ids of the visible columns in display order (POST /be/api/table-column-config/columns); an empty
 * list means "the default layout".
 */
export interface LayoutColumn {
  id: string;
  /** Hidden in the default layout. */
  hiddenByDefault?: boolean;
  /** Always shown (e.g. the name of the record): cannot be hidden by the user. */
  lockVisible?: boolean;
}

export interface ResolvedLayout {
  /** Every column id in display order. */
  order: string[];
  hidden: Set<string>;
}

export function defaultLayout(columns: readonly LayoutColumn[]): ResolvedLayout {
  return { order: columns.map((c) => c.id), hidden: new Set(columns.filter((c) => c.hiddenByDefault && !c.lockVisible).map((c) => c.id)) };
}

/**
 * The layout to show from a saved list: saved ids first in their saved order (ids the table no
 * longer has are dropped), then the columns that were not saved, hidden, in their default order.
 * Locked columns are always visible. A saved list naming no known column is treated as no layout.
 */
export function resolveLayout(columns: readonly LayoutColumn[], saved: readonly string[] | null | undefined): ResolvedLayout {
  const known = new Map(columns.map((c) => [c.id, c]));
  const visible = [...new Set((saved ?? []).filter((id) => known.has(id)))];
  if (visible.length === 0) return defaultLayout(columns);
  const rest = columns.filter((c) => !visible.includes(c.id));
  return {
    order: [...visible, ...rest.map((c) => c.id)],
    hidden: new Set(rest.filter((c) => !c.lockVisible).map((c) => c.id)),
  };
}

/** What to save: the visible column ids in display order, [] when that is the default layout. */
export function layoutToSave(columns: readonly LayoutColumn[], displayed: readonly { id: string; visible: boolean }[]): string[] {
  const ids = new Set(columns.map((c) => c.id));
  const visible = displayed.filter((c) => c.visible && ids.has(c.id)).map((c) => c.id);
  const def = defaultLayout(columns);
  const defVisible = def.order.filter((id) => !def.hidden.has(id));
  return sameList(visible, defVisible) ? [] : visible;
}

export const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Moves one id by `delta` places among `order` (clamped). */
export function moveId(order: readonly string[], id: string, delta: number): string[] {
  const from = order.indexOf(id);
  if (from < 0) return [...order];
  const to = Math.max(0, Math.min(order.length - 1, from + delta));
  const out = [...order];
  out.splice(from, 1);
  out.splice(to, 0, id);
  return out;
}
