import { type IssueAdvanceInvoiceBody, issueAdvanceInvoiceBody } from '@tradedesk/contracts/invoicing/invoice';
import { priceAdvanceOrder, splitAdvance } from '@tradedesk/contracts/invoicing/invoice-amounts';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { currencyDecimals, roundTo, sumDecimals } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field, FieldError } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { LoadError } from '../../../components/ui/LoadError';
import { useCompanyOffset } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { useIssueAdvanceInvoice, useSaleOrderAdvances } from '../api/advance-invoices';
import { useClients, useSaleOrdersToInvoice, useSetups, useVatRates } from '../api/invoicing';
import { RateTotals } from '../components/RateTotals';
import '../invoicing.css';

/**
 * The Polish advance invoice (faktura zaliczkowa, route InvoiceBillingPlTax, /invoice/billing-plTax;
 * docs/invoicing-variants.md): pick the Polish setup, the client and a committed sale order no
 * invoice took yet; see the order's value at the rates of its lines, its earlier advance invoices
 * and what is left; type the advance received and the day it came; the preview splits its VAT over
 * the order's rates with the server's arithmetic (contracts/invoicing/invoice-amounts.ts
 * splitAdvance); issue, then the document opens on the Polish document page.
 */
export default function InvoiceBillingPlTax() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const m = useMoney();
  const titleId = useId();
  const ordersId = useId();
  const allSetups = useSetups();
  const setups = allSetups.data?.filter((s) => s.country === 'PL') ?? [];
  const clients = useClients({});
  const orders = useSaleOrdersToInvoice({});
  const issue = useIssueAdvanceInvoice();
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const today = businessDayOf(Date.now(), useCompanyOffset());
  const rates = useVatRates({ country: 'PL', on: today });
  const form = useZodForm(issueAdvanceInvoiceBody, { setupId: '', clientId: '', saleOrderId: '', amount: '', receivedOn: today, vatRates: [], exchangeRate: '1', paymentMeans: 'transfer' });
  const values = form.watch();
  const firstSetup = setups[0];
  useEffect(() => {
    if (firstSetup && !form.getValues('setupId')) form.setValue('setupId', firstSetup.id);
  }, [firstSetup, form]);
  const order = (orders.data ?? []).find((o) => o.id === values.saleOrderId) ?? null;
  const lines = order?.lines.filter((l) => !l.gift) ?? [];
  const advances = useSaleOrderAdvances(values.saleOrderId);
  const earlier = advances.data?.saleOrderId === values.saleOrderId ? advances.data.advances : [];
  const locked = earlier[0]?.vatRates ?? null;
  const rateOptions = (rates.data ?? []).map((r) => ({ value: r.rate, label: `${r.rate} %` }));
  const defaultRate = rateOptions[0]?.value ?? '23';
  // A new order: one rate per line (the first advance's, which a later one keeps; else the standard rate).
  const linesKey = `${order?.id ?? ''}:${lines.length}:${locked?.join(',') ?? ''}:${defaultRate}`;
  useEffect(() => {
    form.setValue('vatRates', lines.map((_, i) => locked?.[i] ?? defaultRate));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linesKey]);

  // Worked out on every render, as the server will decide it.
  const figures = (() => {
    const rs = values.vatRates ?? [];
    if (!order || lines.length === 0 || rs.length !== lines.length || rs.some((r) => !/^\d+(\.\d+)?$/.test(r ?? ''))) return null;
    try {
      const priced = priceAdvanceOrder('PL', order.currency, lines, rs as string[], order.id);
      const left = roundTo(new Decimal(priced.totals.gross).minus(sumDecimals(earlier.map((a) => a.gross))), currencyDecimals(order.currency));
      const amount = /^\d+(\.\d+)?$/.test(values.amount ?? '') && new Decimal(values.amount!).gt(0) ? roundTo(values.amount!, currencyDecimals(order.currency)) : null;
      const split = amount && new Decimal(amount).gt(0) && new Decimal(priced.totals.gross).gt(0) ? splitAdvance(order.currency, priced.vatTotals, amount) : null;
      return { priced, left, amount, split, over: amount !== null && new Decimal(amount).gt(left) };
    } catch {
      return null;
    }
  })();
  const currency = order?.currency ?? 'PLN';

  return (
    <section className="page invoicing-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('invoicingAdvance.title')}</h1>
      <p className="hint">{t('invoicingAdvance.intro')}</p>
      <LoadError error={allSetups.error ?? clients.error ?? orders.error ?? advances.error} />
      {allSetups.data && setups.length === 0 && <p role="status">{t('invoicingAdvance.noSetup')}</p>}
      <EntityForm
        form={form}
        className="form card"
        label={t('invoicingAdvance.title')}
        onSave={(v: IssueAdvanceInvoiceBody) => issue.mutateAsync({ ...v, commandId })}
        onSaved={(answer) => {
          setCommandId(crypto.randomUUID());
          void navigate(`/invoice/update-pl/${encodeURIComponent((answer as { id: string }).id)}`);
        }}
        savedMessage={null}
        actions={<SubmitButton>{t('invoicingAdvance.issue')}</SubmitButton>}
      >
        <div className="form-grid">
          <Field name="setupId" kind="select" label={t('invoicing.setup.company')} options={setups.map((s) => ({ value: s.id, label: `${s.legalName} (NIP ${s.taxId})` }))} />
          <Field name="clientId" kind="select" label={t('invoicing.billing.client')} options={[{ value: '', label: '—' }, ...(clients.data?.clients ?? []).map((c) => ({ value: c.id, label: `${c.name} · ${c.taxId}` }))]} />
          <Field
            name="saleOrderId"
            kind="select"
            label={t('invoicingAdvance.order')}
            options={[{ value: '', label: '—' }, ...(orders.data ?? []).map((o) => ({ value: o.id, label: `${o.number} · ${o.customerName ?? '—'} · ${m.amount(o.total, o.currency)}` }))]}
          />
          <Field name="receivedOn" label={t('invoicingAdvance.receivedOn')} type="date" />
          {currency !== 'PLN' && <Field name="exchangeRate" label={t('invoicingAdvance.exchangeRate', { currency })} inputMode="decimal" />}
          <Field name="paymentMeans" kind="select" label={t('invoicing.billing.payment')} options={(['transfer', 'cash', 'card', 'check', 'other'] as const).map((p) => ({ value: p, label: t(`invoicing.payment.${p}`) }))} />
        </div>
        {orders.data && orders.data.length === 0 && <p role="status">{t('invoicing.billing.noOrders')}</p>}
        {order && (
          <>
            <table className="table" aria-labelledby={ordersId}>
              <caption id={ordersId}>{t('invoicingAdvance.orderLines', { number: order.number })}</caption>
              <thead>
                <tr>
                  <th>{t('invoicing.line.description')}</th>
                  <th className="num">{t('invoicing.line.quantity')}</th>
                  <th className="num">{t('invoicing.line.net')}</th>
                  <th>{t('invoicing.line.vatRate')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l, i) => (
                  <tr key={`${l.code}-${i}`}>
                    <td>{l.name}</td>
                    <td className="num">{l.quantity}</td>
                    <td className="num">{m.amount(figures?.priced.lines[i]?.netAmount ?? l.amount, currency)}</td>
                    <td data-testid={`rate-${i + 1}`}>
                      {/* A later advance keeps the first one's rates: shown, not offered (the form holds them). */}
                      {locked ? (
                        `${locked[i] ?? ''} %`
                      ) : (
                        <select aria-label={t('invoicingAdvance.rateOf', { line: l.name })} {...form.register(`vatRates.${i}`)}>
                          {rateOptions.map((o) => (
                            <option key={o.value} value={o.value}>{o.label}</option>
                          ))}
                        </select>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <FieldError name="vatRates" />
            {locked && <p className="hint">{t('invoicingAdvance.ratesKept', { number: earlier[0]!.number })}</p>}
            {figures && (
              <dl className="invoice-advance-figures">
                <dt>{t('invoicingAdvance.orderValue')}</dt>
                <dd data-testid="order-value">{m.amount(figures.priced.totals.gross, currency)}</dd>
                <dt>{t('invoicingAdvance.earlier')}</dt>
                <dd data-testid="earlier-advances">
                  {earlier.length === 0
                    ? t('invoicingAdvance.noEarlier')
                    : earlier.map((a) => `${a.number} (${a.issueDate}): ${m.amount(a.gross, currency)}`).join('; ')}
                </dd>
                <dt>{t('invoicingAdvance.left')}</dt>
                <dd data-testid="left">{m.amount(figures.left, currency)}</dd>
              </dl>
            )}
          </>
        )}
        <div className="form-grid">
          <Field name="amount" label={t('invoicingAdvance.amount', { currency })} inputMode="decimal" />
        </div>
        {figures?.over && <p className="form-error" role="alert">{t('invoicingAdvance.over', { left: m.amount(figures.left, currency) })}</p>}
        {figures?.split && figures.amount && (
          <section className="card" aria-label={t('invoicingAdvance.preview')}>
            <h2>{t('invoicingAdvance.preview')}</h2>
            <RateTotals
              vatTotals={figures.split}
              totals={{ net: sumDecimals(figures.split.map((s) => s.taxableAmount)), vat: sumDecimals(figures.split.map((s) => s.vatAmount)), gross: figures.amount, discount: '0' }}
              currency={currency}
            />
          </section>
        )}
      </EntityForm>
    </section>
  );
}
