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
