import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import { pageKind } from '../menu';
import { matchRoute } from '../path-match';
import { ALL_ROUTES } from '../route-tree';

/**
 * Every route whose screen is not built yet: badged "planned", says that nothing can be done here
 * yet, then what the screen will do (by kind of page) and what its section is for. Never a broken
 * page, and never one that looks finished (the menu badges these routes the same way).
 */
export default function ComingSoon() {
  const { t } = useTranslation();
  const location = useLocation();
  const match = matchRoute(ALL_ROUTES, location.pathname);
  if (!match) return null;
  const top = match.chain[0]!;
  const kind = pageKind(match);
  const paramValues = Object.entries(match.params);
  const standalone = top.name === 'Pos';
  return (
    <section className={standalone ? 'page coming-soon standalone' : 'page coming-soon'} aria-labelledby="coming-soon-title">
      <div className="coming-soon-card">
        <Icon name={match.node.meta.icon ?? top.meta.icon ?? 'category'} size={36} className="coming-soon-icon" />
        <p className="coming-soon-badge">{t('planned.badge')}</p>
        <h1 id="coming-soon-title">{t(`route.${match.node.meta.title}`)}</h1>
        {paramValues.length > 0 && (
          <p className="coming-soon-params">
            {paramValues.map(([key, value]) => (
              <code key={key}>
                {key}: {value}
              </code>
            ))}
          </p>
        )}
        <p className="coming-soon-lead">{t('planned.lead')}</p>
        <ul className="coming-soon-list">
          <li>{t(`comingSoon.kind.${kind}`)}</li>
          <li>{t(`comingSoon.section.${top.name}`)}</li>
        </ul>
        <Link className="btn btn-primary" to={standalone ? '/' : '/dashboard'}>
          {t('comingSoon.back')}
        </Link>
      </div>
    </section>
  );
}
