import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { Component, Suspense, useEffect, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, type Location } from 'react-router-dom';
import { reportError } from '../lib/error-reporting';
import { everyAreaPending } from '../i18n';
import { needsEveryArea } from './page-areas';
import { isBuilt, pageComponentFor } from './pages';
import { PageLoading } from './pages/Loading';
import { flattenRoutes } from './path-match';
import type { RouteNode } from './route-tree';

const elementsCache = new WeakMap<readonly RouteNode[], ReactNode[]>();

function routeElements(routes: readonly RouteNode[]): ReactNode[] {
  let elements = elementsCache.get(routes);
  if (!elements) {
    elements = flattenRoutes(routes)
      .filter((r) => !r.node.children)
      .map((r) => <Route key={r.fullPath} path={r.fullPath} element={<PageFrame name={r.node.name} />} />);
    elementsCache.set(routes, elements);
  }
  return elements;
}

/**
 * Renders the page for `location` (not necessarily the browser's: cached tabs keep their own), so
 * useParams / useLocation inside a page see the tab's own URL.
 */
export function PageHost({ routes, location }: { routes: readonly RouteNode[]; location: Partial<Location> | string }) {
  const elements = useMemo(() => routeElements(routes), [routes]);
  return <Routes location={location}>{elements}</Routes>;
}

function PageFrame({ name }: { name: RouteName }) {
  return (
    <PageErrorBoundary name={name}>
      <PageBody name={name} />
    </PageErrorBoundary>
  );
}

/**
 * The page once its chunk and, outside the shell, every locale area of the language are loaded
 * (page-areas.ts): both loads start together at the first render; meanwhile a plain spinner, not a
 * Suspense fallback (React holds back the reveal of suspended content for 300 ms after any
 * fallback showed). A failed load goes to the error boundary.
 */
function PageBody({ name }: { name: RouteName }) {
  const page = pageComponentFor(name);
  // Re-rendered on a language switch (which loads the new language whole first: applyLanguage).
  const { i18n } = useTranslation();
  const areas = needsEveryArea(name, isBuilt(name)) ? everyAreaPending(i18n.language) : null;
  const Component = page.loaded();
  const loading = !Component ? page.preload() : null;
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (!loading && !areas) return;
    let current = true;
    Promise.all([loading, areas]).then(
      () => current && setLoaded((n) => n + 1),
      (error: unknown) => current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [loading, areas]);
  if (failure) throw failure;
  if (!Component || areas) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** A page that throws shows a message instead of taking the shell down; the error goes to the bug log. */
export class PageErrorBoundary extends Component<{ name: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, info.componentStack ? `${this.props.name}${info.componentStack}` : this.props.name);
  }

  override render() {
    if (this.state.error) {
      const error = this.state.error;
      // A page file that failed to load (e.g. the app was redeployed under the open tab) stays
      // failed inside React.lazy: only loading the app again fetches the new files.
      const retry = isChunkLoadError(error) ? () => window.location.reload() : () => this.setState({ error: null });
      return <PageFailed error={error} onRetry={retry} />;
    }
    return this.props.children;
  }
}

export function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(error.message);
}

function PageFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="page page-failed" role="alert">
      <h1>{t('errors.pageFailedTitle')}</h1>
      <p>{t('errors.pageFailedText')}</p>
      <pre className="error-text">{error.message}</pre>
      <button type="button" className="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
}
