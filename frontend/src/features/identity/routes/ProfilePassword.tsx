import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useChangePassword } from '../api/change-password';
import { PASSWORD_MIN } from '@tradedesk/contracts/identity/identity';
import { passwordProblem } from '../password-rules';

/** Change own password: the old password is required (POST /api/user/password). */
export default function ProfilePassword() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { old: useId(), next: useId(), confirm: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const problem = passwordProblem({ oldPassword, newPassword, confirm }, PASSWORD_MIN);
    if (problem) {
      setError(t(`password.${problem}`, { min: PASSWORD_MIN }));
      return;
    }
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      setOldPassword('');
      setNewPassword('');
      setConfirm('');
      toast.success(t('password.changed'));
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <section className="page narrow" aria-labelledby="password-title">
      <h1 id="password-title">{t('route.ProfilePassword')}</h1>
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.old}>{t('password.old')}</label>
          <input id={ids.old} type="password" autoComplete="current-password" value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor={ids.next}>{t('password.new')}</label>
          <input id={ids.next} type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor={ids.confirm}>{t('password.confirm')}</label>
          <input id={ids.confirm} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} required />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {t('password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
