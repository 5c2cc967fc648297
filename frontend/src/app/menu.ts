/**
 * Sidebar, breadcrumb and page-title rules (docs/shell.md "Sidebar", "Top bar"), as pure functions
 * of the generated route tree. Titles are returned as i18n keys ('route.<title>'); components translate.
 */
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { joinPath, type RouteMatch } from './path-match';
import type { IconName } from '../components/ui/icon-names';
import type { RouteNode } from './route-tree';

export const routeTitleKey = (node: RouteNode) => `route.${node.meta.title}`;

export interface MenuItem {
  /** Unique key (absolute path of the node). */
  key: string;
  name: string;
  titleKey: string;
  icon?: IconName;
  /** Link target (path + query) for links; undefined for expandable groups. */
  to?: string;
  /** Absolute path used to decide which entry is active. */
  activePath: string;
  /**
   * No screen is built for it yet (a group: for none of its entries). The sidebar greys it and
   * badges it "planned" so that a coming-soon page is never mistaken for a finished one.
   */
  planned: boolean;
  children?: MenuItem[];
}

/** Which route names have a screen (pages.tsx isBuilt); by default every entry counts as built. */
export type IsBuilt = (name: RouteName) => boolean;
const allBuilt: IsBuilt = () => true;

const visibleChildren = (node: RouteNode) => (node.children ?? []).filter((c) => !c.meta.hidden);

/** The link of an entry: its path plus the query its meta asks for (the cancelled list is ?state=true). */
function linkFor(node: RouteNode, fullPath: string): string {
  const query = node.meta.query ? new URLSearchParams(node.meta.query).toString() : '';
  return query ? `${fullPath}?${query}` : fullPath;
}

function leafItem(node: RouteNode, fullPath: string, isBuilt: IsBuilt, titleFrom: RouteNode = node, iconFrom: RouteNode = node): MenuItem {
  return {
    key: fullPath,
    name: node.name,
    titleKey: routeTitleKey(titleFrom),
    icon: iconFrom.meta.icon ?? node.meta.icon,
    to: linkFor(node, fullPath),
    activePath: fullPath,
    planned: !isBuilt(node.name),
  };
}

function buildItem(node: RouteNode, fullPath: string, topLevel: boolean, isBuilt: IsBuilt): MenuItem | null {
  if (node.meta.hidden) return null;
  const shown = visibleChildren(node);
  if (!node.children) return leafItem(node, fullPath, isBuilt);
  if (shown.length === 0) return null;

  // A top-level entry named report always links straight to its first child.
  if (topLevel && node.name.toLowerCase() === 'report') {
    const first = shown[0]!;
    return { ...leafItem(first, joinPath(fullPath, first.path), isBuilt, node, node), key: fullPath, name: node.name };
  }
  // Exactly one visible child that is itself a page: one link to parent path + child path.
  if (shown.length === 1 && !shown[0]!.children) {
    const only = shown[0]!;
    return leafItem(only, joinPath(fullPath, only.path), isBuilt, only, only.meta.icon ? only : node);
  }
  const children = shown
    .map((child) => buildItem(child, joinPath(fullPath, child.path), false, isBuilt))
    .filter((item): item is MenuItem => item !== null);
  if (children.length === 0) return null;
  return { key: fullPath, name: node.name, titleKey: routeTitleKey(node), icon: node.meta.icon, activePath: fullPath, planned: children.every((c) => c.planned), children };
}

/** The sidebar entries for the generated routes; `isBuilt` marks the entries that have no screen yet. */
export function buildMenu(routes: readonly RouteNode[], isBuilt: IsBuilt = allBuilt): MenuItem[] {
  return routes
    .map((node) => buildItem(node, node.path, true, isBuilt))
    .filter((item): item is MenuItem => item !== null);
}

/** Every title key shown in a menu (all levels). */
export function menuTitleKeys(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.titleKey, ...menuTitleKeys(item.children ?? [])]);
}

export const SIDEBAR_MIN_WIDTH = 200;
export const SIDEBAR_PX_PER_CHAR = 10;

