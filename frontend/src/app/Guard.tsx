import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { setToken } from '../lib/auth';
import { sessionStarted, useSession } from '../stores/session';
import { Layout } from './layout/Layout';
import { PageHost } from './PageHost';
import { documentTitle } from './menu';
import type { RouteMatch } from './path-match';
import { FullPageLoading } from './pages/Loading';
import { decideNavigation, resolveRoles } from './permission';
import { PUBLIC_ROUTES } from './route-tree';
import { loadSession } from './session-loader';
import { useGeneratedRoutes } from './use-generated-routes';

/** The access guard (docs/shell.md "Access guard"): every location goes through decideNavigation (permission.ts). */
export function Guard() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const phase = useSession((s) => s.phase);
  const profile = useSession((s) => s.profile);
  const invoiceIdentity = useSession((s) => s.invoiceIdentity);
  const routes = useGeneratedRoutes();

  const decision = decideNavigation({
    pathname: location.pathname,
    search: location.search,
    token,
    sessionReady: phase === 'ready',
    accessibleRoutes: routes,
  });

  useEffect(() => {
    if (decision.type === 'adopt-token') {
      setToken(decision.token);
      sessionStarted(decision.token);
      navigate(decision.to, { replace: true });
    } else if (decision.type === 'load-session' && token) {
      void loadSession(token, queryClient).then((ok) => {
        if (!ok) navigate('/login', { replace: true });
      });
    }
  }, [decision.type, decision.type === 'adopt-token' ? decision.token : '', token, queryClient, navigate]);

  switch (decision.type) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render-public':
      return (
        <div className="public-page">
          <PublicTitle match={decision.match} />
          <PageHost routes={PUBLIC_ROUTES} location={location} />
        </div>
      );
    case 'render-layout':
      // A role change rebuilds the layout: tabs and cached pages belong to the old roles.
      return <Layout key={`${resolveRoles(profile, invoiceIdentity).join(',')}`} match={decision.match} routes={routes!} />;
    default:
      return <FullPageLoading />;
  }
}

/** 'TradeDesk - <page>' for the pages outside the layout too. */
function PublicTitle({ match }: { match: RouteMatch }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = documentTitle(match, (key) => t(key));
  }, [match, t, i18n.language]);
  return null;
}
