import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLanguage, languageChosen } from '../../../i18n';
import { LANGUAGES, normalizeLanguage } from '../../../i18n/languages';
import { errorMessage } from '../../../lib/api';
import { setToken } from '../../../lib/auth';
import { sessionStarted } from '../../../stores/session';
import { useLogin } from '../api/login';

/**
 * Sign-in: username (trimmed), password, language -> token cookie, then where the user was going.
 * The page opens in the browser's language (i18n storedLanguage); the server makes the language sent
 * here the user's, so it is sent only when one was chosen (this list, an earlier session): a
 * language taken from the browser leaves the user's own setting in force after sign-in.
 */
export default function Login() {
  const { t, i18n } = useTranslation();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const language = normalizeLanguage(i18n.language) ?? 'zh';
  const ids = { user: useId(), pass: useId(), lang: useId(), error: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!username.trim()) return setError(t('login.usernameRequired'));
    if (!password) return setError(t('login.passwordRequired'));
    try {
      const envelope = await login.mutateAsync({ username, password, ...(languageChosen() ? { language } : {}) });
      const token = envelope.data?.accessToken;
      if (!token) throw new Error(t('login.failed'));
      // The guard sees the session and continues to ?redirect= (or '/'): see decideNavigation.
      setToken(token, envelope.data?.expireTime);
      sessionStarted(token);
    } catch (err) {
      setError(errorMessage(err) || t('login.failed'));
    }
  };

  return (
    <main className="login-page">
      <form className="login-form" onSubmit={submit} noValidate aria-labelledby="login-title" aria-describedby={error ? ids.error : undefined}>
        <div className="login-brand">
          <span className="brand-mark" aria-hidden="true">T</span>
          <span>TradeDesk</span>
        </div>
        <h1 id="login-title">{t('login.title')}</h1>
        <div className="field">
          <label htmlFor={ids.user}>{t('login.username')}</label>
          <input
            id={ids.user}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoFocus
            required
          />
        </div>
        <div className="field">
          <label htmlFor={ids.pass}>{t('login.password')}</label>
          <input
            id={ids.pass}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor={ids.lang}>{t('login.language')}</label>
          <select id={ids.lang} name="language" value={language} onChange={(e) => void applyLanguage(e.target.value)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.locale}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p className="form-error" role="alert" id={ids.error}>
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </main>
  );
}
