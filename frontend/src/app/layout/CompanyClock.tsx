import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clockText } from '@tradedesk/contracts/platform/company-time';
import { localOffsetHours } from '../../lib/company-time';
import { useSession } from '../../stores/session';
import { settingNumber } from '../../lib/settings';
import { useRoutePath } from './routes-context';

/**
 * The company clock (docs/shell.md "Top bar"): now in the company time zone (SystemTimeZone hour
 * offset), 'yyyy-MM-dd HH:mm:ss', refreshed every second. Clicking opens the system settings
 * (SystemSetting, from=universalSetting).
 */
export function CompanyClock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSession((s) => s.settings);
  const settingsPath = useRoutePath('SystemSetting');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const offset = settingNumber(settings, 'SystemTimeZone') ?? localOffsetHours(new Date(now));
  const text = clockText(now, offset);
  const zone = `UTC${offset >= 0 ? '+' : ''}${offset}`;
  const label = `${t('navbar.companyTime')} (${zone})`;
  if (!settingsPath) {
    return (
      <span className="company-clock" title={label} aria-label={label} role="timer">
        <time>{text}</time>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="company-clock navbar-button"
      title={label}
      aria-label={`${label} ${text}`}
      onClick={() => navigate(`${settingsPath}?from=universalSetting`)}
    >
      <time>{text}</time>
    </button>
  );
}
