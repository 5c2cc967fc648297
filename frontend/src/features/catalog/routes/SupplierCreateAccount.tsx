import { formatMoney } from '@tradedesk/contracts/platform/money';
import { localeOf } from '../../../i18n/languages';
import { MANUAL_ENTRY_KINDS, SUPPLIER_PAYMENT_METHODS, type SupplierPaymentMethod } from '@tradedesk/contracts/catalog/supplier-accounts';
import { currencyDecimals } from '@tradedesk/contracts/platform/money';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { settingValue } from '../../../lib/settings';
import { LoadError } from '../../../components/ui/LoadError';
import { ApiRequestError, errorMessage } from '../../../lib/api';
import { useSession } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { useAccountCommand, useSupplierAccount } from '../api/supplier-accounts';
import { useSupplier } from '../api/suppliers';
import '../basics/basics.css';
import { entryBody, type EntryForm } from '../basics/entry-form';

/**
 * Record an entry on a supplier's account (route SupplierCreateAccount,
 * /product/supplier/:id/create-account): an opening balance, a payment made (cash, bank
 * transfer, cheque) or an adjustment with its reason.
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
  const [form, setForm] = useState<EntryForm>({ kind: 'payment', currency: '', amount: '', date: '', method: 'bank-transfer', reference: '', reason: '', note: '' });
  const currency = form.currency || currencies[0] || '';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const base = useId();
  const set = <K extends keyof EntryForm>(k: K, v: EntryForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const held = account.data?.balances.find((b) => b.currency === currency);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const checked = entryBody({ ...form, currency }, commandId);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await command.mutateAsync({ action: 'record', supplierId: id, body: checked.body });
      toast.success(t('form.saved'));
      void navigate(`/product/supplier/account?supplierId=${encodeURIComponent(id)}`);
    } catch (err) {
      // A rule naming a field (amount decimals, cheque number...) marks that field.
      const details = err instanceof ApiRequestError ? (err.error?.details ?? []) : [];
      if (details.length) setErrors(Object.fromEntries(details.map((d) => [d.path.split('.')[0]!, d.message])));
      setFormError(errorMessage(err));
      setCommandId(crypto.randomUUID());
    }
  };

  const field = (k: keyof EntryForm, label: string, input: ReactNode) => (
    <div className="field">
      <label htmlFor={`${base}-${k}`}>{label}</label>
      {input}
      {errors[k] && (
        <span className="field-error" id={`${base}-${k}-err`} role="alert">
          {errors[k]}
        </span>
      )}
    </div>
  );
  const inputProps = (k: keyof EntryForm) => ({
    id: `${base}-${k}`,
    'aria-invalid': errors[k] ? true : undefined,
    'aria-describedby': errors[k] ? `${base}-${k}-err` : undefined,
  });

  return (
    <section className="page" aria-labelledby="create-account-title">
      <h1 id="create-account-title" className="page-title">
        {t('route.SupplierCreateAccount')}
        {supplier.data ? `: ${supplier.data.code} · ${supplier.data.name}` : ''}
      </h1>
      <LoadError error={supplier.isError ? supplier.error : null} />
      {supplier.data && (
        <form className="form card" onSubmit={submit} noValidate style={{ maxWidth: 720 }}>
          <fieldset className="choice-group">
            <legend>{t('supplierAccount.kind')}</legend>
            {MANUAL_ENTRY_KINDS.map((k) => (
              <label key={k}>
                <input type="radio" name={`${base}-kind`} value={k} checked={form.kind === k} onChange={() => set('kind', k)} />
                {t(`supplierAccount.kinds.${k}`)}
              </label>
            ))}
          </fieldset>
          <p className="hint">{t(`supplierAccount.kindHints.${form.kind}`)}</p>
          <div className="field-grid">
            {field(
              'currency',
              t('supplier.currency'),
              <select {...inputProps('currency')} value={currency} onChange={(e) => set('currency', e.target.value)}>
                {currencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>,
            )}
            {field(
              'amount',
              t('supplierAccount.amount'),
              <input
                {...inputProps('amount')}
                inputMode="decimal"
                value={form.amount}
                placeholder={currencyDecimals(currency) ? '0.00' : '0'}
                onChange={(e) => set('amount', e.target.value)}
              />,
            )}
            {field('date', t('supplierAccount.date'), <input {...inputProps('date')} type="date" value={form.date} onChange={(e) => set('date', e.target.value)} />)}
            {form.kind === 'payment' &&
              field(
                'method',
                t('supplierAccount.method'),
                <select {...inputProps('method')} value={form.method} onChange={(e) => set('method', e.target.value as SupplierPaymentMethod)}>
                  {SUPPLIER_PAYMENT_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {t(`supplierAccount.methods.${m}`)}
                    </option>
                  ))}
                </select>,
              )}
            {field(
              'reference',
              form.kind === 'payment' && form.method === 'bank-check' ? t('supplierAccount.chequeNumber') : t('supplierAccount.reference'),
              <input {...inputProps('reference')} value={form.reference} maxLength={100} onChange={(e) => set('reference', e.target.value)} />,
            )}
            {form.kind === 'adjustment' &&
              field('reason', t('supplierAccount.reason'), <input {...inputProps('reason')} value={form.reason} maxLength={200} onChange={(e) => set('reason', e.target.value)} />)}
          </div>
          {field('note', t('supplierAccount.note'), <textarea {...inputProps('note')} rows={2} maxLength={500} value={form.note} onChange={(e) => set('note', e.target.value)} />)}
          <p className="hint">
            {t('supplierAccount.dateHint')} {held ? t('supplierAccount.nowOwed', { amount: formatMoney(held.balance, currency, localeOf(i18n.language)), currency }) : ''}
          </p>
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <div className="actions">
            <button type="button" className="btn" onClick={() => void navigate(`/product/supplier/account?supplierId=${encodeURIComponent(id)}`)}>
              {t('form.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={command.isPending}>
              {t('supplierAccount.recordSubmit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
