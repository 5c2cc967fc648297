import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export default function Page404() {
  const { t } = useTranslation();
  return (
    <section className="error-page" aria-labelledby="e404">
      <p className="error-code">404</p>
      <h1 id="e404">{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <div className="actions">
        <Link className="btn btn-primary" to="/dashboard">
          {t('errors.toDashboard')}
        </Link>
      </div>
    </section>
  );
}
