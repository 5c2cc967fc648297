import { existingIds } from '@tradedesk/projections/identity/users/users.query';
import type { Sql } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../../platform/event-store/errors.js';

/**
 * Positions and tags an employee is given must exist; newly given ones must be enabled (a
 * position disabled later may stay listed on the employees who hold it, it gives nothing).
 */
export async function checkReferences(sql: Sql, wanted: { positionIds?: string[]; tagIds?: string[] }, current: { positionIds: string[]; tagIds: string[] }) {
  const check = async (table: 'positions' | 'user_tags', ids: string[] | undefined, held: string[], what: string, code: string) => {
    if (!ids?.length) return;
    const found = new Map((await existingIds(sql, table, ids)).map((r) => [r.id, r.disabled]));
    const bad = ids.filter((id) => !found.has(id) || (found.get(id) && !held.includes(id)));
    if (bad.length) throw new DomainError(code, `Unknown or disabled ${what}: ${bad.join(', ')}.`, 400);
  };
  await check('positions', wanted.positionIds, current.positionIds, 'position(s)', 'unknown_position');
  await check('user_tags', wanted.tagIds, current.tagIds, 'tag(s)', 'unknown_tag');
}
