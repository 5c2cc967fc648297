import type { Sql } from '../../platform/sql.js';

export interface SizeGroupRow {
  id: string;
  name: string;
  sizes: string[];
  disabled: boolean;
  version: number;
  productCount: number;
}

// One pass over the products for all groups (the list is short, the products are many).
const SELECT = `select g.id, g.name, g.sizes, g.disabled, g.version, coalesce(c.n, 0)::int as "productCount"
  from rm.size_groups g
  left join (select doc->>'sizeGroupId' as gid, count(*) as n from rm.products where doc->>'sizeGroupId' is not null group by 1) c on c.gid = g.id`;

export async function listSizeGroups(sql: Sql, includeDisabled = false): Promise<{ sizeGroups: SizeGroupRow[]; total: number }> {
  const { rows } = await sql.query<SizeGroupRow>(`${SELECT} where $1::boolean or not g.disabled order by lower(g.name)`, [includeDisabled]);
  return { sizeGroups: rows, total: rows.length };
}

export async function getSizeGroup(sql: Sql, id: string): Promise<SizeGroupRow | null> {
  const { rows } = await sql.query<SizeGroupRow>(`${SELECT} where g.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The sizes of a group that products carry now (they may not leave the group). */
export async function usedSizes(sql: Sql, id: string): Promise<string[]> {
  const { rows } = await sql.query<{ size: string }>(
    `select distinct s.size from rm.products p, jsonb_array_elements_text(coalesce(p.doc->'sizes', '[]'::jsonb)) as s(size) where p.doc->>'sizeGroupId' = $1 order by 1`,
    [id],
  );
  return rows.map((r) => r.size);
}
