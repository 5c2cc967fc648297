import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

/** Forbidden route (docs/shell.md "Access guard"). With ?noGoBack=true the back button is replaced by the dashboard. */
export default function Page401() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const noGoBack = params.get('noGoBack') === 'true';
  return (
    <section className="error-page" aria-labelledby="e401">
      <p className="error-code">401</p>
      <h1 id="e401">{t('errors.forbiddenTitle')}</h1>
      <p>{t('errors.forbiddenText')}</p>
      <div className="actions">
        {!noGoBack && (
          <button type="button" className="btn" onClick={() => navigate(-1)}>
            {t('common.back')}
          </button>
        )}
        <Link className="btn btn-primary" to="/dashboard">
          {t('errors.toDashboard')}
        </Link>
      </div>
    </section>
  );
}
