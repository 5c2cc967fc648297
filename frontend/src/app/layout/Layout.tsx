import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useProfileQuery } from '../../features/identity/api/get-profile';
import { useSettingsQuery } from '../../features/settings/api/get-settings';
import { getCookie, setCookie } from '../../lib/cookies';
import { profileChanged, settingsChanged } from '../../stores/session';
import { activeMenuPath, documentTitle } from '../menu';
import type { RouteMatch } from '../path-match';
import type { RouteNode } from '../route-tree';
import { addView, affixViews, closeAllViews, closeOtherViews, closeView, viewFromMatch, type VisitedView } from '../tags';
import { AlarmNotifier } from './AlarmBell';
import { AppMain } from './AppMain';
import { Navbar } from './Navbar';
import { NoticeBanner } from './NoticeBanner';
import { RoutesContext } from './routes-context';
import { Sidebar } from './Sidebar';
import { TagsView } from './TagsView';

export const SIDEBAR_COOKIE = 'sidebarStatus';

/** Sidebar + top bar + visited-page tabs + cached pages (docs/shell.md). */
export function Layout({ match, routes }: { match: RouteMatch; routes: RouteNode[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(() => getCookie(SIDEBAR_COOKIE) !== '0');
  const [storedViews, setViews] = useState<VisitedView[]>(() => affixViews(routes));
  const [refresh, setRefresh] = useState<Record<string, number>>({});

  // Tabs just closed while their page is still the location: React Router applies navigations in a
  // transition, so the location changes a moment after the tab list; do not re-open them meanwhile.
  const [leaving, setLeaving] = useState<readonly string[]>([]);
  useEffect(() => {
    setLeaving((paths) => (paths.length && !paths.includes(location.pathname) ? [] : paths));
  }, [location.pathname]);

  // The current page is a tab from the first render on (so its cached view never remounts).
  const current = viewFromMatch(match, location.pathname, location.search);
  const isLeaving = leaving.includes(current.path);
  const views = useMemo(
    () => (isLeaving ? storedViews : addView(storedViews, current)),
    [storedViews, current.path, current.fullPath, isLeaving], // eslint-disable-line react-hooks/exhaustive-deps
  );
  useEffect(() => {
    if (views !== storedViews) setViews(views);
  }, [views, storedViews]);

  const leave = (next: VisitedView[], navigateTo: string | undefined) => {
    const removed = views.filter((v) => !next.some((n) => n.path === v.path)).map((v) => v.path);
    setViews(next);
    if (navigateTo) {
      setLeaving(removed);
      navigate(navigateTo);
    }
  };

  useEffect(() => {
    document.title = documentTitle(match, (key) => t(key));
  }, [match, t, i18n.language]);

  // Live pushes refetch these two; a roles change then rebuilds the layout (Guard keys it by roles).
  const settingsQuery = useSettingsQuery(true);
  useEffect(() => {
    if (settingsQuery.data) settingsChanged(settingsQuery.data);
  }, [settingsQuery.data]);
  const profileQuery = useProfileQuery();
  const seenProfile = useRef(profileQuery.data);
  useEffect(() => {
    if (profileQuery.data && profileQuery.data !== seenProfile.current) {
      seenProfile.current = profileQuery.data;
      profileChanged(profileQuery.data);
    }
  }, [profileQuery.data]);

  const toggleSidebar = () => {
    setOpened((o) => {
      setCookie(SIDEBAR_COOKIE, o ? '0' : '1');
      return !o;
    });
  };
  const expandSidebar = () => {
    setCookie(SIDEBAR_COOKIE, '1');
    setOpened(true);
  };

  const tabs = {
    close(path: string) {
      const result = closeView(views, path, location.pathname);
      leave(result.views, result.navigateTo);
    },
    closeOthers(path: string) {
      const keep = views.find((v) => v.path === path);
      leave(closeOtherViews(views, path), keep && keep.path !== location.pathname ? keep.fullPath : undefined);
    },
    closeAll() {
      const result = closeAllViews(views);
      leave(result.views, result.navigateTo !== location.pathname + location.search ? result.navigateTo : undefined);
    },
    refresh(path: string) {
      setRefresh((r) => ({ ...r, [path]: (r[path] ?? 0) + 1 }));
    },
  };

  return (
    <RoutesContext.Provider value={routes}>
      <div className={`app-wrapper ${opened ? 'sidebar-open' : 'sidebar-collapsed'}`}>
        <Sidebar routes={routes} activePath={activeMenuPath(match)} collapsed={!opened} onExpand={expandSidebar} />
        <div className="main-container">
          <div className="fixed-header">
            <Navbar match={match} sidebarOpened={opened} onToggleSidebar={toggleSidebar} />
            <TagsView views={views} activePath={location.pathname} actions={tabs} />
          </div>
          <NoticeBanner />
          <AppMain views={views} activePath={location.pathname} refresh={refresh} />
        </div>
        <AlarmNotifier />
      </div>
    </RoutesContext.Provider>
  );
}
