/**
 * The strip of visited pages (tabs) and the page cache that follows it (docs/shell.md "Tabs and the
 * page cache"). Pure: the layout keeps the list in state and renders one cached view per tab unless
 * meta.noCache.
 */
import { flattenRoutes, type RouteMatch } from './path-match';
import type { RouteNode } from './route-tree';

export interface VisitedView {
  /** Pathname; one tab per pathname. */
  path: string;
  /** Pathname + search, where the tab leads back to. */
  fullPath: string;
  name: string;
  titleKey: string;
  affix: boolean;
  noCache: boolean;
}

export function viewFromMatch(match: Pick<RouteMatch, 'node'>, pathname: string, search = ''): VisitedView {
  return {
    path: pathname,
    fullPath: pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''),
    name: match.node.name,
    titleKey: `route.${match.node.meta.title}`,
    affix: match.node.meta.affix === true,
    noCache: match.node.meta.noCache === true,
  };
}

/** Tabs that are always there (meta.affix) and cannot be closed. */
export function affixViews(routes: readonly RouteNode[]): VisitedView[] {
  return flattenRoutes(routes)
    .filter((r) => r.node.meta.affix && !r.node.children && !r.fullPath.includes(':'))
    .map((r) => viewFromMatch(r, r.fullPath));
}

/** Adds a tab, or refreshes the full path (query) of the existing tab for that pathname. */
export function addView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index === -1) return [...views, view];
  if (views[index]!.fullPath === view.fullPath) return views as VisitedView[];
  const next = [...views];
  next[index] = { ...views[index]!, fullPath: view.fullPath };
  return next;
}

export interface CloseResult {
  views: VisitedView[];
  /** Where to go when the closed tab was the active one; undefined = stay. */
  navigateTo?: string;
}

/**
 * Closes a tab. Closing the active tab goes to the previous tab (the one left of it; the last one
 * when it was first), or to '/' when none is left.
 */
export function closeView(views: readonly VisitedView[], path: string, activePath: string): CloseResult {
  const index = views.findIndex((v) => v.path === path);
  if (index === -1 || views[index]!.affix) return { views: views as VisitedView[] };
  const next = views.filter((_, i) => i !== index);
  if (path !== activePath) return { views: next };
  const previous = next[index - 1] ?? next[next.length - 1];
  return { views: next, navigateTo: previous ? previous.fullPath : '/' };
}

/** Keeps affix tabs and the given one. */
export function closeOtherViews(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.affix || v.path === path);
}

/** Keeps affix tabs; navigate to the last of them, or '/'. */
export function closeAllViews(views: readonly VisitedView[]): CloseResult {
  const next = views.filter((v) => v.affix);
  return { views: next, navigateTo: next[next.length - 1]?.fullPath ?? '/' };
}

/** Tabs whose page stays mounted while hidden (keep-alive), in tab order. */
export const cachedViews = (views: readonly VisitedView[]) => views.filter((v) => !v.noCache);