/** Longest (translated) menu label length x 10 px, at least 200 px. */
export function sidebarWidth(labels: readonly string[]): number {
  const longest = labels.reduce((max, label) => Math.max(max, [...label].length), 0);
  return Math.max(SIDEBAR_MIN_WIDTH, longest * SIDEBAR_PX_PER_CHAR);
}

/** Keys of the groups that must be open to show `activePath` (accordion: only this branch). */
export function openKeysFor(items: readonly MenuItem[], activePath: string): string[] {
  for (const item of items) {
    if (!item.children) continue;
    const inside = openKeysFor(item.children, activePath);
    if (inside.length > 0 || item.children.some((c) => c.activePath === activePath)) return [item.key, ...inside];
  }
  return [];
}

/**
 * Accordion toggle: opening a group closes every group that is not one of its ancestors
 * (only one menu is open at a time).
 */
export function toggleOpenKey(open: readonly string[], key: string): string[] {
  if (open.includes(key)) return open.filter((k) => k !== key && !k.startsWith(`${key}/`));
  return [...open.filter((k) => key.startsWith(`${k}/`)), key];
}

/** The menu entry to highlight for a matched route (meta.activeMenu for hidden pages). */
export function activeMenuPath(match: Pick<RouteMatch, 'fullPath' | 'node'>): string {
  return match.node.meta.activeMenu ?? match.fullPath;
}

export interface BreadcrumbItem {
  name: string;
  titleKey: string;
  /** Link target, undefined for the current page and for groups without a page of their own. */
  to?: string;
}

/** Built from the matched named routes, prefixed with a dashboard entry. */
export function breadcrumbFor(match: Pick<RouteMatch, 'chain'>): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = match.chain
    .filter((node) => node.meta.breadcrumb !== false && node.meta.title)
    .map((node) => ({ name: node.name, titleKey: routeTitleKey(node) }));
  if (items[0]?.name !== 'Dashboard') items.unshift({ name: 'Dashboard', titleKey: 'route.Dashboard', to: '/dashboard' });
  return items;
}

export const PRODUCT_CODE = 'TradeDesk';

/**
 * The product code plus the translated title of the third-level route (layout > section >
 * page): the page that is open.
 */
export function documentTitle(match: Pick<RouteMatch, 'chain'> | null, translate: (key: string) => string): string {
  if (!match || match.chain.length === 0) return PRODUCT_CODE;
  // Our chains start at the section (the layout is implicit): chain[2] is the third level below it,
  // which in this tree is also the deepest node; two-level chains use their page.
  const node = match.chain[2] ?? match.chain[match.chain.length - 1]!;
  return `${PRODUCT_CODE} - ${translate(routeTitleKey(node))}`;
}

export type PageKind = 'list' | 'create' | 'edit' | 'detail' | 'print' | 'import' | 'report' | 'settings' | 'tutorial' | 'checkout' | 'pos';

/** What kind of screen a route is, used by the "coming soon" page to say what it will do. */
export function pageKind(match: Pick<RouteMatch, 'chain' | 'fullPath'>): PageKind {
  const node = match.chain[match.chain.length - 1]!;
  const top = match.chain[0]!.name;
  const name = node.name;
  const path = match.fullPath;
  if (top === 'Pos') return 'pos';
  if (/print|Barcode|QrCode/i.test(name) || /print/i.test(path)) return 'print';
  if (/Tutorial|Manuals/.test(name)) return 'tutorial';
  if (/PayRetail|SaleRetail|CashRegister/.test(name)) return 'checkout';
  if (/Import|Excel|BatchInput|BatchAdd|ImageDownload/i.test(name) || /import/i.test(path)) return 'import';
  if (/(New|Create|Add)$|New[A-Z]|^SaleNew$|^SaleInput$/.test(name) || /\/(new|create)/i.test(path)) return 'create';
  if (/(Update|Edit)$/.test(name)) return 'edit';
  if (/Detail|Member|Duplicate|Uncounted|DistributionOrder/.test(name) || path.includes(':id')) return 'detail';
  if (top === 'Report' || top === 'MainControl' || /Analysis|Report|Summary|Daily|Statement|Dashb|Chart|Histogram|Insight|TopSale|BossView|Unsalable/.test(name)) return 'report';
  if (top === 'Setting' || /Setting|Setup/.test(name)) return 'settings';
  return 'list';
}
