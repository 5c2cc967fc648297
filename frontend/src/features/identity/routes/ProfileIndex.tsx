import { updateProfileBody } from '@tradedesk/contracts/identity/identity';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { applyLanguage } from '../../../i18n';
import { LANGUAGES, normalizeLanguage } from '../../../i18n/languages';
import { profileChanged, useSession } from '../../../stores/session';
import { useUpdateProfile } from '../api/update-profile';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.name, lang: l.locale }));

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
  const form = useZodForm(
    updateProfileBody,
    { name: profile?.name ?? '', introduction: profile?.introduction ?? '', language: normalizeLanguage(profile?.language) ?? normalizeLanguage(i18n.language) ?? 'zh' },
    { messages: { name: t('profile.nameRequired') } },
  );
  const languageLocked = closeLanguageSwitch(settings);
  const ids = { user: useId(), roles: useId() };

  const save = async (values: { name?: string; introduction?: string; language?: string }) => {
    const body = { name: values.name ?? '', introduction: values.introduction ?? '', language: values.language ?? '' };
    const saved = await update.mutateAsync(body);
    profileChanged(saved ?? body);
    if (body.language !== normalizeLanguage(i18n.language)) await applyLanguage(body.language);
  };

  return (
    <section className="page narrow" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('route.ProfileIndex')}</h1>
      <EntityForm form={form} onSave={save} savedMessage={t('profile.saved')} actions={<SubmitButton>{t('common.save')}</SubmitButton>}>
        <div className="field">
          <label htmlFor={ids.user}>{t('profile.username')}</label>
          <input id={ids.user} value={profile?.username ?? ''} readOnly />
        </div>
        <div className="field">
          <label htmlFor={ids.roles}>{t('profile.roles')}</label>
          <input id={ids.roles} value={(profile?.role ?? []).join(', ')} readOnly />
        </div>
        <Field name="name" label={t('profile.name')} required maxLength={100} />
        <Field name="introduction" label={t('profile.introduction')} kind="textarea" rows={4} maxLength={500} />
        <Field
          name="language"
          label={t('profile.language')}
          kind="select"
          options={LANGUAGE_OPTIONS}
          disabled={languageLocked}
          hint={languageLocked ? t('profile.languageLocked') : undefined}
        />
      </EntityForm>
    </section>
  );
}
