import { sendTransferToChinaBody } from '@tradedesk/contracts/finance/money-transfers';
import { CURRENCIES, formatMoney, roundMoney } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { localeOf } from '../../../i18n/languages';
import { useMoneyAccounts } from '../api/money-accounts';
import { tableRateOf, useRatesNow, useSupplierChoices, useTransferCommand } from '../api/money-transfers';

const text = z.string();
const chinaForm = z
  .object({ fromAccountId: text, supplierId: text, amount: text, fee: text, receivedCurrency: text, rate: text, receivedAmount: text, date: text, reference: text, memo: text })
  .transform(({ fee, date, receivedAmount, ...v }): z.input<typeof sendTransferToChinaBody> => ({
    ...v,
    fee: fee.trim() || '0',
    ...(receivedAmount.trim() ? { receivedAmount: receivedAmount.trim() } : {}),
    ...(date.trim() ? { date: date.trim() } : {}),
  }))
  .pipe(sendTransferToChinaBody);

const isNumber = (v: string) => /^\d+(\.\d+)?$/.test(v.trim());

/**
 * Pay a supplier abroad (route TransferToChinaNew, /finance/newTransferToChina): our account, the
 * supplier (its currency is the one received), the amount sent and the fee in the account's
 * currency, the rate (prefilled from the rate table), the amount received (blank: amount x rate),
 * the business day, the bank's reference and a memo.
 */
export default function TransferToChinaNew() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const navigate = useNavigate();
  const searchId = useId();
  const [commandId] = useState(() => crypto.randomUUID());
  const [search, setSearch] = useState('');
  const command = useTransferCommand();
  const accounts = useMoneyAccounts();
  const suppliers = useSupplierChoices(search.trim());
  const rates = useRatesNow();
  const form = useZodForm(chinaForm, { fromAccountId: '', supplierId: '', amount: '', fee: '', receivedCurrency: 'CNY', rate: '', receivedAmount: '', date: '', reference: '', memo: '' });
  const [fromId, supplierId, receivedCurrency, amount, rate] = form.watch(['fromAccountId', 'supplierId', 'receivedCurrency', 'amount', 'rate']);
  const from = accounts.data?.accounts.find((a) => a.id === fromId);
  const supplier = suppliers.data?.find((s) => s.id === supplierId);

  // The supplier's currency is the one it receives; the table's rate for the pair is the first guess.
  useEffect(() => {
    if (supplier?.currency) form.setValue('receivedCurrency', supplier.currency);
  }, [supplier?.currency, form]);
  useEffect(() => {
    const guess = tableRateOf(rates.data, from?.currency ?? '', receivedCurrency);
    if (guess && !form.getFieldState('rate').isDirty) form.setValue('rate', guess);
  }, [rates.data, from?.currency, receivedCurrency, form]);

  const expected = isNumber(amount) && isNumber(rate) && receivedCurrency ? formatMoney(roundMoney(new Decimal(amount.trim()).times(rate.trim()), receivedCurrency), receivedCurrency, locale) : '';
  const toList = () => void navigate('/finance/transfer-to-china');
  const choose = { value: '', label: t('finMove.choose') };

  return (
    <section className="page" aria-labelledby="china-new-title">
      <h1 id="china-new-title" className="page-title">
        {t('route.TransferToChinaNew')}
      </h1>
      <EntityForm
        form={form}
        onSave={(body) => command.mutateAsync({ action: 'china', body: { ...body, commandId } })}
        onSaved={toList}
        onCancel={toList}
        actions={<SubmitButton>{t('form.save')}</SubmitButton>}
      >
        <Field name="fromAccountId" kind="select" label={t('finMove.from')} options={[choose, ...(accounts.data?.accounts ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.currency})` }))]} />
        <div className="field">
          <label htmlFor={searchId}>{t('finMove.supplierSearch')}</label>
          <input id={searchId} type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <Field name="supplierId" kind="select" label={t('finMove.supplier')} options={[choose, ...(suppliers.data ?? []).map((s) => ({ value: s.id, label: `${s.code} · ${s.name}` }))]} />
        <Field name="amount" label={from ? t('finMove.amountSentIn', { currency: from.currency }) : t('finMove.amountSent')} inputMode="decimal" />
        <Field name="fee" label={t('finMove.fee')} hint={t('finMove.feeHint')} inputMode="decimal" />
        <Field name="receivedCurrency" kind="select" label={t('finMove.receivedCurrency')} options={CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))} />
        <Field name="rate" label={from ? t('finMove.rateOf', { from: from.currency, to: receivedCurrency }) : t('finMove.rate')} inputMode="decimal" hint={t('finMove.rateHint')} />
        <Field name="receivedAmount" label={t('finMove.receivedIn', { currency: receivedCurrency })} inputMode="decimal" hint={expected ? t('finMove.receivedHint', { expected }) : undefined} />
        <Field name="date" type="date" label={t('finMove.date')} hint={t('finMove.dateHint')} />
        <Field name="reference" label={t('finMove.reference')} maxLength={100} />
        <Field name="memo" kind="textarea" label={t('finMove.memo')} maxLength={500} />
      </EntityForm>
    </section>
  );
}
