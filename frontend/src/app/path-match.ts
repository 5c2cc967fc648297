/**
 * Path patterns of the route tree (':param' segments, static segments) matched without React Router,
 * so that the guard, breadcrumb and tab logic stay pure and unit-testable in node.
 */
import type { RouteNode } from './route-tree';

export interface FlatRoute {
  /** Absolute pattern, e.g. '/sale/print/:id'. */
  fullPath: string;
  node: RouteNode;
  /** Ancestors then the node itself (top-level group first). */
  chain: RouteNode[];
}

export interface RouteMatch extends FlatRoute {
  params: Record<string, string>;
}

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return child ? `${base}/${child}` : base || '/';
}

/** Every node of the tree (groups and pages) with its absolute path and ancestor chain. */
export function flattenRoutes(routes: readonly RouteNode[], parentPath = '', parents: RouteNode[] = []): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const node of routes) {
    const fullPath = joinPath(parentPath || '/', node.path);
    const chain = [...parents, node];
    out.push({ fullPath, node, chain });
    if (node.children) out.push(...flattenRoutes(node.children, fullPath, chain));
  }
  return out;
}

const split = (path: string) => path.split('/').filter(Boolean);

/** Params when `pathname` matches `pattern` exactly (trailing slash ignored), else null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = split(pattern);
  const got = split(pathname);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(g);
      } catch {
        value = g;
      }
      params[w.slice(1)] = value;
    } else if (w !== g) return null;
  }
  return params;
}

/** Static segments outrank ':param' ones, as in React Router, so '/sale/print/:id' beats '/sale/:a/:b'. */
function score(pattern: string): number {
  return split(pattern).reduce((sum, segment) => sum + (segment.startsWith(':') ? 3 : 10), 0);
}

/** The best matching node (a page or a group) for a pathname, or null. */
export function matchRoute(routes: readonly RouteNode[], pathname: string): RouteMatch | null {
  let best: RouteMatch | null = null;
  let bestScore = -1;
  for (const flat of flattenRoutes(routes)) {
    const params = matchPattern(flat.fullPath, pathname);
    if (!params) continue;
    const s = score(flat.fullPath);
    if (s > bestScore) {
      best = { ...flat, params };
      bestScore = s;
    }
  }
  return best;
}

/** Fills ':param' segments; missing params are left as they are. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (whole, key: string) =>
    params[key] !== undefined ? encodeURIComponent(params[key]!) : whole,
  );
}
