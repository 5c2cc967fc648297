import { changeAlarmBody, setAlarmBody } from '@tradedesk/contracts/messaging/alarm-clock';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { blankAsUndefined, companyDateTime } from '../../../components/form/form-input';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { errorMessage, isConflict } from '../../../lib/api';
import { useCompanyOffset } from '../../../lib/company-time';
import { defaultCompanyRemindAt, toCompanyInput } from '../../../lib/form';
import { useChangeAlarm } from '../api/change-alarm';
import type { AlarmClock } from '../api/get-alarms';
import { useSetAlarm } from '../api/set-alarm';

/** A new reminder as typed: the time on the company's clock (not the browser's), blank order numbers left out. */
const newAlarmForm = (offset: number) =>
  setAlarmBody.omit({ commandId: true }).extend({
    remindAt: companyDateTime(setAlarmBody.shape.remindAt, offset),
    soId: blankAsUndefined(setAlarmBody.shape.soId),
    poId: blankAsUndefined(setAlarmBody.shape.poId),
  });
/** An edit: the reminder's id and the version it started from ride along with what is typed. */
const changeAlarmForm = (offset: number) => changeAlarmBody.omit({ commandId: true }).extend({ remindAt: companyDateTime(changeAlarmBody.shape.remindAt, offset) });

interface Props {
  /** null: a new reminder. */
  alarm: AlarmClock | null;
  onClose: () => void;
  /** Reloads the list and answers the current version of the reminder (or null if it is gone). */
  onConflict: () => Promise<AlarmClock | null>;
}

/**
 * Create or edit a reminder. Checked with the contracts' zod schemas (setAlarmBody, changeAlarmBody)
 * before sending. An edit names the version it started from; when someone changed the reminder in
 * the meantime the server answers 409: its message is shown, the list reloads and the form takes the
 * new version, so saving again overwrites knowingly.
 */
export function AlarmForm({ alarm, onClose, onConflict }: Props) {
  return alarm?.id ? <ChangeAlarm alarm={alarm} onClose={onClose} onConflict={onConflict} /> : <NewAlarm alarm={alarm} onClose={onClose} />;
}

function useMessages() {
  const { t } = useTranslation();
  return { messages: { content: t('alarmPage.contentRequired'), remindAt: t('alarmPage.remindAtRequired') } };
}

function NewAlarm({ alarm, onClose }: Pick<Props, 'alarm' | 'onClose'>) {
  const { t } = useTranslation();
  const offset = useCompanyOffset();
  const schema = useMemo(() => newAlarmForm(offset), [offset]);
  const form = useZodForm(
    schema,
    { content: alarm?.content ?? '', remindAt: alarm?.remindAt ? toCompanyInput(alarm.remindAt, offset) : defaultCompanyRemindAt(new Date(), offset), soId: '', poId: '' },
    useMessages(),
  );
  // One command id per form: pressing Save twice (or a retry) is applied once by the server.
  const [commandId] = useState(() => crypto.randomUUID());
  const create = useSetAlarm();
  return (
    <EntityFormDialog form={form} title={t('alarmPage.new')} savedMessage={t('alarmPage.created')} onSave={(values) => create.mutateAsync({ ...values, commandId })} onClose={onClose}>
      <ReminderFields />
      <div className="field-row">
        <Field name="soId" label={t('alarmPage.soId')} maxLength={64} />
        <Field name="poId" label={t('alarmPage.poId')} maxLength={64} />
      </div>
    </EntityFormDialog>
  );
}

function ChangeAlarm({ alarm, onClose, onConflict }: Props & { alarm: AlarmClock }) {
  const { t } = useTranslation();
  const offset = useCompanyOffset();
  const schema = useMemo(() => changeAlarmForm(offset), [offset]);
  const form = useZodForm(schema, { id: String(alarm.id), version: alarm.version ?? 1, content: alarm.content ?? '', remindAt: toCompanyInput(alarm.remindAt, offset) }, useMessages());
  const change = useChangeAlarm();
  const save = async (values: ReturnType<typeof changeAlarmForm>['_output']) => {
    try {
      return await change.mutateAsync(values);
    } catch (error) {
      if (!isConflict(error)) throw error;
      const fresh = await onConflict();
      if (fresh?.version) form.setValue('version', fresh.version);
      throw new FormRefusal(`${errorMessage(error)} ${t('form.conflictReloaded')}`);
    }
  };
  return (
    <EntityFormDialog form={form} title={t('alarmPage.edit')} savedMessage={t('alarmPage.changed')} onSave={save} onClose={onClose}>
      <ReminderFields />
    </EntityFormDialog>
  );
}

function ReminderFields() {
  const { t } = useTranslation();
  return (
    <>
      <Field name="content" label={t('alarmPage.content')} kind="textarea" rows={4} maxLength={2000} autoFocus />
      <Field name="remindAt" label={t('alarmPage.remindAt')} type="datetime-local" />
    </>
  );
}
