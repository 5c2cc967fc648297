import { sendDomesticTransferBody } from '@tradedesk/contracts/finance/money-transfers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { useMoneyAccounts } from '../api/money-accounts';
import { useTransferCommand } from '../api/money-transfers';

/** The form types the fee and the date as text (blank: no fee, today); the contract's rules decide. */
const text = z.string();
const domesticForm = z
  .object({ fromAccountId: text, toAccountId: text, amount: text, fee: text, date: text, memo: text })
  .transform(({ fee, date, ...v }): z.input<typeof sendDomesticTransferBody> => ({ ...v, fee: fee.trim() || '0', ...(date.trim() ? { date: date.trim() } : {}) }))
  .pipe(sendDomesticTransferBody);

/**
 * A transfer between two of our accounts in one currency (route DomesticNew, /finance/newDomestic):
 * from, to (the accounts of the same currency), amount, an optional fee (an expense of the sending
 * account), the business day (today when blank), a memo.
 */
export default function DomesticNew() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useTransferCommand();
  const accounts = useMoneyAccounts();
  const form = useZodForm(domesticForm, { fromAccountId: '', toAccountId: '', amount: '', fee: '', date: '', memo: '' });
  const fromId = form.watch('fromAccountId');
  const all = accounts.data?.accounts ?? [];
  const from = all.find((a) => a.id === fromId);
  const toList = () => void navigate('/finance/domestic');
  const choose = { value: '', label: t('finMove.choose') };

  return (
    <section className="page" aria-labelledby="domestic-new-title">
      <h1 id="domestic-new-title" className="page-title">
        {t('route.DomesticNew')}
      </h1>
      <EntityForm
        form={form}
        onSave={(body) => command.mutateAsync({ action: 'domestic', body: { ...body, commandId } })}
        onSaved={toList}
        onCancel={toList}
        actions={<SubmitButton>{t('form.save')}</SubmitButton>}
      >
        <Field name="fromAccountId" kind="select" label={t('finMove.from')} options={[choose, ...all.map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }))]} />
        <Field
          name="toAccountId"
          kind="select"
          label={t('finMove.to')}
          options={[choose, ...all.filter((a) => a.id !== fromId && (!from || a.currency === from.currency)).map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }))]}
        />
        <Field name="amount" label={from ? t('finMove.amountIn', { currency: from.currency }) : t('finMove.amount')} inputMode="decimal" />
        <Field name="fee" label={t('finMove.fee')} hint={t('finMove.feeHint')} inputMode="decimal" />
        <Field name="date" type="date" label={t('finMove.date')} hint={t('finMove.dateHint')} />
        <Field name="memo" kind="textarea" label={t('finMove.memo')} maxLength={500} />
      </EntityForm>
    </section>
  );
}
