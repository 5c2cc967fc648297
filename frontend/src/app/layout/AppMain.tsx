import { useLocation } from 'react-router-dom';
import { PageHost } from '../PageHost';
import { LAYOUT_ROUTES } from '../route-tree';
import type { VisitedView } from '../tags';

/**
 * The main area with the page cache (keep-alive): every tab's page stays mounted and hidden while
 * another tab is active, so forms and scroll positions survive; meta.noCache pages are mounted
 * only while active. Closing a tab drops its page.
 */
export function AppMain({ views, activePath, refresh }: { views: readonly VisitedView[]; activePath: string; refresh: Record<string, number> }) {
  const location = useLocation();
  return (
    <main className="app-main" id="main-content">
      {views.map((view) => {
        const active = view.path === activePath;
        if (!active && view.noCache) return null;
        return (
          <div key={`${view.path}#${refresh[view.path] ?? 0}`} className="page-view" hidden={!active} data-view={view.name}>
            <PageHost routes={LAYOUT_ROUTES} location={active ? location : view.fullPath} />
          </div>
        );
      })}
    </main>
  );
}
