import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import { buildMenu, menuTitleKeys, openKeysFor, sidebarWidth, toggleOpenKey, type MenuItem } from '../menu';
import { isBuilt } from '../pages';
import type { RouteNode } from '../route-tree';
import { DeliveryReminder } from './DeliveryReminder';
import { ExchangeRateBox } from './ExchangeRateBox';

export const COLLAPSED_SIDEBAR_WIDTH = 54;

/**
 * The menu (docs/shell.md "Sidebar"): one link for a group with a single visible child, expandable
 * groups (accordion: one open at a time, highlighted when open), hidden entries left out, report
 * linking to its first child, links carrying their meta.query (the cancelled list: ?state=true);
 * entries without a screen greyed with a "planned" badge.
 */
export function Sidebar({ routes, activePath, collapsed, onExpand }: {
  routes: readonly RouteNode[];
  activePath: string;
  collapsed: boolean;
  onExpand: () => void;
}) {
  const { t } = useTranslation();
  const menu = useMemo(() => buildMenu(routes, isBuilt), [routes]);
  const width = collapsed ? COLLAPSED_SIDEBAR_WIDTH : sidebarWidth(menuTitleKeys(menu).map((key) => t(key)));
  const [open, setOpen] = useState<string[]>(() => openKeysFor(menu, activePath));
  useEffect(() => setOpen(openKeysFor(menu, activePath)), [menu, activePath]);

  const toggle = (key: string) => {
    if (collapsed) {
      onExpand();
      setOpen(toggleOpenKey([], key));
      return;
    }
    setOpen((keys) => toggleOpenKey(keys, key));
  };

  return (
    <aside className="sidebar" style={{ width }} aria-label={t('navbar.menu')}>
      <div className="sidebar-brand">
        <Link to="/dashboard" className="brand-link" aria-label="TradeDesk">
          <span className="brand-mark" aria-hidden="true">T</span>
          {!collapsed && <span className="brand-name">TradeDesk</span>}
        </Link>
      </div>
      <nav className="sidebar-scroll">
        <ul className="menu" role="list">
          {menu.map((item) => (
            <MenuEntry key={item.key} item={item} depth={0} open={open} activePath={activePath} collapsed={collapsed} onToggle={toggle} />
          ))}
        </ul>
      </nav>
      {!collapsed && (
        <div className="sidebar-extras">
          <DeliveryReminder />
          <ExchangeRateBox />
        </div>
      )}
    </aside>
  );
}

function containsActive(item: MenuItem, activePath: string): boolean {
  return item.activePath === activePath || (item.children ?? []).some((c) => containsActive(c, activePath));
}

function MenuEntry({ item, depth, open, activePath, collapsed, onToggle }: {
  item: MenuItem;
  depth: number;
  open: readonly string[];
  activePath: string;
  collapsed: boolean;
  onToggle: (key: string) => void;
}) {
  const { t } = useTranslation();
  const label = t(item.titleKey);
  const hint = item.planned ? `${label} (${t('planned.menuHint')})` : label;
  // Beside the link, not inside it: the entry's name stays its title (tests and screen readers
  // find it by that); the link's title attribute says it is planned.
  const badge = item.planned && !collapsed ? <span className="menu-badge-planned" aria-hidden="true">{t('planned.badge')}</span> : null;
  const indent = collapsed ? undefined : { paddingLeft: 14 + depth * 16 };
  if (item.children) {
    const isOpen = open.includes(item.key) && !collapsed;
    const classes = ['menu-group', isOpen ? 'is-open' : '', containsActive(item, activePath) ? 'has-active' : ''].filter(Boolean).join(' ');
    const titleClass = item.planned ? 'menu-title is-planned' : 'menu-title';
    return (
      <li className={item.planned ? `${classes} is-planned` : classes}>
        <button type="button" className={titleClass} style={indent} aria-expanded={isOpen} title={hint} onClick={() => onToggle(item.key)}>
          <Icon name={item.icon} />
          {!collapsed && <span className="menu-label">{label}</span>}
          {!collapsed && <span className="menu-arrow" aria-hidden="true" />}
        </button>
        {badge}
        {isOpen && (
          <ul className="submenu" role="list">
            {item.children.map((child) => (
              <MenuEntry key={child.key} item={child} depth={depth + 1} open={open} activePath={activePath} collapsed={collapsed} onToggle={onToggle} />
            ))}
          </ul>
        )}
      </li>
    );
  }
  const active = item.activePath === activePath;
  return (
    <li className={item.planned ? 'is-planned' : undefined}>
      <Link
        to={item.to!}
        className={['menu-link', active ? 'is-active' : '', item.planned ? 'is-planned' : ''].filter(Boolean).join(' ')}
        style={indent}
        aria-current={active ? 'page' : undefined}
        title={hint}
        aria-label={collapsed ? label : undefined}
        data-planned={item.planned || undefined}
      >
        <Icon name={item.icon} />
        {!collapsed && <span className="menu-label">{label}</span>}
      </Link>
      {badge}
    </li>
  );
}
