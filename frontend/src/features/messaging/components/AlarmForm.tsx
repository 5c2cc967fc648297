import { changeAlarmBody, setAlarmBody } from '@tradedesk/contracts/messaging/alarm-clock';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { errorMessage, isConflict } from '../../../lib/api';
import { defaultRemindAt, fieldErrors, fromLocalInput, toLocalInput } from '../../../lib/form';
import { toast } from '../../../stores/toast';
import { useChangeAlarm } from '../api/change-alarm';
import type { AlarmClock } from '../api/get-alarms';
import { useSetAlarm } from '../api/set-alarm';

/**
 * Create or edit a reminder. Checked with the contracts' zod schemas (setAlarmBody, changeAlarmBody)
 * before sending. An edit names the version it started from; when someone changed the reminder in
 * the meantime the server answers 409: its message is shown, the list reloads and the form takes the
 * new version, so saving again overwrites knowingly.
 */
export function AlarmForm({ alarm, onClose, onConflict }: {
  /** null: a new reminder. */
  alarm: AlarmClock | null;
  onClose: () => void;
  /** Reloads the list and answers the current version of the reminder (or null if it is gone). */
  onConflict: () => Promise<AlarmClock | null>;
}) {
  const { t } = useTranslation();
  const editing = Boolean(alarm?.id);
  const [content, setContent] = useState(alarm?.content ?? '');
  const [remindAt, setRemindAt] = useState(alarm?.remindAt ? toLocalInput(alarm.remindAt) : defaultRemindAt(new Date()));
  const [soId, setSoId] = useState('');
  const [poId, setPoId] = useState('');
  const [version, setVersion] = useState(alarm?.version ?? 1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // One command id per form: pressing Save twice (or a retry) is applied once by the server.
  const [commandId] = useState(() => crypto.randomUUID());
  const create = useSetAlarm();
  const change = useChangeAlarm();
  const busy = create.isPending || change.isPending;
  const ids = { content: useId(), remindAt: useId(), so: useId(), po: useId(), form: useId() };

  const messages: Record<string, string> = { content: t('alarmPage.contentRequired'), remindAt: t('alarmPage.remindAtRequired') };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const iso = fromLocalInput(remindAt);
    const parsed = editing
      ? changeAlarmBody.safeParse({ id: String(alarm!.id), version, content, remindAt: iso })
      : setAlarmBody.safeParse({ commandId, content, remindAt: iso, soId: soId.trim() || undefined, poId: poId.trim() || undefined });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, messages[k] ?? v])));
      return;
    }
    setErrors({});
    try {
      if (editing) {
        await change.mutateAsync(parsed.data as Parameters<typeof change.mutateAsync>[0]);
        toast.success(t('alarmPage.changed'));
      } else {
        await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
        toast.success(t('alarmPage.created'));
      }
      onClose();
    } catch (error) {
      if (editing && isConflict(error)) {
        setFormError(`${errorMessage(error)} ${t('form.conflictReloaded')}`);
        const fresh = await onConflict();
        if (fresh?.version) setVersion(fresh.version);
        return;
      }
      setFormError(errorMessage(error));
    }
  };

  return (
    <Dialog
      open
      title={editing ? t('alarmPage.edit') : t('alarmPage.new')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" form={ids.form} className="btn btn-primary" disabled={busy}>
            {t('form.save')}
          </button>
        </>
      }
    >
      <form id={ids.form} className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.content}>{t('alarmPage.content')}</label>
          <textarea
            id={ids.content}
            rows={4}
            maxLength={2000}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={Boolean(errors.content)}
            aria-describedby={errors.content ? `${ids.content}-err` : undefined}
            autoFocus
          />
          {errors.content && (
            <p className="field-error" id={`${ids.content}-err`}>
              {errors.content}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.remindAt}>{t('alarmPage.remindAt')}</label>
          <input
            id={ids.remindAt}
            type="datetime-local"
            value={remindAt}
            onChange={(e) => setRemindAt(e.target.value)}
            aria-invalid={Boolean(errors.remindAt)}
            aria-describedby={errors.remindAt ? `${ids.remindAt}-err` : undefined}
          />
          {errors.remindAt && (
            <p className="field-error" id={`${ids.remindAt}-err`}>
              {errors.remindAt}
            </p>
          )}
        </div>
        {!editing && (
          <div className="field-row">
            <div className="field">
              <label htmlFor={ids.so}>{t('alarmPage.soId')}</label>
              <input id={ids.so} value={soId} maxLength={64} onChange={(e) => setSoId(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={ids.po}>{t('alarmPage.poId')}</label>
              <input id={ids.po} value={poId} maxLength={64} onChange={(e) => setPoId(e.target.value)} />
            </div>
          </div>
        )}
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
