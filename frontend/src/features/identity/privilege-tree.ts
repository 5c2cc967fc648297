/**
 * The page-privilege tree of the Position and Employees screens (pure, unit-tested), built from the
 * route tree: one branch per menu section (Sale, Product...), sub-groups as they are in the menu,
 * then the pages; hidden pages (details, prints) sit under the menu page they belong to
 * (meta.activeMenu), so granting "Sale list" can grant its detail pages in one click.
 * Pages open to every signed-in user (no roles anywhere up the chain) need no privilege and are left
 * out; pages governed by another page's privilege (meta.privilege) are folded into it, and so are
 * print pages (meta.printOf): they open with the screens whose documents they print.
 */
import { joinPath } from '../../app/path-match';
import { LAYOUT_ROUTES, type RouteNode } from '../../app/route-tree';

export const ACCESSIBLE = 'Accessable';
export const NOT_ACCESSIBLE = 'NotAccessable';
export type Privileges = Record<string, string>;

export interface PrivilegeNode {
  /** Route name; for pages also the privilege name. */
  name: string;
  /** Translated as route.<title>. */
  title: string;
  /** True for pages (a privilege); false for sections and sub-groups. */
  page: boolean;
  children: PrivilegeNode[];
}

export function buildPrivilegeTree(routes: readonly RouteNode[] = LAYOUT_ROUTES): PrivilegeNode[] {
  const sections: PrivilegeNode[] = [];
  for (const section of routes) {
    if (!section.children) continue;
    const built = buildGroup(section, section.path, Boolean(section.meta.roles));
    if (built && built.children.length > 0) sections.push(built);
  }
  return sections;
}

function buildGroup(group: RouteNode, fullPath: string, restricted: boolean): PrivilegeNode | null {
  const byPath = new Map<string, PrivilegeNode>();
  const children: PrivilegeNode[] = [];
  const detail: { node: RouteNode; activeMenu: string | undefined }[] = [];
  for (const child of group.children ?? []) {
    const childPath = joinPath(fullPath, child.path);
    const childRestricted = restricted || Boolean(child.meta.roles);
    if (child.children) {
      const sub = buildGroup(child, childPath, childRestricted);
      if (sub && sub.children.length > 0) children.push(sub);
      continue;
    }
    if (!childRestricted || (child.meta.privilege && child.meta.privilege !== child.name) || child.meta.printOf) continue;
    if (child.meta.hidden) {
      detail.push({ node: child, activeMenu: child.meta.activeMenu });
      continue;
    }
    const page: PrivilegeNode = { name: child.name, title: child.meta.title, page: true, children: [] };
    byPath.set(childPath, page);
    children.push(page);
  }
  for (const { node, activeMenu } of detail) {
    const leaf: PrivilegeNode = { name: node.name, title: node.meta.title, page: true, children: [] };
    const owner = activeMenu ? byPath.get(activeMenu) : undefined;
    if (owner) owner.children.push(leaf);
    else children.push(leaf);
  }
  return { name: group.name, title: group.meta.title, page: false, children };
}

/** Every privilege name in a subtree (the node itself when it is a page). */
export function privilegeNames(node: PrivilegeNode): string[] {
  const out: string[] = node.page ? [node.name] : [];
  for (const child of node.children) out.push(...privilegeNames(child));
  return out;
}

export type CheckState = 'all' | 'some' | 'none';

export function checkState(names: readonly string[], isOn: (name: string) => boolean): CheckState {
  if (names.length === 0) return 'none';
  const on = names.filter(isOn).length;
  return on === 0 ? 'none' : on === names.length ? 'all' : 'some';
}

/** Position privileges: checked = 'Accessable'; unchecking removes the page. */
export function setGranted(privileges: Privileges, names: readonly string[], on: boolean): Privileges {
  const out = { ...privileges };
  for (const name of names) {
    if (on) out[name] = ACCESSIBLE;
    else delete out[name];
  }
  return out;
}

/** Pages the positions give (any enabled position granting it). */
export function inheritedPages(positions: readonly { pagePrivileges: Privileges; disabled?: boolean }[]): Set<string> {
  const out = new Set<string>();
  for (const p of positions) {
    if (p.disabled) continue;
    for (const [page, privilege] of Object.entries(p.pagePrivileges)) if (privilege === ACCESSIBLE) out.add(page);
  }
  return out;
}

/** What an employee can open: their own override when there is one, else what their positions give. */
export const effectiveGranted = (overrides: Privileges, inherited: ReadonlySet<string>, name: string) =>
  name in overrides ? overrides[name] === ACCESSIBLE : inherited.has(name);

/**
 * Employee overrides: sets the pages to `on`; a page whose wanted state equals what the positions
 * give keeps no override (so later position changes reach it), otherwise it is an explicit
 * 'Accessable' or 'NotAccessable'.
 */
export function setOverride(overrides: Privileges, inherited: ReadonlySet<string>, names: readonly string[], on: boolean): Privileges {
  const out = { ...overrides };
  for (const name of names) {
    if (inherited.has(name) === on) delete out[name];
    else out[name] = on ? ACCESSIBLE : NOT_ACCESSIBLE;
  }
  return out;
}

/** Nodes whose title (translated) or name contains the text, with their ancestors; all when empty. */
export function filterTree(nodes: readonly PrivilegeNode[], text: string, titleOf: (n: PrivilegeNode) => string): PrivilegeNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  const out: PrivilegeNode[] = [];
  for (const node of nodes) {
    const hit = titleOf(node).toLowerCase().includes(needle) || node.name.toLowerCase().includes(needle);
    if (hit) out.push(node);
    else {
      const children = filterTree(node.children, text, titleOf);
      if (children.length > 0) out.push({ ...node, children });
    }
  }
  return out;
}
