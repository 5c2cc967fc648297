import { formatMoney } from '@tradedesk/contracts/platform/money';
import { localeOf } from '../../../i18n/languages';
import { MANUAL_ENTRY_KINDS } from '@tradedesk/contracts/customers/customer-accounts';
import { PAYMENT_METHODS } from '@tradedesk/contracts/sales/sale-order';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { settingValue } from '../../../lib/settings';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { LoadError } from '../../../components/ui/LoadError';
import { useSession } from '../../../stores/session';
import { useLedger, useRecordEntry } from '../api/accounts';
import { useCustomer } from '../api/customers';
import { Ledger } from '../components/Ledger';
import { customerEntryForm, emptyEntryForm, type EntryFormState, type EntryKind, hasDirection } from '../entry-form';
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
      {id && <Ledger customerId={id} heading={t('customerAccount.ledger')} />}
    </section>
  );
}

function EntryForm({ customerId, currency, currencies }: { customerId: string; currency: string; currencies: string[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  // One command per entry: a new one once it is recorded.
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const form = useZodForm(customerEntryForm(commandId), emptyEntryForm(currency));
  const [kind, method] = useWatch({ control: form.control, name: ['kind', 'method'] }) as [EntryKind, EntryFormState['method']];
  const record = useRecordEntry();

  const money = kind === 'payment' || kind === 'refund';
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('customerAccount.newEntry')}</h2>
      <EntityForm
        form={form}
        savedMessage={t('customerAccount.recorded')}
        onSave={(body) => record.mutateAsync({ customerId, body })}
        onSaved={() => {
          form.reset(emptyEntryForm(form.getValues('currency')));
          setCommandId(crypto.randomUUID());
        }}
        actions={<SubmitButton>{t('customerAccount.recordEntry')}</SubmitButton>}
      >
        <div className="field-grid">
          <Field name="kind" label={t('customerAccount.kind')} kind="select" options={MANUAL_ENTRY_KINDS.map((k) => ({ value: k, label: t(`customerAccount.kinds.${k}`) }))} />
          {hasDirection(kind) && (
            <Field
              name="direction"
              label={t('customerAccount.direction')}
              kind="select"
              options={[
                { value: 'owes', label: kind === 'opening' ? t('customerAccount.directions.owes') : t('customerAccount.directions.raise') },
                { value: 'credit', label: kind === 'opening' ? t('customerAccount.directions.credit') : t('customerAccount.directions.lower') },
              ]}
            />
          )}
          <Field name="amount" label={t('customerAccount.amount')} inputMode="decimal" autoFocus />
          <Field name="currency" label={t('customer.currency')} kind="select" options={currencies.map((c) => ({ value: c, label: c }))} />
          {money && (
            <>
              <Field name="method" label={t('customerAccount.method')} kind="select" options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`customerAccount.methods.${m}`) }))} />
              <Field name="reference" label={t('customerAccount.reference')} maxLength={100} />
            </>
          )}
          {kind === 'payment' && (method === 'bankCheck' || method === 'installment') && <Field name="dueDate" label={t('customerAccount.dueDate')} type="date" />}
          {kind === 'adjustment' && <Field name="reason" label={t('customerAccount.reason')} maxLength={200} />}
          <Field name="memo" label={t('customer.memo')} maxLength={300} />
        </div>
      </EntityForm>
    </section>
  );
}
