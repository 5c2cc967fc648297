import type { CategoryNode } from '@tradedesk/contracts/catalog/categories';
import type { Sql } from '../../platform/sql.js';

export interface CategoryRow {
  id: string;
  name: string;
  parentId: string | null;
  disabled: boolean;
  version: number;
}

export async function allCategories(sql: Sql): Promise<CategoryRow[]> {
  const { rows } = await sql.query<any>(`select id, name, parent_id, disabled, version from rm.categories order by lower(name)`);
  return rows.map((r) => ({ id: r.id, name: r.name, parentId: r.parent_id, disabled: r.disabled, version: r.version }));
}

export async function getCategory(sql: Sql, id: string): Promise<CategoryRow | null> {
  const { rows } = await sql.query<any>(`select id, name, parent_id, disabled, version from rm.categories where id = $1`, [id]);
  return rows[0] ? { id: rows[0].id, name: rows[0].name, parentId: rows[0].parent_id, disabled: rows[0].disabled, version: rows[0].version } : null;
}

/** The ids from the category up to the top (itself first). */
export async function ancestorIds(sql: Sql, id: string): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(
    `with recursive up(id, parent_id, depth) as (
       select id, parent_id, 0 from rm.categories where id = $1
       union all select c.id, c.parent_id, up.depth + 1 from rm.categories c join up on c.id = up.parent_id where up.depth < 100)
     select id from up order by depth`,
    [id],
  );
  return rows.map((r) => r.id);
}

/** The category tree, with paths ("Bebidas / Jugos") and product counts. */
export async function categoryTree(sql: Sql, includeDisabled: boolean): Promise<{ categories: CategoryNode[]; total: number }> {
  const all = await allCategories(sql);
  const { rows: counts } = await sql.query<{ category_id: string; n: number }>(`select category_id, count(*)::int as n from rm.products where category_id is not null group by category_id`);
  const count = new Map(counts.map((c) => [c.category_id, c.n]));
  const nodes = new Map<string, CategoryNode>();
  for (const c of all) if (includeDisabled || !c.disabled) nodes.set(c.id, { ...c, path: c.name, productCount: count.get(c.id) ?? 0, children: [] });
  const roots: CategoryNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  const setPaths = (list: CategoryNode[], prefix: string) => {
    for (const n of list) {
      n.path = prefix ? `${prefix} / ${n.name}` : n.name;
      setPaths(n.children, n.path);
    }
  };
  setPaths(roots, '');
  return { categories: roots, total: nodes.size };
}

/** Enabled categories by lower-cased name and by lower-cased path ("bebidas / jugos"). */
export async function categoryLookup(sql: Sql): Promise<Map<string, string>> {
  const { categories } = await categoryTree(sql, false);
  const out = new Map<string, string>();
  const walk = (list: CategoryNode[]) => {
    for (const n of list) {
      if (!out.has(n.name.toLowerCase())) out.set(n.name.toLowerCase(), n.id);
      out.set(n.path.toLowerCase().replace(/\s*\/\s*/g, '/'), n.id);
      walk(n.children);
    }
  };
  walk(categories);
  return out;
}
