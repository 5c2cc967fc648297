import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { breadcrumbFor } from '../menu';
import type { RouteMatch } from '../path-match';

/** Matched named routes, prefixed with the dashboard (docs/shell.md "Top bar"). */
export function Breadcrumb({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const items = breadcrumbFor(match);
  return (
    <nav className="breadcrumb" aria-label={t('navbar.breadcrumb')}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.name}-${index}`}>
              {item.to && !last ? (
                <Link to={item.to}>{t(item.titleKey)}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{t(item.titleKey)}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
