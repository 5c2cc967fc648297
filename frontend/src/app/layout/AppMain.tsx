import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHost } from '../PageHost';
import { LAYOUT_ROUTES } from '../route-tree';
import type { VisitedView } from '../tags';

/**
 * The main area with the page cache (keep-alive): every tab's page stays mounted and hidden while
 * another tab is active, so forms and scroll positions survive; meta.noCache pages are mounted
 * only while active. A tab's page mounts the first time it is shown: an affix tab (the dashboard)
 * does not load its data behind the page the app was opened on. Closing a tab drops its page.
 */
export function AppMain({ views, activePath, refresh }: { views: readonly VisitedView[]; activePath: string; refresh: Record<string, number> }) {
  const location = useLocation();
  const shown = useRef(new Set<string>());
  shown.current.add(activePath);
  return (
    <main className="app-main" id="main-content">
      {views.map((view) => {
        const active = view.path === activePath;
        if (!active && (view.noCache || !shown.current.has(view.path))) return null;
        return (
          <div key={`${view.path}#${refresh[view.path] ?? 0}`} className="page-view" hidden={!active} data-view={view.name}>
            <PageHost routes={LAYOUT_ROUTES} location={active ? location : view.fullPath} />
          </div>
        );
      })}
    </main>
  );
}
