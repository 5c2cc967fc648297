import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAllowedRoutes } from '../../../app/layout/routes-context';
import { isBuilt } from '../../../app/pages';
import { pathOfRoute } from '../../../app/permission';
import { catalogueByGroup } from '../components/report-catalogue';

/**
 * The report home (route ReportHome, /report/index; docs/reports.md): the reports in four groups
 * (sales, purchasing, stock, finance), each with a short line. A built report this session may
 * open is a link; a report not built yet is listed as planned, never as a link; one the session
 * may not open is left out.
 */
export default function ReportHome() {
  const { t } = useTranslation();
  const allowed = useAllowedRoutes();
  const groups = catalogueByGroup(isBuilt).map((g) => ({
    ...g,
    reports: g.reports.flatMap((r): { name: RouteName; path: string | null }[] => {
      if (!r.built) return [{ ...r, path: null }];
      const path = pathOfRoute(allowed, r.name);
      return path ? [{ ...r, path }] : [];
    }),
  }));
  return (
    <section className="page" aria-labelledby="report-home-title">
      <h1 id="report-home-title" className="page-title">
        {t('route.ReportHome')}
      </h1>
      <p className="muted">{t('reports.home.intro')}</p>
      <div className="report-home">
        {groups.map((g) => (
          <section key={g.group} className="card" aria-labelledby={`report-group-${g.group}`}>
            <h2 id={`report-group-${g.group}`}>{t(`reports.group.${g.group}`)}</h2>
            <ul>
              {g.reports.map((r) => (
                <li key={r.name} data-report={r.name}>
                  {r.path ? (
                    <Link to={r.path}>{t(`route.${r.name}`)}</Link>
                  ) : (
                    <span className="is-planned">
                      {t(`route.${r.name}`)} <span className="report-planned">{t('planned.badge')}</span>
                    </span>
                  )}
                  <span className="report-line">{t(`reports.line.${r.name}`)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
