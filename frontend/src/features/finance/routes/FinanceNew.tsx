import { ENTRY_DIRECTIONS, entryInput, PARTY_TYPES } from '@tradedesk/contracts/finance/money-accounts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { useFinanceClasses, useFinanceCommand, useMoneyAccounts, usePartyChoices } from '../api/money-accounts';

/** The form types the date, the party's type and id as text (blank means none); the contract's entry rules decide. */
const text = z.string();
const entryForm = z
  .object({ direction: z.enum(ENTRY_DIRECTIONS), accountId: text, classId: text, amount: text, date: text, partyType: text, partyId: text, memo: text, attachment: text })
  .transform(({ date, partyType, partyId, ...v }): z.input<typeof entryInput> => ({
    ...v,
    ...(date.trim() ? { date: date.trim() } : {}),
    partyType: (partyType || null) as (typeof PARTY_TYPES)[number] | null,
    partyId: partyId.trim() || null,
  }))
  .pipe(entryInput);

/**
 * A new income or expense (route FinanceNew, /finance/newFinance): the account (its currency is
 * the entry's), a class of the same direction, the amount, the business day (today when blank),
 * an optional customer or supplier (picked from a search by code or name), a memo and an attachment reference.
 */
export default function FinanceNew() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useFinanceCommand();
  const accounts = useMoneyAccounts();
  const form = useZodForm(entryForm, { direction: 'income', accountId: '', classId: '', amount: '', date: '', partyType: '', partyId: '', memo: '', attachment: '' });
  const direction = form.watch('direction');
  const accountId = form.watch('accountId');
  const classes = useFinanceClasses({ direction });
  const currency = accounts.data?.accounts.find((a) => a.id === accountId)?.currency ?? '';
  // The party is picked from the customers or the suppliers, searched by code or name.
  const partyType = form.watch('partyType') as '' | 'customer' | 'supplier';
  const partySearchId = useId();
  const [partySearch, setPartySearch] = useState('');
  const parties = usePartyChoices(partyType, partySearch.trim());
  useEffect(() => {
    form.setValue('partyId', '');
  }, [partyType, form]);
  const toList = () => void navigate('/finance/index');

  return (
    <section className="page" aria-labelledby="finance-new-title">
      <h1 id="finance-new-title" className="page-title">
        {t('route.FinanceNew')}
      </h1>
      <EntityForm
        form={form}
        onSave={(entry) => command.mutateAsync({ action: 'post', body: { commandId, entry } })}
        onSaved={toList}
        onCancel={toList}
        actions={<SubmitButton>{t('form.save')}</SubmitButton>}
      >
        <Field name="direction" kind="radios" label={t('finAcc.direction')} options={ENTRY_DIRECTIONS.map((d) => ({ value: d, label: t(`finAcc.directions.${d}`) }))} />
        <Field
          name="accountId"
          kind="select"
          label={t('finAcc.account')}
          options={[{ value: '', label: t('finAcc.choose') }, ...(accounts.data?.accounts ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }))]}
        />
        <Field name="classId" kind="select" label={t('finAcc.class')} options={[{ value: '', label: t('finAcc.choose') }, ...(classes.data?.classes ?? []).map((c) => ({ value: c.id, label: c.path }))]} />
        <Field name="amount" label={currency ? t('finAcc.amountIn', { currency }) : t('finAcc.amount')} inputMode="decimal" />
        <Field name="date" type="date" label={t('finAcc.date')} hint={t('finAcc.dateHint')} />
        <Field name="partyType" kind="select" label={t('finAcc.partyType')} options={[{ value: '', label: t('finAcc.noParty') }, ...PARTY_TYPES.map((p) => ({ value: p, label: t(`finAcc.parties.${p}`) }))]} />
        {partyType && (
          <>
            <div className="field">
              <label htmlFor={partySearchId}>{t('finVoucher.partySearch')}</label>
              <input id={partySearchId} type="search" autoComplete="off" value={partySearch} onChange={(e) => setPartySearch(e.target.value)} />
            </div>
            <Field
              name="partyId"
              kind="select"
              label={t('finAcc.parties.' + partyType)}
              options={[{ value: '', label: t('finAcc.choose') }, ...(parties.data ?? []).map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }))]}
            />
          </>
        )}
        <Field name="memo" kind="textarea" label={t('finAcc.memo')} maxLength={500} />
        <Field name="attachment" label={t('finAcc.attachment')} maxLength={300} />
      </EntityForm>
    </section>
  );
}
