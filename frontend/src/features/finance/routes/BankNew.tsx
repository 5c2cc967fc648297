import { MONEY_ACCOUNT_KINDS, openMoneyAccountBody, type OpenMoneyAccountBody } from '@tradedesk/contracts/finance/money-accounts';
import { CURRENCIES } from '@tradedesk/contracts/platform/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { useFinanceCommand } from '../api/money-accounts';

/** Open a cash box or a bank account (route BankNew, /finance/newBank): one currency, an opening balance. */
export default function BankNew() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useFinanceCommand();
  const form = useZodForm(openMoneyAccountBody, { kind: 'cash', name: '', currency: 'USD', openingBalance: '0', bankName: '', accountNumber: '' });
  const kind = form.watch('kind');
  const toList = () => void navigate('/finance/bank');

  return (
    <section className="page" aria-labelledby="bank-new-title">
      <h1 id="bank-new-title" className="page-title">
        {t('route.BankNew')}
      </h1>
      <EntityForm
        form={form}
        onSave={(values: OpenMoneyAccountBody) => command.mutateAsync({ action: 'openAccount', body: { ...values, commandId } })}
        onSaved={toList}
        onCancel={toList}
        actions={<SubmitButton>{t('form.save')}</SubmitButton>}
      >
        <Field name="kind" kind="radios" label={t('finAcc.kind')} options={MONEY_ACCOUNT_KINDS.map((k) => ({ value: k, label: t(`finAcc.kinds.${k}`) }))} />
        <Field name="name" label={t('finAcc.name')} autoFocus maxLength={100} />
        <Field name="currency" kind="select" label={t('finAcc.currency')} options={CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))} />
        <Field name="openingBalance" label={t('finAcc.openingBalance')} inputMode="decimal" />
        {kind === 'bank' && (
          <>
            <Field name="bankName" label={t('finAcc.bankName')} maxLength={100} />
            <Field name="accountNumber" label={t('finAcc.accountNumber')} maxLength={60} />
          </>
        )}
      </EntityForm>
    </section>
  );
}
