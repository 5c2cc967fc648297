import { type PagePrivileges, ROLE_ROOT } from '@tradedesk/contracts/identity/identity';

export interface AccessInput {
  /** Built-in roles (Root, Admin, Invoice). */
  roles: readonly string[];
  isBoss: boolean;
  /** The user's own overrides. */
  pagePrivileges: PagePrivileges;
  /** Enabled positions only. */
  positions: readonly { name: string; pagePrivileges: PagePrivileges }[];
}

export interface EffectiveAccess {
  /** Built-in roles, then position names: what the AuthGuard and the browser's route guard match. */
  roles: string[];
  /** page name -> may open. */
  pages: Record<string, boolean>;
  isBoss: boolean;
}

/**
 * What a user may do, from their roles and positions:
 *  - roles: the built-in roles plus the name of every (enabled) position;
 *  - pages: a page is open when any position grants it (Accessable); the user's own entries
 *    then override it either way, so one employee can be given or denied a page alone;
 *  - boss: the user's boss flag; Root is always boss.
 */
export function effectiveAccess(u: AccessInput): EffectiveAccess {
  const roles = [...new Set([...u.roles, ...u.positions.map((p) => p.name)])];
  const pages: Record<string, boolean> = {};
  for (const p of u.positions) {
    for (const [page, privilege] of Object.entries(p.pagePrivileges)) pages[page] = pages[page] === true || privilege === 'Accessable';
  }
  for (const [page, privilege] of Object.entries(u.pagePrivileges)) pages[page] = privilege === 'Accessable';
  return { roles, pages, isBoss: u.isBoss || u.roles.includes(ROLE_ROOT) };
}
