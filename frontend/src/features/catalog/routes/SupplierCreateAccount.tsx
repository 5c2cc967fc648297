import { formatMoney } from '@tradedesk/contracts/platform/money';
import { localeOf } from '../../../i18n/languages';
import { MANUAL_ENTRY_KINDS, type RecordSupplierEntryBody, SUPPLIER_PAYMENT_METHODS } from '@tradedesk/contracts/catalog/supplier-accounts';
import { accountKindOfMethod, defaultPaymentAccount, type PaymentAccountRef } from '@tradedesk/contracts/finance/payments';
import { currencyDecimals } from '@tradedesk/contracts/platform/money';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { usePaymentAccounts } from '../../../api/payment-accounts';
import { settingValue } from '../../../lib/settings';
import { LoadError } from '../../../components/ui/LoadError';
import { useSession } from '../../../stores/session';
import { useAccountCommand, useSupplierAccount } from '../api/supplier-accounts';
import { useSupplier } from '../api/suppliers';
import '../basics/basics.css';
import { type EntryForm, supplierEntryForm } from '../basics/entry-form';

const NO_ACCOUNTS: PaymentAccountRef[] = [];

/**
 * Record an entry on a supplier's account (route SupplierCreateAccount,
 * /product/supplier/:id/create-account): an opening balance, a payment made (cash, bank
 * transfer, cheque; cash and transfers leave the money account chosen) or an adjustment with its reason.
 */
export default function SupplierCreateAccount() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const supplier = useSupplier(id);
  const account = useSupplierAccount(id, { limit: 1 });
  const settings = useSession((s) => s.settings);
  const command = useAccountCommand();
  const currencies = useMemo(() => {
    const own = supplier.data?.currency;
    const company = ['BaseCurrencyID', 'SecondCurrencyID', 'ThirdCurrencyID'].map((k) => settingValue(settings, k)).filter((v): v is string => typeof v === 'string' && v.length === 3);
    const held = (account.data?.balances ?? []).map((b) => b.currency);
    return [...new Set([...(own ? [own] : []), ...held, ...company])];
  }, [supplier.data, settings, account.data]);
  // A refused entry is sent again as a new command.
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const blank: EntryForm = { kind: 'payment', currency: '', amount: '', date: '', method: 'bank-transfer', reference: '', reason: '', note: '', accountId: '' };
  const form = useZodForm(supplierEntryForm(commandId), blank);
  const [kind, method, currency] = useWatch({ control: form.control, name: ['kind', 'method', 'currency'] }) as [EntryForm['kind'], EntryForm['method'], string];
  const held = account.data?.balances.find((b) => b.currency === currency);
  // The money account a payment leaves: the first cash box for cash, the first bank account for a
  // transfer (in the payment's currency), changeable; a cheque leaves none when it is written.
  const moneyAccounts = usePaymentAccounts(currency ?? '', kind === 'payment').data ?? NO_ACCOUNTS;
  const first = kind === 'payment' && accountKindOfMethod(method) !== null ? defaultPaymentAccount(moneyAccounts, method, currency ?? '') : null;
  // Blank is the default account, named first; the others of the currency follow.
  const accountOptions = first ? [{ value: '', label: first.name }, ...moneyAccounts.filter((a) => a.id !== first.id).map((a) => ({ value: a.id, label: a.name }))] : [];
  const toAccount = () => void navigate(`/product/supplier/account?supplierId=${encodeURIComponent(id)}`);

  // Until the user picks one, the currency is the first known: the supplier's own, else one it has
  // a balance in, else the company's.
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (currencies[0] && !getFieldState('currency').isDirty) setValue('currency', currencies[0]);
  }, [currencies, getFieldState, setValue]);

  const save = async (body: RecordSupplierEntryBody) => {
    try {
      return await command.mutateAsync({ action: 'record', supplierId: id, body });
    } catch (err) {
      setCommandId(crypto.randomUUID());
      throw err;
    }
  };

  return (
    <section className="page" aria-labelledby="create-account-title">
      <h1 id="create-account-title" className="page-title">
        {t('route.SupplierCreateAccount')}
        {supplier.data ? `: ${supplier.data.code} · ${supplier.data.name}` : ''}
      </h1>
      <LoadError error={supplier.isError ? supplier.error : null} />
      {supplier.data && (
        <EntityForm
          form={form}
          className="form card"
          style={{ maxWidth: 720 }}
          onSave={save}
          onSaved={toAccount}
          onCancel={toAccount}
          actions={<SubmitButton>{t('supplierAccount.recordSubmit')}</SubmitButton>}
        >
          <Field name="kind" label={t('supplierAccount.kind')} kind="radios" options={MANUAL_ENTRY_KINDS.map((k) => ({ value: k, label: t(`supplierAccount.kinds.${k}`) }))} />
          <p className="hint">{t(`supplierAccount.kindHints.${kind}`)}</p>
          <div className="field-grid">
            <Field name="currency" label={t('supplier.currency')} kind="select" options={currencies.map((c) => ({ value: c, label: c }))} />
            <Field name="amount" label={t('supplierAccount.amount')} inputMode="decimal" placeholder={currencyDecimals(currency) ? '0.00' : '0'} />
            <Field name="date" label={t('supplierAccount.date')} type="date" />
            {kind === 'payment' && (
              <Field name="method" label={t('supplierAccount.method')} kind="select" options={SUPPLIER_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`supplierAccount.methods.${m}`) }))} />
            )}
            {first && <Field name="accountId" label={t('supplierAccount.fromAccount')} kind="select" options={accountOptions} />}
            <Field name="reference" label={kind === 'payment' && method === 'bank-check' ? t('supplierAccount.chequeNumber') : t('supplierAccount.reference')} maxLength={100} />
            {kind === 'adjustment' && <Field name="reason" label={t('supplierAccount.reason')} maxLength={200} />}
          </div>
          <Field name="note" label={t('supplierAccount.note')} kind="textarea" rows={2} maxLength={500} />
          <p className="hint">
            {t('supplierAccount.dateHint')} {held ? t('supplierAccount.nowOwed', { amount: formatMoney(held.balance, currency, localeOf(i18n.language)), currency }) : ''}
          </p>
        </EntityForm>
      )}
    </section>
  );
}
