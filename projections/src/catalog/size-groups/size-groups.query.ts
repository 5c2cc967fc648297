import type { Sql } from '../../platform/sql.js';

export interface SizeGroupRow {
  id: string;
  name: string;
  sizes: string[];
  disabled: boolean;
  version: number;
}

export async function listSizeGroups(sql: Sql, includeDisabled = false): Promise<{ sizeGroups: SizeGroupRow[]; total: number }> {
  const { rows } = await sql.query<SizeGroupRow>(`select id, name, sizes, disabled, version from rm.size_groups where $1::boolean or not disabled order by lower(name)`, [includeDisabled]);
  return { sizeGroups: rows, total: rows.length };
}

export async function getSizeGroup(sql: Sql, id: string): Promise<SizeGroupRow | null> {
  const { rows } = await sql.query<SizeGroupRow>(`select id, name, sizes, disabled, version from rm.size_groups where id = $1`, [id]);
  return rows[0] ?? null;
}
