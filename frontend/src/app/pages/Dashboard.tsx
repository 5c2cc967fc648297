import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localeOf } from '../../i18n/languages';
import { localOffsetHours } from '../../lib/company-time';
import { useLive } from '../../lib/live';
import { useSession } from '../../stores/session';
import { settingNumber, settingValue } from '../permission';

/** Placeholder dashboard: company, who is signed in, and the live-update feed status. */
export default function Dashboard() {
  const { t, i18n } = useTranslation();
  const settings = useSession((s) => s.settings);
  const profile = useSession((s) => s.profile);
  const live = useLive();
  const company = String(settingValue(settings, 'CompanyName') ?? '') || 'TradeDesk';
  const offset = settingNumber(settings, 'SystemTimeZone') ?? localOffsetHours(new Date());
  return (
    <section className="page dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{company}</h1>
      <p className="muted">{t('dashboard.welcome', { name: profile?.name || profile?.username || '' })}</p>
      <div className="cards">
        <article className="card" aria-labelledby="live-card">
          <h2 id="live-card">{t('dashboard.liveTitle')}</h2>
          <p className={`live-state live-${live.status}`}>
            <span className="live-dot" aria-hidden="true" /> {t(`live.${live.status}`)}
          </p>
          <dl className="facts">
            <dt>{t('dashboard.eventsReceived')}</dt>
            <dd data-testid="live-events-count">{live.received}</dd>
            <dt>{t('dashboard.lastEvent')}</dt>
            <dd>
              {live.last
                ? `${live.last.readModel} · #${live.last.position} · ${new Date(live.last.at).toLocaleTimeString(localeOf(i18n.language))}`
                : t('dashboard.noEvents')}
            </dd>
          </dl>
        </article>
        <article className="card" aria-labelledby="company-card">
          <h2 id="company-card">{t('dashboard.companyTitle')}</h2>
          <dl className="facts">
            <dt>{t('dashboard.companyName')}</dt>
            <dd>{company}</dd>
            <dt>{t('dashboard.timeZone')}</dt>
            <dd>{`UTC${offset >= 0 ? '+' : ''}${offset}`}</dd>
            <dt>{t('dashboard.roles')}</dt>
            <dd>{(profile?.role ?? []).join(', ') || '—'}</dd>
          </dl>
        </article>
        <article className="card" aria-labelledby="start-card">
          <h2 id="start-card">{t('dashboard.shortcutsTitle')}</h2>
          <ul className="link-list">
            <li>
              <Link to="/profile/index">{t('route.ProfileIndex')}</Link>
            </li>
            <li>
              <Link to="/profile/password">{t('route.ProfilePassword')}</Link>
            </li>
          </ul>
        </article>
      </div>
    </section>
  );
}
