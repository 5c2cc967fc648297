import { formatMoney } from '@tradedesk/contracts/platform/money';
import { localeOf } from '../../../i18n/languages';
import { MANUAL_ENTRY_KINDS } from '@tradedesk/contracts/customers/customer-accounts';
import { PAYMENT_METHODS, type PaymentMethod } from '@tradedesk/contracts/sales/sale-order';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { settingValue } from '../../../lib/settings';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { useLedger, useRecordEntry } from '../api/accounts';
import { useCustomer } from '../api/customers';
import { Ledger } from '../components/Ledger';
import { type Direction, emptyEntryForm, type EntryFormState, type EntryKind, entryBody, hasDirection } from '../entry-form';
import { defaultCurrency } from '../format';

/**
 * Record a manual entry on a customer's account (route CustomerCreateAccount,
 * /customer/:id/create-account): opening balance, payment received, adjustment, refund. The
 * balances and the ledger below show it as soon as it is recorded (read-your-writes).
 */
export default function CustomerCreateAccount() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const account = useLedger(id, { page: 1, limit: 1 });
  const settings = useSession((s) => s.settings);
  const company = ['BaseCurrencyID', 'SecondCurrencyID', 'ThirdCurrencyID'].map((k) => String(settingValue(settings, k) ?? '')).filter(Boolean);
  const startCurrency = defaultCurrency(customer.data?.currency, company[0]);
  return (
    <section className="page" aria-labelledby="create-account-title">
      <h1 id="create-account-title" className="page-title">
        {t('route.CustomerCreateAccount')}
        {customer.data ? `: ${customer.data.code} ${customer.data.name}` : ''}
      </h1>
      <p>
        <Link to="/customer/account">{t('customerAccount.back')}</Link>
      </p>
      <LoadError error={customer.isError ? customer.error : null} />
      {account.data && (
        <section className="card" aria-labelledby="balances-title">
          <h2 id="balances-title">{t('customerAccount.balances')}</h2>
          {account.data.balances.length === 0 ? (
            <p className="muted">{t('customerAccount.noEntries')}</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('customer.currency')}</th>
                  <th scope="col">{t('customerAccount.debit')}</th>
                  <th scope="col">{t('customerAccount.credit')}</th>
                  <th scope="col">{t('customerAccount.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {account.data.balances.map((b) => (
                  <tr key={b.currency} data-currency={b.currency}>
                    <th scope="row">{b.currency}</th>
                    <td>{formatMoney(b.debit, b.currency, localeOf(i18n.language))}</td>
                    <td>{formatMoney(b.credit, b.currency, localeOf(i18n.language))}</td>
                    <td className={b.overLimit ? 'form-error' : undefined}>
                      {formatMoney(b.balance, b.currency, localeOf(i18n.language))}
                      {b.overLimit ? ` (${t('customerAccount.overLimit')})` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
      {customer.data && <EntryForm key={`${id}:${startCurrency}`} customerId={id} currency={startCurrency} currencies={[...new Set([customer.data.currency, ...company].filter(Boolean))]} />}
      {id && (
        <section className="card" aria-labelledby="ledger-title">
          <h2 id="ledger-title">{t('customerAccount.ledger')}</h2>
          <Ledger customerId={id} title={t('customerAccount.ledger')} />
        </section>
      )}
    </section>
  );
}

function EntryForm({ customerId, currency, currencies }: { customerId: string; currency: string; currencies: string[] }) {
  const { t } = useTranslation();
  const base = useId();
  const [form, setForm] = useState<EntryFormState>(() => emptyEntryForm(currency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const record = useRecordEntry();
  const set = <K extends keyof EntryFormState>(key: K, value: EntryFormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const fid = (k: string) => `${base}-${k}`;
  const fieldError = (k: string) =>
    errors[k] ? (
      <span className="field-error" id={`${fid(k)}-err`} role="alert">
        {errors[k]}
      </span>
    ) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const checked = entryBody(form, commandId);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await record.mutateAsync({ customerId, body: checked.body });
      toast.success(t('customerAccount.recorded'));
      setForm(emptyEntryForm(form.currency));
      setCommandId(crypto.randomUUID());
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const money = form.kind === 'payment' || form.kind === 'refund';
  return (
    <section className="card" aria-labelledby={fid('title')}>
      <h2 id={fid('title')}>{t('customerAccount.newEntry')}</h2>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field-grid">
          <div className="field">
            <label htmlFor={fid('kind')}>{t('customerAccount.kind')}</label>
            <select id={fid('kind')} value={form.kind} onChange={(e) => set('kind', e.target.value as EntryKind)}>
              {MANUAL_ENTRY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`customerAccount.kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          {hasDirection(form.kind) && (
            <div className="field">
              <label htmlFor={fid('direction')}>{t('customerAccount.direction')}</label>
              <select id={fid('direction')} value={form.direction} onChange={(e) => set('direction', e.target.value as Direction)}>
                <option value="owes">{form.kind === 'opening' ? t('customerAccount.directions.owes') : t('customerAccount.directions.raise')}</option>
                <option value="credit">{form.kind === 'opening' ? t('customerAccount.directions.credit') : t('customerAccount.directions.lower')}</option>
              </select>
            </div>
          )}
          <div className="field">
            <label htmlFor={fid('amount')}>{t('customerAccount.amount')}</label>
            <input
              id={fid('amount')}
              value={form.amount}
              inputMode="decimal"
              onChange={(e) => set('amount', e.target.value)}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? `${fid('amount')}-err` : undefined}
              autoFocus
            />
            {fieldError('amount')}
          </div>
          <div className="field">
            <label htmlFor={fid('currency')}>{t('customer.currency')}</label>
            <select id={fid('currency')} value={form.currency} onChange={(e) => set('currency', e.target.value)}>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            {fieldError('currency')}
          </div>
          {money && (
            <>
              <div className="field">
                <label htmlFor={fid('method')}>{t('customerAccount.method')}</label>
                <select id={fid('method')} value={form.method} onChange={(e) => set('method', e.target.value as PaymentMethod)}>
                  {PAYMENT_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {t(`customerAccount.methods.${m}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={fid('reference')}>{t('customerAccount.reference')}</label>
                <input id={fid('reference')} value={form.reference} maxLength={100} onChange={(e) => set('reference', e.target.value)} />
              </div>
            </>
          )}
          {form.kind === 'payment' && (form.method === 'bankCheck' || form.method === 'installment') && (
            <div className="field">
              <label htmlFor={fid('dueDate')}>{t('customerAccount.dueDate')}</label>
              <input id={fid('dueDate')} type="date" value={form.dueDate} onChange={(e) => set('dueDate', e.target.value)} />
            </div>
          )}
          {form.kind === 'adjustment' && (
            <div className="field">
              <label htmlFor={fid('reason')}>{t('customerAccount.reason')}</label>
              <input id={fid('reason')} value={form.reason} maxLength={200} onChange={(e) => set('reason', e.target.value)} aria-invalid={errors.reason ? true : undefined} />
              {fieldError('reason')}
            </div>
          )}
          <div className="field">
            <label htmlFor={fid('memo')}>{t('customer.memo')}</label>
            <input id={fid('memo')} value={form.memo} maxLength={300} onChange={(e) => set('memo', e.target.value)} />
          </div>
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={record.isPending}>
            {t('customerAccount.recordEntry')}
          </button>
        </div>
      </form>
    </section>
  );
}
