import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { VisitedView } from '../tags';

export interface TabActions {
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  refresh(path: string): void;
}

/** The strip of visited pages; right-click for refresh / close / close others / close all. */
export function TagsView({ views, activePath, actions }: { views: readonly VisitedView[]; activePath: string; actions: TabActions }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<{ x: number; y: number; view: VisitedView } | null>(null);
  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [menu]);

  return (
    <nav className="tags-view" aria-label={t('tags.label')}>
      <ul className="tags" role="list">
        {views.map((view) => {
          const active = view.path === activePath;
          const title = t(view.titleKey);
          return (
            <li
              key={view.path}
              className={active ? 'tag is-active' : 'tag'}
              onContextMenu={(e) => {
                e.preventDefault();
                setMenu({ x: e.clientX, y: e.clientY, view });
              }}
            >
              <Link to={view.fullPath} aria-current={active ? 'page' : undefined}>
                {title}
              </Link>
              {!view.affix && (
                <button type="button" className="tag-close" aria-label={t('tags.closeTab', { title })} onClick={() => actions.close(view.path)}>
                  ×
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {menu && (
        <div className="context-menu" role="menu" style={{ left: menu.x, top: menu.y }}>
          <button type="button" role="menuitem" onClick={() => actions.refresh(menu.view.path)}>
            {t('tags.refresh')}
          </button>
          {!menu.view.affix && (
            <button type="button" role="menuitem" onClick={() => actions.close(menu.view.path)}>
              {t('tags.close')}
            </button>
          )}
          <button type="button" role="menuitem" onClick={() => actions.closeOthers(menu.view.path)}>
            {t('tags.closeOthers')}
          </button>
          <button type="button" role="menuitem" onClick={() => actions.closeAll()}>
            {t('tags.closeAll')}
          </button>
        </div>
      )}
    </nav>
  );
}
