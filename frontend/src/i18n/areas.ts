/**
 * Which locale area files (locales/<lang>/<area>.json) load when (docs/shell.md "Languages").
 *
 * Before sign-in the browser loads only the PRE_LOGIN_AREAS of its language: the sign-in page, the
 * layout (top bar, sidebar, tabs, chat, alarms, notices), the dashboard and the other shell pages
 * read their keys from these. Every other area file, today's and any added later, loads the first
 * time a screen outside the shell opens (app/page-areas.ts), and the screen waits for it: it never
 * shows a raw key. `areas.unit.spec.ts` fails when a shell file translates a key of another area.
 */
export const PRE_LOGIN_AREAS: readonly string[] = ['shell', 'errors'];

/** './locales/zh/sales.json' -> 'sales'. */
export function areaOfPath(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file.replace(/\.json$/, '');
}

/** './locales/zh/sales.json' -> 'zh'. */
export function languageOfPath(path: string): string {
  const parts = path.split('/');
  return parts[parts.length - 2] ?? '';
}

export const isPreLoginArea = (area: string): boolean => PRE_LOGIN_AREAS.includes(area);
