import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyLanguage } from '../../../i18n';
import { LANGUAGES, normalizeLanguage } from '../../../i18n/languages';
import { errorMessage } from '../../../lib/api';
import { profileChanged, useSession } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { useUpdateProfile } from '../api/update-profile';

const profileForm = z.object({
  name: z.string().trim().min(1).max(100),
  introduction: z.string().max(500),
  language: z.string().min(2),
});

function closeLanguageSwitch(settings: Record<string, unknown>): boolean {
  const raw = settings.IsCloseLang;
  const value = raw && typeof raw === 'object' && 'value' in raw ? (raw as { value: unknown }).value : raw;
  return value === true || value === 'true' || value === 1 || value === '1';
}

/** Own profile: name, introduction and language (PUT /api/user/profile). */
export default function ProfileIndex() {
  const { t, i18n } = useTranslation();
  const profile = useSession((s) => s.profile);
  const settings = useSession((s) => s.settings);
  const update = useUpdateProfile();
  const [name, setName] = useState(profile?.name ?? '');
  const [introduction, setIntroduction] = useState(profile?.introduction ?? '');
  const [language, setLanguage] = useState(normalizeLanguage(profile?.language) ?? normalizeLanguage(i18n.language) ?? 'zh');
  const [error, setError] = useState<string | null>(null);
  const languageLocked = closeLanguageSwitch(settings);
  const ids = { name: useId(), intro: useId(), lang: useId(), user: useId(), roles: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = profileForm.safeParse({ name, introduction, language });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.path[0] === 'name' ? t('profile.nameRequired') : t('profile.invalid'));
      return;
    }
    try {
      const saved = await update.mutateAsync(parsed.data);
      profileChanged(saved ?? parsed.data);
      if (parsed.data.language !== normalizeLanguage(i18n.language)) await applyLanguage(parsed.data.language);
      toast.success(t('profile.saved'));
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <section className="page narrow" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('route.ProfileIndex')}</h1>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.user}>{t('profile.username')}</label>
          <input id={ids.user} value={profile?.username ?? ''} readOnly />
        </div>
        <div className="field">
          <label htmlFor={ids.roles}>{t('profile.roles')}</label>
          <input id={ids.roles} value={(profile?.role ?? []).join(', ')} readOnly />
        </div>
        <div className="field">
          <label htmlFor={ids.name}>{t('profile.name')}</label>
          <input id={ids.name} name="name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor={ids.intro}>{t('profile.introduction')}</label>
          <textarea id={ids.intro} name="introduction" rows={4} value={introduction} onChange={(e) => setIntroduction(e.target.value)} maxLength={500} />
        </div>
        <div className="field">
          <label htmlFor={ids.lang}>{t('profile.language')}</label>
          <select id={ids.lang} name="language" value={language} disabled={languageLocked} onChange={(e) => setLanguage(e.target.value as typeof language)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.locale}>
                {l.name}
              </option>
            ))}
          </select>
          {languageLocked && <p className="hint">{t('profile.languageLocked')}</p>}
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={update.isPending}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
