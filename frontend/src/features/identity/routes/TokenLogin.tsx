import { useTranslation } from 'react-i18next';

/**
 * /token/:token — the guard takes the token as the session token and goes to '/' before this
 * renders (permission.ts decideNavigation); this is only what shows for that instant.
 */
export default function TokenLogin() {
  const { t } = useTranslation();
  return (
    <main className="centered-message" role="status">
      {t('auth.signingIn')}
    </main>
  );
}
