import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { setToken } from '../../../lib/auth';
import { sessionStarted } from '../../../stores/session';

/**
 * /authredirect — end of an external sign-in. A token in ?token= is taken by the guard; one in the
 * hash (#token=...) is taken here. Opened as a popup, it hands over to the opener and closes.
 */
export default function AuthRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const token = hash.get('token');
    if (token) {
      setToken(token);
      sessionStarted(token);
    }
    try {
      if (window.opener && window.opener !== window && window.opener.location.origin === window.location.origin) {
        window.opener.location.assign('/');
        window.close();
        return;
      }
    } catch {
      /* opener on another origin: continue here */
    }
    navigate('/', { replace: true });
  }, [navigate]);
  return (
    <main className="centered-message" role="status">
      {t('auth.redirecting')}
    </main>
  );
}
