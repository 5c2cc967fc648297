import { deductAdvances, documentTotals, priceAdvanceOrder, priceDocument, priceGrossDocument, saleOrderLineToPrice, type LineToPrice, waybillLinesToPrice } from '@tradedesk/contracts/invoicing/invoice-amounts';
import { type IssueInvoiceBody, issueInvoiceBody } from '@tradedesk/contracts/invoicing/invoice';
import { boletaSeriesFor, CL_BOLETA_EXENTA, hasBoleta, LOCAL_CURRENCY } from '@tradedesk/contracts/invoicing/invoice-setup';
import { useEffect, useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { CellField, Field, FieldError } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { LoadError } from '../../../components/ui/LoadError';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { useCompanyOffset } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { FolioWarning } from './KeysCards';
import { RateTotals } from './RateTotals';
import { BoletaFields } from './BoletaFields';
import { CountryBillingCard } from './CountryBillingCard';
import { GuiasToBill } from './GuiasToBill';
import { useBillableWaybills } from '../api/waybills';
import { useClients, useIssueInvoice, useSaleOrdersToInvoice, useSetups, useVatRates } from '../api/invoicing';
import { useSaleOrderAdvances } from '../api/advance-invoices';
import { type BillingProfile, withSplitPayment } from '../variants';
import '../invoicing.css';


/**
 * Billing (route InvoiceBilling, /invoice/billing, and its country variants): pick the seller and
 * the client, tick committed sale orders and/or type lines, see the totals per rate as they will
 * be issued (the same arithmetic as the server, contracts/invoicing/invoice-amounts.ts), issue.
 * The number is taken when issued, gapless in the series. A country `profile` (variants.ts) offers
 * only that country's setups and shows the fields and checks its traders expect
 * (CountryBillingCard; docs/invoicing-variants.md).
 */
const EXEMPT = 'exempt';

export function BillingForm({ title, profile }: { title: string; profile?: BillingProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The shell keeps several billing pages open (the variants): each heading needs its own id.
  const titleId = useId();
  const m = useMoney();
  const allSetups = useSetups();
  const setups = { ...allSetups, data: profile ? allSetups.data?.filter((s) => s.country === profile.country) : allSetups.data };
  const [splitPayment, setSplitPayment] = useState(false);
  const clients = useClients({});
  const issue = useIssueInvoice();
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const firstSetup = setups.data?.[0];
  const form = useZodForm(issueInvoiceBody, {
    setupId: '', clientId: '', kind: 'invoice', document: 'factura', consumer: undefined, exchangeRate: '1', deliveryDate: null, dueDate: null, paymentMeans: 'transfer', saleOrderIds: [], waybillIds: [], saleOrderVatRate: undefined, lines: [], notes: [],
    receipt: profile?.receipt ? { number: '', date: '', nipOnReceipt: false } : undefined,
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  useEffect(() => {
    if (firstSetup && !form.getValues('setupId')) form.setValue('setupId', firstSetup.id);
  }, [firstSetup, form]);
  const values = form.watch();
  const client = clients.data?.clients.find((c) => c.id === values.clientId) ?? null;
  const setup = setups.data?.find((s) => s.id === values.setupId) ?? firstSetup;
  const currency = setup ? LOCAL_CURRENCY[setup.country] : '';
  // Chile and Peru: factura or boleta (docs/invoicing-es-latam.md "Boletas"); a Chilean boleta's prices include IVA.
  const boletaOffered = Boolean(setup && hasBoleta(setup.country)) && !profile?.receipt;
  const boleta = boletaOffered && values.document === 'boleta';
  const pricesWithTax = boleta && setup?.country === 'CL';
  useEffect(() => {
    if (!boletaOffered && form.getValues('document') !== 'factura') form.setValue('document', 'factura');
    if (boleta && form.getValues('kind') !== 'invoice') form.setValue('kind', 'invoice');
    if (!boleta && form.getValues('consumer')) form.setValue('consumer', undefined);
    if (pricesWithTax && (form.getValues('saleOrderIds') ?? []).length > 0) form.setValue('saleOrderIds', []);
  }, [boletaOffered, boleta, pricesWithTax, form]);
  // Chile: a factura of chosen guías de despacho of the client bills what they carried (docs/invoicing.md "A factura of chosen guías").
  const guiaBilling = setup?.country === 'CL' && !boleta && values.kind === 'invoice';
  const billable = useBillableWaybills(setup?.id ?? '', values.clientId ?? '', guiaBilling);
  const pickedGuiaIds = guiaBilling ? (values.waybillIds ?? []) : [];
  const pickedGuias = (billable.data ?? []).filter((g) => pickedGuiaIds.includes(g.waybillId));
  useEffect(() => {
    const ids = form.getValues('waybillIds') ?? [];
    if (!ids.length) return;
    // Another client, company or document: the guías ticked before are not this factura's.
    const shown = new Set((billable.data ?? []).map((g) => g.waybillId));
    const kept = guiaBilling ? ids.filter((id) => shown.has(id)) : [];
    if (kept.length !== ids.length && (!guiaBilling || billable.data)) form.setValue('waybillIds', kept);
  }, [guiaBilling, billable.data, form]);
  useEffect(() => {
    if (pickedGuiaIds.length && (form.getValues('saleOrderIds') ?? []).length) form.setValue('saleOrderIds', []);
  }, [pickedGuiaIds.length, form]);
  // The rates in force on the company's business day (the server issues with the same day).
  const today = businessDayOf(Date.now(), useCompanyOffset());
  const rates = useVatRates({ country: setup?.country, on: today }, Boolean(setup));
  const orders = useSaleOrdersToInvoice({ currency: currency || undefined });
  const rateOptions = (rates.data ?? []).map((r) => ({ value: r.rate, label: `${r.rate} %` }));
  // Leaving a Chilean boleta, exempt lines go back to the first rate (the other documents' selects offer rates only).
  useEffect(() => {
    if (pricesWithTax) return;
    (form.getValues('lines') ?? []).forEach((l, i) => {
      if (l.vatCategory === 'E') {
        form.setValue(`lines.${i}.vatCategory`, 'S');
        form.setValue(`lines.${i}.vatRate`, rateOptions[0]?.value ?? '');
      }
    });
  }, [pricesWithTax, form, rateOptions]);

  // Poland: the invoice of an order with advance invoices is its final invoice (faktura rozliczeniowa):
  // the order alone, at the rates of its advances, which it deducts (docs/invoicing-variants.md).
  const pickedIds = values.saleOrderIds ?? [];
  const finalCandidate = setup?.country === 'PL' && values.kind === 'invoice' && pickedIds.length === 1 ? pickedIds[0]! : '';
  const orderAdvances = useSaleOrderAdvances(finalCandidate);
  const finalOrder = finalCandidate && orderAdvances.data?.advances.length ? (orders.data ?? []).find((o) => o.id === finalCandidate) ?? null : null;
  const finalAdvances = finalOrder ? orderAdvances.data!.advances : [];
  // The server prices the order at its advances' rates; the body still names one rate (the schema asks for it when orders are picked).
  const finalRate = finalAdvances[0]?.vatRates[0];
  useEffect(() => {
    if (finalRate && form.getValues('saleOrderVatRate') !== finalRate) form.setValue('saleOrderVatRate', finalRate);
  }, [finalRate, form]);

  // Worked out on every render: the form's line values change in place, a memo keyed on them would miss edits.
  const preview = (() => {
    if (!setup) return null;
    if (finalOrder) {
      try {
        const order = priceAdvanceOrder('PL', currency, finalOrder.lines.filter((l) => !l.gift), finalAdvances[0]!.vatRates, finalOrder.id);
        const left = deductAdvances(currency, order.vatTotals, finalAdvances.map((a) => a.vatTotals));
        return left ? { vatTotals: left, totals: documentTotals(currency, order.lines, left), orderGross: order.totals.gross } : null;
      } catch {
        return null;
      }
    }
    const picked = (orders.data ?? []).filter((o) => (values.saleOrderIds ?? []).includes(o.id));
    const fromGuias = pickedGuias.length ? waybillLinesToPrice(pickedGuias, values.saleOrderVatRate ?? '0', currency) : null;
    const all: LineToPrice[] = [
      ...(fromGuias && fromGuias.unpriced === null ? fromGuias.lines : []),
      ...picked.flatMap((o) => o.lines.filter((l) => !l.gift).map((l) => saleOrderLineToPrice(l, values.saleOrderVatRate ?? '0', o.id))),
      ...(values.lines ?? [])
        .filter((l) => /^\d+(\.\d+)?$/.test(l.quantity ?? '') && /^\d+(\.\d+)?$/.test(l.unitPrice ?? '') && /^\d+(\.\d+)?$/.test(l.vatRate ?? ''))
        .map((l) => ({ productCode: '', description: l.description || '…', unitCode: 'H87', unitName: l.unitName ?? '', quantity: l.quantity, unitPrice: l.unitPrice, discount: l.discount || '0', vatCategory: l.vatCategory ?? 'S', vatRate: l.vatRate, exemptionReason: '', saleOrderId: null })),
    ];
    try {
      return all.length ? (pricesWithTax ? priceGrossDocument : priceDocument)(setup.country, currency, all) : null;
    } catch {
      return null;
    }
  })();

  return (
    <section className="page invoicing-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <LoadError error={setups.error ?? clients.error ?? orders.error ?? billable.error} />
      <FolioWarning setupId={setup?.id} country={setup?.country} />
      {setups.data && setups.data.length === 0 && <p role="status">{profile ? t('invoicingVariants.billing.noSetupOf', { country: t(`invoicing.country.${profile.country}`) }) : t('invoicing.billing.noSetup')}</p>}
      <EntityForm
        form={form}
        className="form card"
        label={title}
        onSave={(v: IssueInvoiceBody) =>
          issue.mutateAsync({
            ...v,
            // A factura goes to a client; a boleta to the client picked, else to the consumer typed (or nobody).
            consumer: v.document === 'boleta' && !v.clientId ? v.consumer : undefined,
            waybillIds: guiaBilling && v.waybillIds?.length ? v.waybillIds : undefined,
            notes: profile?.country === 'PL' ? withSplitPayment(v.notes, splitPayment) : v.notes,
            commandId,
          })
        }
        onSaved={(answer) => {
          setCommandId(crypto.randomUUID());
          void navigate(`${profile?.updatePath ?? '/invoice/update'}/${encodeURIComponent((answer as { id: string }).id)}`);
        }}
        savedMessage={null}
        actions={<SubmitButton>{t('invoicing.billing.issue')}</SubmitButton>}
      >
        <div className="form-grid">
          <Field name="setupId" kind="select" label={t('invoicing.setup.company')} options={(setups.data ?? []).map((s) => ({ value: s.id, label: `${s.legalName} (${s.country})` }))} />
          {boletaOffered && (
            <Field
              name="document"
              kind="select"
              label={t('invoicingBoleta.billing.document')}
              options={[{ value: 'factura', label: t('invoicingBoleta.billing.factura') }, { value: 'boleta', label: t('invoicingBoleta.billing.boleta') }]}
            />
          )}
          <Field
            name="clientId"
            kind="select"
            label={boleta ? t('invoicingBoleta.billing.clientOptional') : t('invoicing.billing.client')}
            options={[{ value: '', label: boleta ? t('invoicingBoleta.billing.consumer') : '—' }, ...(clients.data?.clients ?? []).map((c) => ({ value: c.id, label: `${c.name} · ${c.taxId}` }))]}
          />
          {!profile?.receipt && !boleta && <Field name="kind" kind="select" label={t('invoicing.doc.kind')} options={[{ value: 'invoice', label: t('invoicing.kind.invoice') }, { value: 'proforma', label: t('invoicing.kind.proforma') }]} />}
          {boleta && setup && !values.clientId && <BoletaFields country={setup.country} gross={preview?.totals.gross ?? null} />}
          {/* Chile: a boleta of exempt lines only is issued as a boleta exenta (41), on its own CAF folios. */}
          {boleta && setup && boletaSeriesFor(setup, (values.lines ?? []).map((l) => ({ vatCategory: l.vatCategory ?? 'S' }))) === CL_BOLETA_EXENTA && (
            <p className="hint" role="note" data-testid="boleta-exenta">
              {t('invoicingBoletaNote.billing.exenta')}
            </p>
          )}
          {profile?.receipt && (
            <>
              <Field name="receipt.number" label={t('invoicingVariants.billing.receiptNumber')} maxLength={60} />
              <Field name="receipt.date" label={t('invoicingVariants.billing.receiptDate')} type="date" />
              <Field name="receipt.nipOnReceipt" kind="checkbox" label={t('invoicingVariants.billing.nipOnReceipt')} hint={t('invoicingVariants.billing.nipOnReceiptHint')} />
            </>
          )}
          <Field name="paymentMeans" kind="select" label={t('invoicing.billing.payment')} options={(['transfer', 'cash', 'card', 'check', 'other'] as const).map((p) => ({ value: p, label: t(`invoicing.payment.${p}`) }))} />
          <Field name="dueDate" label={t('invoicing.doc.dueDate')} type="date" setValueAs={(v) => v || null} />
          <Field name="deliveryDate" label={profile?.supplyDateName ? t('invoicingVariants.billing.supplyDate', { name: profile.supplyDateName }) : t('invoicing.doc.deliveryDate')} type="date" setValueAs={(v) => v || null} />
        </div>
        {profile && setup && (
          <CountryBillingCard profile={profile} setup={setup} client={client} gross={preview?.totals.gross ?? null} currency={currency} splitPayment={splitPayment} onSplitPayment={setSplitPayment} />
        )}
        {/* A Chilean boleta is typed with prices including IVA; sale orders go on a factura (the server refuses them: boleta_sale_orders). */}
        {guiaBilling && <GuiasToBill guias={billable.data ?? []} picked={pickedGuiaIds} clientChosen={Boolean(values.clientId)} rateOptions={rateOptions} />}
        {!pricesWithTax && pickedGuiaIds.length === 0 && (
          <>
            <h2>{t('invoicing.billing.saleOrders')}</h2>
            <Field
              name="saleOrderIds"
              kind="checks"
              label={t('invoicing.billing.pickOrders', { currency })}
              options={(orders.data ?? []).map((o) => ({ value: o.id, label: `${o.number} · ${o.customerName ?? '—'} · ${m.amount(o.total, o.currency)}` }))}
              empty={t('invoicing.billing.noOrders')}
            />
            {finalOrder ? (
              <p className="card" role="status" data-testid="final-invoice-note">
                {t('invoicingFinal.billingNote', { number: finalOrder.number, list: finalAdvances.map((a) => `${a.number} (${m.amount(a.gross, currency)})`).join(', ') })}
              </p>
            ) : (
              <Field name="saleOrderVatRate" kind="select" label={t('invoicing.billing.ordersRate')} options={[{ value: '', label: '—' }, ...rateOptions]} setValueAs={(v) => v || undefined} />
            )}
          </>
        )}
        <h2>{t('invoicing.billing.lines')}</h2>
        <table className="table">
          <thead>
            <tr>
              <th>{t('invoicing.line.description')}</th>
              <th>{t('invoicing.line.unit')}</th>
              <th className="num">{t('invoicing.line.quantity')}</th>
              <th className="num">{pricesWithTax ? t('invoicingBoleta.billing.unitPriceWithTax') : t('invoicing.line.unitPrice')}</th>
              <th className="num">{t('invoicing.line.discount')}</th>
              <th>{t('invoicing.line.vatRate')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {lines.fields.map((f, i) => (
              <tr key={f.id}>
                <td><CellField name={`lines.${i}.description`} label={t('invoicing.line.descriptionOf', { n: i + 1 })} /></td>
                <td><CellField name={`lines.${i}.unitName`} label={t('invoicing.line.unitOf', { n: i + 1 })} /></td>
                <td><CellField name={`lines.${i}.quantity`} label={t('invoicing.line.quantityOf', { n: i + 1 })} inputMode="decimal" /></td>
                <td><CellField name={`lines.${i}.unitPrice`} label={t('invoicing.line.unitPriceOf', { n: i + 1 })} inputMode="decimal" /></td>
                <td><CellField name={`lines.${i}.discount`} label={t('invoicing.line.discountOf', { n: i + 1 })} inputMode="decimal" /></td>
                <td>
                  {pricesWithTax ? (
                    // A Chilean boleta may carry lines exempt from IVA (category E, rate 0); all of them exempt make a boleta exenta (41).
                    <select
                      aria-label={t('invoicing.line.vatRateOf', { n: i + 1 })}
                      value={values.lines?.[i]?.vatCategory === 'E' ? EXEMPT : (values.lines?.[i]?.vatRate ?? '')}
                      onChange={(e) => {
                        const exempt = e.target.value === EXEMPT;
                        form.setValue(`lines.${i}.vatCategory`, exempt ? 'E' : 'S');
                        form.setValue(`lines.${i}.vatRate`, exempt ? '0' : e.target.value, { shouldValidate: true });
                      }}
                    >
                      {rateOptions.map((o) => (
                        <option key={o.value} value={o.value}>{o.label}</option>
                      ))}
                      <option value={EXEMPT}>{t('invoicingBoletaNote.billing.exempt')}</option>
                    </select>
                  ) : (
                    <select aria-label={t('invoicing.line.vatRateOf', { n: i + 1 })} {...form.register(`lines.${i}.vatRate`)}>
                      {rateOptions.map((o) => (
                        <option key={o.value} value={o.value}>{o.label}</option>
                      ))}
                    </select>
                  )}
                  <FieldError name={`lines.${i}.vatRate`} />
                </td>
                <td>
                  <button type="button" className="btn" onClick={() => lines.remove(i)}>{t('invoicing.line.remove')}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <FieldError name="lines" />
        <button
          type="button"
          className="btn"
          onClick={() => lines.append({ description: '', productCode: '', unitName: t('invoicing.line.defaultUnit'), unitCode: 'H87', quantity: '1', unitPrice: '', discount: '0', vatRate: rateOptions[0]?.value ?? '', vatCategory: 'S', exemptionReason: '' })}
        >
          {t('invoicing.line.add')}
        </button>
        {preview && (
          <section className="card" aria-label={t('invoicing.billing.preview')}>
            <h2>{t('invoicing.billing.preview')}</h2>
            {'orderGross' in preview && (
              <p>
                {t('invoicingFinal.orderGross')}: <strong data-testid="preview-order-gross">{m.amount(preview.orderGross, currency)}</strong>
              </p>
            )}
            <RateTotals vatTotals={preview.vatTotals} totals={preview.totals} currency={currency} label={'orderGross' in preview ? t('invoicingFinal.leftPerRate') : undefined} />
            <p className="invoice-gross">
              {'orderGross' in preview ? t('invoicingFinal.toPay') : t('invoicing.doc.gross')}: <strong data-testid="preview-gross">{m.amount(preview.totals.gross, currency)}</strong>
            </p>
          </section>
        )}
      </EntityForm>
    </section>
  );
}
