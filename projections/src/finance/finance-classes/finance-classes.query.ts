import type { EntryDirection, FinanceClass, ListFinanceClassesQuery } from '@tradedesk/contracts/finance/money-accounts';
import type { Sql } from '../../platform/sql.js';

/** The class tree, flat, in tree order (each class after its parent, siblings by name). */
export async function listFinanceClasses(sql: Sql, q: ListFinanceClassesQuery): Promise<{ classes: FinanceClass[]; total: number }> {
  const { rows } = await sql.query<any>(
    `select id, direction, name, parent_id, path, depth from rm.finance_classes where ($1::text is null or direction = $1) order by direction desc, lower(path)`,
    [q.direction ?? null],
  );
  const classes = rows.map((r): FinanceClass => ({ id: r.id, direction: r.direction, name: r.name, parentId: r.parent_id, path: r.path, depth: r.depth }));
  return { classes, total: classes.length };
}

/** Classes by id: their direction and depth (what entry and class decisions need). */
export async function financeClassRefs(sql: Sql, ids: string[]): Promise<Map<string, { id: string; direction: EntryDirection; depth: number }>> {
  if (!ids.length) return new Map();
  const { rows } = await sql.query<{ id: string; direction: EntryDirection; depth: number }>('select id, direction, depth from rm.finance_classes where id = any($1::text[])', [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Classes an imported sheet names, case-insensitive, by path ("Rent / Shop") or by name: lower(text)
 * -> the classes it may mean (a name used under two parents means two).
 */
export async function financeClassesByText(sql: Sql, texts: string[]): Promise<Map<string, { id: string; direction: EntryDirection; path: string }[]>> {
  if (!texts.length) return new Map();
  const keys = texts.map((x) => x.toLowerCase());
  const { rows } = await sql.query<{ id: string; direction: EntryDirection; path: string; name: string }>(
    'select id, direction, path, name from rm.finance_classes where lower(path) = any($1::text[]) or lower(name) = any($1::text[])',
    [keys],
  );
  const out = new Map<string, { id: string; direction: EntryDirection; path: string }[]>();
  for (const k of keys) {
    const byPath = rows.filter((r) => r.path.toLowerCase() === k);
    const found = byPath.length ? byPath : rows.filter((r) => r.name.toLowerCase() === k);
    out.set(k, found.map((r) => ({ id: r.id, direction: r.direction, path: r.path })));
  }
  return out;
}
