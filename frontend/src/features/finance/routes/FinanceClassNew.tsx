import { createFinanceClassBody, ENTRY_DIRECTIONS } from '@tradedesk/contracts/finance/money-accounts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { useFinanceClasses, useFinanceCommand } from '../api/money-accounts';

/** The form's parent is a select: '' means the root. */
const classForm = createFinanceClassBody.extend({ parentId: z.string().transform((v) => (v === '' ? null : v)) });

/** Create an income or expense class (route FinanceClassNew, /finance/newFinanceClass), at the root or under a class of the same direction. */
export default function FinanceClassNew() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useFinanceCommand();
  const form = useZodForm(classForm, { direction: 'income', name: '', parentId: '' });
  const direction = form.watch('direction');
  const classes = useFinanceClasses({ direction });
  // A parent has the class's direction: switching income / expense starts again at the top level.
  useEffect(() => form.setValue('parentId', ''), [direction, form]);
  const toList = () => void navigate('/finance/class');

  return (
    <section className="page" aria-labelledby="finance-class-new-title">
      <h1 id="finance-class-new-title" className="page-title">
        {t('route.FinanceClassNew')}
      </h1>
      <EntityForm
        form={form}
        onSave={(values) => command.mutateAsync({ action: 'createClass', body: { ...values, commandId } })}
        onSaved={toList}
        onCancel={toList}
        actions={<SubmitButton>{t('form.save')}</SubmitButton>}
      >
        <Field name="direction" kind="radios" label={t('finAcc.direction')} options={ENTRY_DIRECTIONS.map((d) => ({ value: d, label: t(`finAcc.directions.${d}`) }))} />
        <Field name="name" label={t('finAcc.className')} autoFocus maxLength={100} />
        <Field
          name="parentId"
          kind="select"
          label={t('finAcc.parent')}
          options={[{ value: '', label: t('finAcc.root') }, ...(classes.data?.classes ?? []).map((c) => ({ value: c.id, label: c.path }))]}
        />
      </EntityForm>
    </section>
  );
}
