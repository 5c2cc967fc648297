/**
 * The pages that read only the pre-login locale areas (i18n/areas.ts): the public pages, the
 * dashboard and the coming-soon page of every route without a screen yet. Every other page opens
 * once every area of the language is loaded (PageHost's page frame waits for it); that load happens
 * the first time such a page opens, so the sign-in page and the dashboard never download the
 * locale files of the screens (docs/shell.md "Languages"). `i18n/areas.unit.spec.ts` checks that
 * these pages and the layout translate keys of the pre-login areas only.
 */
import type { RouteName } from '@tradedesk/contracts/platform/route-names';

export const SHELL_PAGES: ReadonlySet<RouteName> = new Set<RouteName>(['Login', 'TokenLogin', 'AuthRedirect', 'Page401', 'Page404', 'Dashboard']);

/** Does page `name` (built: it has a screen of its own) need the language's every area? */
export const needsEveryArea = (name: RouteName, built: boolean): boolean => built && !SHELL_PAGES.has(name);
