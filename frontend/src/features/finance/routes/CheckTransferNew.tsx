import { CHECK_DIRECTIONS, type CheckDirection, recordCheckBody } from '@tradedesk/contracts/finance/checks';
import { CURRENCIES } from '@tradedesk/contracts/platform/money';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { useCheckChoices, useCheckCommand } from '../api/checks';

/** What the form holds (all text); the body the contract checks depends on the direction. */
interface CheckForm {
  direction: CheckDirection;
  number: string;
  bank: string;
  drawer: string;
  amount: string;
  currency: string;
  issueDate: string;
  dueDate: string;
  customerId: string;
  supplierId: string;
  accountId: string;
  memo: string;
  date: string;
}
const checkForm = z
  .custom<CheckForm>()
  .transform(({ direction, date, customerId, supplierId, accountId, bank, drawer, currency, ...face }): z.input<typeof recordCheckBody> => {
    const day = date.trim() ? { date: date.trim() } : {};
    return direction === 'received' ? { direction, ...face, bank, drawer, currency, customerId, ...day } : { direction, ...face, accountId, supplierId, ...day };
  })
  .pipe(recordCheckBody);

/**
 * A new check (route CheckTransferNew, /finance/newcheckTransfer): received from a customer (its
 * bank, drawer, currency; it pays the customer's account and goes into the portfolio) or issued to
 * a supplier on one of our bank accounts (its bank and currency are the account's; it pays the
 * supplier). Number, amount, the date on the check and its due date; the day it was taken in or
 * handed out (today when blank).
 */
export default function CheckTransferNew() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [commandId] = useState(() => crypto.randomUUID());
  const [search, setSearch] = useState('');
  const searchId = useId();
  const command = useCheckCommand();
  const choices = useCheckChoices(search);
  const form = useZodForm(checkForm, {
    direction: 'received',
    number: '',
    bank: '',
    drawer: '',
    amount: '',
    currency: '',
    issueDate: '',
    dueDate: '',
    customerId: '',
    supplierId: '',
    accountId: '',
    memo: '',
    date: '',
  });
  const direction = form.watch('direction');
  const customerId = form.watch('customerId');
  const accountId = form.watch('accountId');
  const customer = choices.data?.customers.find((c) => c.id === customerId);
  const account = choices.data?.accounts.find((a) => a.id === accountId);
  // A customer's check is usually in the customer's currency: offer it until one is chosen.
  useEffect(() => {
    if (customer?.currency && !form.getValues('currency')) form.setValue('currency', customer.currency);
  }, [customer, form]);
  const toList = () => void navigate('/finance/checkTransfer');
  const amountCurrency = direction === 'received' ? form.watch('currency') : (account?.currency ?? '');
  const parties = direction === 'received' ? (choices.data?.customers ?? []) : (choices.data?.suppliers ?? []);

  return (
    <section className="page" aria-labelledby="check-new-title">
      <h1 id="check-new-title" className="page-title">
        {t('route.CheckTransferNew')}
      </h1>
      <EntityForm form={form} onSave={(body) => command.mutateAsync({ action: 'record', body: { ...body, commandId } })} onSaved={toList} onCancel={toList} actions={<SubmitButton>{t('form.save')}</SubmitButton>}>
        <Field name="direction" kind="radios" label={t('finChk.direction')} options={CHECK_DIRECTIONS.map((d) => ({ value: d, label: t(`finChk.directions.${d}`) }))} />
        <div className="field">
          <label htmlFor={searchId}>{direction === 'received' ? t('finChk.findCustomer') : t('finChk.findSupplier')}</label>
          <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
        </div>
        <Field
          name={direction === 'received' ? 'customerId' : 'supplierId'}
          key={direction}
          kind="select"
          label={direction === 'received' ? t('finChk.customer') : t('finChk.supplier')}
          options={[{ value: '', label: t('finChk.choose') }, ...parties.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }))]}
        />
        <Field name="number" label={t('finChk.number')} maxLength={40} />
        {direction === 'received' ? (
          <>
            <Field name="bank" label={t('finChk.bank')} maxLength={100} />
            <Field name="drawer" label={t('finChk.drawer')} maxLength={100} />
            <Field name="currency" kind="select" label={t('finChk.currency')} options={[{ value: '', label: t('finChk.choose') }, ...CURRENCIES.map((c) => ({ value: c.code, label: c.code }))]} />
          </>
        ) : (
          <Field
            name="accountId"
            kind="select"
            label={t('finChk.drawnOn')}
            options={[{ value: '', label: t('finChk.choose') }, ...(choices.data?.accounts ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.bankName}, ${a.currency})` }))]}
          />
        )}
        <Field name="amount" label={amountCurrency ? t('finChk.amountIn', { currency: amountCurrency }) : t('finChk.amount')} inputMode="decimal" />
        <Field name="issueDate" type="date" label={t('finChk.issueDate')} />
        <Field name="dueDate" type="date" label={t('finChk.dueDate')} />
        <Field name="date" type="date" label={direction === 'received' ? t('finChk.receivedOn') : t('finChk.issuedOn')} hint={t('finChk.dateHint')} />
        <Field name="memo" kind="textarea" label={t('finChk.memo')} maxLength={300} />
      </EntityForm>
    </section>
  );
}
