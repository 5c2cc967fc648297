/**
 * Who may open which route and which menu entries are shown (docs/shell.md "Access guard", "Roles
 * and page privileges", "Menu switches"). Pure functions over the route tree: the guard, the
 * sidebar and the jest specs all call these.
 *
 * Two filters, applied in this order by generateRoutes:
 *  1. roles and page privileges  (filterRoutesByAccess)   -> what the user may open;
 *  2. company settings and system page privileges (filterRoutesBySettings) -> what the company
 *     switched on. A route removed by either is not routable: opening it leads to /401.
 */
import { flattenRoutes, joinPath, matchRoute, type RouteMatch } from './path-match';
import { ROLE_ADMIN, ROLE_INVOICE, ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { ALL_ROUTES, LAYOUT_ROUTES, PUBLIC_ROUTES, type Requirement, type RouteNode } from './route-tree';
import { type CompanySettings, settingFlag, settingValue, toFlag } from '../lib/settings';

export const ACCESSIBLE = 'Accessable';

/** A company setting as GET /api/system-setting/common returns it: { value } (sometimes bare). */

export interface PagePrivilege {
  page: string;
  privilege: string;
}

/** The parts of GET /api/user/profile that permissions depend on. */
export interface ProfileAccess {
  role?: readonly string[] | null;
  privilege?: { isBoss?: boolean | null } | null;
  pagePrivileges?: readonly PagePrivilege[] | Record<string, string> | null;
  sysPagePrilvileges?: readonly { page: string; privilege: unknown }[] | Record<string, unknown> | null;
  sysSettings?: Record<string, unknown> | null;
}

export interface AccessContext {
  roles: readonly string[];
  /** page name -> privilege ('Accessable' opens it). */
  pagePrivileges: Readonly<Record<string, string>>;
}

export interface SettingsContext {
  settings: CompanySettings;
  /** The profile's own sysSettings (a chain-store head may be flagged there instead). */
  profileSettings: CompanySettings;
  /** page name -> false removes the entry. */
  sysPagePrivileges: Readonly<Record<string, boolean>>;
  roles: readonly string[];
  isBoss: boolean;
}

// ---------------------------------------------------------------------------------------------
// Normalisation of what the server sends

export function normalizePagePrivileges(input: ProfileAccess['pagePrivileges']): Record<string, string> {
  if (!input) return {};
  if (Array.isArray(input)) {
    const out: Record<string, string> = {};
    for (const item of input as readonly PagePrivilege[]) if (item && item.page) out[item.page] = String(item.privilege);
    return out;
  }
  return { ...(input as Record<string, string>) };
}

export function normalizeSysPagePrivileges(input: ProfileAccess['sysPagePrilvileges']): Record<string, boolean> {
  if (!input) return {};
  const out: Record<string, boolean> = {};
  if (Array.isArray(input)) {
    for (const item of input as readonly { page: string; privilege: unknown }[]) if (item && item.page) out[item.page] = toFlag(item.privilege);
  } else {
    for (const [page, value] of Object.entries(input)) out[page] = toFlag(value);
  }
  return out;
}

/** Roles of the session. In the invoice identity the role is Invoice whatever the profile says. */
export function resolveRoles(profile: ProfileAccess | null | undefined, invoiceIdentity: boolean): string[] {
  if (invoiceIdentity) return [ROLE_INVOICE];
  return [...(profile?.role ?? [])].filter((r) => typeof r === 'string' && r.length > 0);
}

export function accessContextFor(profile: ProfileAccess | null | undefined, invoiceIdentity = false): AccessContext {
  return { roles: resolveRoles(profile, invoiceIdentity), pagePrivileges: normalizePagePrivileges(profile?.pagePrivileges) };
}

export function settingsContextFor(
  profile: ProfileAccess | null | undefined,
  settings: CompanySettings | null | undefined,
  roles: readonly string[],
): SettingsContext {
  return {
    settings: settings ?? {},
    profileSettings: profile?.sysSettings ?? {},
    sysPagePrivileges: normalizeSysPagePrivileges(profile?.sysPagePrilvileges),
    roles,
    isBoss: profile?.privilege?.isBoss === true,
  };
}

// ---------------------------------------------------------------------------------------------
// Roles and page privileges

/** Nearest `meta.roles` walking up from the node; undefined when nobody in the chain sets any. */
export function effectiveRoles(chain: readonly RouteNode[]): readonly string[] | undefined {
  for (let i = chain.length - 1; i >= 0; i--) {
    const roles = chain[i]!.meta.roles;
    if (roles) return roles;
  }
  return undefined;
}

/** Root passes every route; otherwise the route's roles must contain one of the user's roles. */
export function hasRolePermission(userRoles: readonly string[], routeRoles: readonly string[] | undefined): boolean {
  if (userRoles.includes(ROLE_ROOT)) return true;
  if (!routeRoles) return true;
  return routeRoles.some((role) => userRoles.includes(role));
}

/** The page-privilege name governing a route (RecommendSupplier is governed by Recommend). */
export const privilegeNameOf = (node: RouteNode) => node.meta.privilege ?? node.name;

/**
 * May the user open this page (the last node of `chain`)?
 * Root: everything. Admin: every route that lists Admin (all but mallHeadOffice). Invoice and other
 * roles: what their role is listed for (invoice section, chinese-print pages, unrestricted pages),
 * plus every route whose page privilege is 'Accessable' (hidden routes included, by their own name),
 * and every print page of a screen they may open (meta.printOf).
 */
export function canAccess(chain: readonly RouteNode[], access: AccessContext): boolean {
  const node = chain[chain.length - 1];
  if (!node) return false;
  if (hasRolePermission(access.roles, effectiveRoles(chain))) return true;
  if (access.roles.includes(ROLE_ADMIN)) return false;
  const granted = (page: string) => access.pagePrivileges[page] === ACCESSIBLE;
  return granted(privilegeNameOf(node)) || (node.meta.printOf ?? []).some(granted);
}

/** The access rule of an API call, as its @Endpoint declares it on the server. */
export interface CallRule {
  roles?: readonly string[];
  pages?: readonly RouteName[];
}

/**
 * May this session make the call? The server's rule (auth.guard allowed): Root always, one of the
 * listed roles, or an Accessable page privilege for one of the pages. Widgets that read data
 * outside their own screen (the dashboard cards) ask this first instead of showing a 403.
 */
export function mayCall(access: AccessContext, rule: CallRule): boolean {
  if (access.roles.includes(ROLE_ROOT)) return true;
  if ((rule.roles ?? []).some((role) => access.roles.includes(role))) return true;
  return (rule.pages ?? []).some((page) => access.pagePrivileges[page] === ACCESSIBLE);
}

/** Keeps the pages the user may open; a group is kept when at least one descendant is. */
export function filterRoutesByAccess(routes: readonly RouteNode[], access: AccessContext, parents: RouteNode[] = []): RouteNode[] {
  const out: RouteNode[] = [];
  for (const node of routes) {
    const chain = [...parents, node];
    if (node.children) {
      const children = filterRoutesByAccess(node.children, access, chain);
      if (children.length > 0) out.push({ ...node, children });
    } else if (canAccess(chain, access)) {
      out.push(node);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Company settings (menu switches)

/** Does the company / session meet a route's `meta.requires` (docs/shell.md "Menu switches")? */
export function meetsRequirement(req: Requirement, ctx: SettingsContext): boolean {
  if ('anyOf' in req) return req.anyOf.some((r) => meetsRequirement(r, ctx));
  if ('allOf' in req) return req.allOf.every((r) => meetsRequirement(r, ctx));
  if ('boss' in req) return ctx.isBoss;
  if ('role' in req) return ctx.roles.includes(req.role);
  if ('notEquals' in req) return String(settingValue(ctx.settings, req.setting) ?? '') !== req.notEquals;
  const on = settingFlag(ctx.settings, req.setting) || (req.orProfile === true && settingFlag(ctx.profileSettings, req.setting));
  return on === req.truthy;
}

/** Is this entry switched on for the company: not turned off by a system page privilege, and its requirement met? */
export function isNodeEnabled(node: RouteNode, ctx: SettingsContext): boolean {
  if (ctx.sysPagePrivileges[node.name] === false) return false;
  return !node.meta.requires || meetsRequirement(node.meta.requires, ctx);
}

const NODES_BY_NAME: ReadonlyMap<RouteName, RouteNode> = new Map(flattenRoutes(ALL_ROUTES).map((r) => [r.node.name, r.node]));

/** Names whose visibility depends on company settings (those with `meta.requires`), for documentation and tests. */
export const SETTINGS_GOVERNED_NAMES: readonly RouteName[] = [...NODES_BY_NAME.values()].filter((n) => n.meta.requires).map((n) => n.name);

/** Is the entry `name` switched on for this company? */
export function isEnabledBySettings(name: RouteName, ctx: SettingsContext): boolean {
  const node = NODES_BY_NAME.get(name);
  return node ? isNodeEnabled(node, ctx) : ctx.sysPagePrivileges[name] !== false;
}

/** Removes switched-off entries (with their children); groups left with no children go too. */
export function filterRoutesBySettings(routes: readonly RouteNode[], ctx: SettingsContext): RouteNode[] {
  const out: RouteNode[] = [];
  for (const node of routes) {
    if (!isNodeEnabled(node, ctx)) continue;
    if (node.children) {
      const children = filterRoutesBySettings(node.children, ctx);
      if (children.length > 0) out.push({ ...node, children });
    } else out.push(node);
  }
  return out;
}

export interface GenerateRoutesInput {
  profile: ProfileAccess | null | undefined;
  settings: CompanySettings | null | undefined;
  invoiceIdentity?: boolean;
  routes?: readonly RouteNode[];
}

/** The layout routes this session may open and see: roles and page privileges first, then the company's switches. */
export function generateRoutes({ profile, settings, invoiceIdentity = false, routes = LAYOUT_ROUTES }: GenerateRoutesInput): RouteNode[] {
  const access = accessContextFor(profile, invoiceIdentity);
  const byAccess = filterRoutesByAccess(routes, access);
  return filterRoutesBySettings(byAccess, settingsContextFor(profile, settings, access.roles));
}

// ---------------------------------------------------------------------------------------------
// The guard

/** First page (leaf) under a node, as an absolute path; the node itself when it is a page. */
export function firstLeafPath(node: RouteNode, fullPath: string): string {
  if (!node.children || node.children.length === 0) return fullPath;
  const preferred = node.children.find((c) => !c.meta.hidden) ?? node.children[0]!;
  return firstLeafPath(preferred, joinPath(fullPath, preferred.path));
}

export function isPublicPath(pathname: string): boolean {
  const match = matchRoute(PUBLIC_ROUTES, pathname);
  return match !== null && !match.node.children;
}

/** A same-site path to continue to after sign-in ('/' for anything else: no open redirect). */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.startsWith('/login')) return '/';
  return value;
}

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const FORBIDDEN_PATH = '/401?noGoBack=true';

export interface NavigationInput {
  pathname: string;
  /** location.search, with or without the leading '?'. */
  search: string;
  token: string | null;
  /** Profile loaded and routes generated. */
  sessionReady: boolean;
  /** generateRoutes() result; ignored until sessionReady. */
  accessibleRoutes: readonly RouteNode[] | null;
}

export type NavigationDecision =
  | { type: 'adopt-token'; token: string; to: string }
  | { type: 'redirect'; to: string }
  | { type: 'load-session' }
  | { type: 'render-public'; match: RouteMatch }
  | { type: 'render-layout'; match: RouteMatch };

/**
 * What the shell does for a location (docs/shell.md "Access guard"):
 * a token in /token/:token or ?token= becomes the session token; no session -> only public pages,
 * anything else to /login?redirect=...; with a session /login -> /; roles not allowed -> /401 with
 * the no-go-back flag; unknown -> /404; a group path -> its first allowed page.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const { pathname } = input;
  const query = new URLSearchParams(input.search.startsWith('?') ? input.search.slice(1) : input.search);

  const tokenRoute = matchRoute(PUBLIC_ROUTES, pathname);
  if (tokenRoute?.node.name === 'TokenLogin' && tokenRoute.params.token) {
    return { type: 'adopt-token', token: tokenRoute.params.token, to: '/' };
  }
  const queryToken = query.get('token');
  if (queryToken) {
    query.delete('token');
    const rest = query.toString();
    return { type: 'adopt-token', token: queryToken, to: pathname + (rest ? `?${rest}` : '') };
  }

  if (tokenRoute && !tokenRoute.node.children) {
    // With a session the login page goes to the root, or back to where sign-in was asked for.
    if (tokenRoute.node.name === 'Login' && input.token) return { type: 'redirect', to: safeRedirect(query.get('redirect')) };
    return { type: 'render-public', match: tokenRoute };
  }

  if (!input.token) {
    const back = pathname + (input.search && input.search !== '?' ? (input.search.startsWith('?') ? input.search : `?${input.search}`) : '');
    return { type: 'redirect', to: back === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}` };
  }
  if (!input.sessionReady || !input.accessibleRoutes) return { type: 'load-session' };

  const known = matchRoute(LAYOUT_ROUTES, pathname);
  if (!known) return { type: 'redirect', to: NOT_FOUND_PATH };
  const allowed = matchRoute(input.accessibleRoutes, pathname);
  if (!allowed || allowed.fullPath !== known.fullPath) return { type: 'redirect', to: FORBIDDEN_PATH };
  if (allowed.node.children) {
    const target = firstLeafPath(allowed.node, allowed.fullPath);
    return target === pathname ? { type: 'redirect', to: NOT_FOUND_PATH } : { type: 'redirect', to: target };
  }
  return { type: 'render-layout', match: allowed };
}

/** True when the (already generated) routes contain the page with this name. */
export function hasRouteNamed(routes: readonly RouteNode[], name: RouteName): boolean {
  return flattenRoutes(routes).some((r) => r.node.name === name);
}

/** Absolute path of the named route in a tree (params unfilled), or null. */
export function pathOfRoute(routes: readonly RouteNode[], name: RouteName): string | null {
  return flattenRoutes(routes).find((r) => r.node.name === name)?.fullPath ?? null;
}
