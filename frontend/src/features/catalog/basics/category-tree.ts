/**
 * The category tree as the category screens need it (pure): one flat list in tree order with
 * depth and path, product counts of the category alone and with its sub-categories, and where a
 * category may move (never under itself or one of its own sub-categories).
 */
import type { CategoryNode } from '@tradedesk/contracts/catalog/categories';

export interface FlatCategory {
  id: string;
  name: string;
  parentId: string | null;
  path: string;
  depth: number;
  disabled: boolean;
  version: number;
  /** Products in this category itself. */
  productCount: number;
  /** Products in this category and all below it. */
  totalCount: number;
  childCount: number;
}

export function flattenTree(nodes: readonly CategoryNode[]): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (list: readonly CategoryNode[], depth: number): number => {
    let sum = 0;
    for (const n of list) {
      const row: FlatCategory = {
        id: n.id,
        name: n.name,
        parentId: n.parentId,
        path: n.path,
        depth,
        disabled: n.disabled,
        version: n.version,
        productCount: n.productCount,
        totalCount: n.productCount,
        childCount: n.children.length,
      };
      out.push(row);
      row.totalCount += walk(n.children, depth + 1);
      sum += row.totalCount;
    }
    return sum;
  };
  walk(nodes, 0);
  return out;
}

/** The ids of a category and of everything below it. */
export function subtreeIds(flat: readonly FlatCategory[], id: string): Set<string> {
  const ids = new Set([id]);
  // Tree order: descendants follow their ancestor, so one pass collects them.
  for (const c of flat) if (c.parentId && ids.has(c.parentId)) ids.add(c.id);
  return ids;
}

/** Enabled categories a category may move under (null = the top), in tree order. */
export function moveTargets(flat: readonly FlatCategory[], id: string): FlatCategory[] {
  const own = subtreeIds(flat, id);
  return flat.filter((c) => !own.has(c.id) && !c.disabled);
}

/** "—— Jugos" for a select option: the depth shown by dashes. */
export const indented = (c: Pick<FlatCategory, 'depth' | 'name'>) => `${'— '.repeat(c.depth)}${c.name}`;
