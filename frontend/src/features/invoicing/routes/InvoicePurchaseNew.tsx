import { pricePurchaseLines, purchaseTotals, recordPurchaseInvoiceBody, type RecordPurchaseInvoiceBody } from '@tradedesk/contracts/invoicing/purchase-invoices';
import { isDecimalString } from '@tradedesk/contracts/platform/money';
import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { CellField, Field, FieldError } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { LoadError } from '../../../components/ui/LoadError';
import { useMoney } from '../../../lib/money';
import { useRecordPurchaseInvoice, useSupplierOptions } from '../api/registers';
import '../invoicing.css';

const today = () => new Date().toISOString().slice(0, 10);

/** The lines as they will be recorded and their totals, from the lines typed so far that read as numbers. */
function previewOf(lines: { vatRate?: string; net?: string; vat?: string }[], currency: string) {
  const ok = lines.filter((l) => isDecimalString(l.vatRate) && isDecimalString(l.net) && (l.vat === undefined || l.vat === '' || isDecimalString(l.vat)));
  if (!ok.length || !/^[A-Z]{3}$/.test(currency)) return null;
  const priced = pricePurchaseLines(currency, ok as { vatRate: string; net: string; vat?: string }[]);
  return { lines: priced, totals: purchaseTotals(currency, priced) };
}

/** Record a supplier's invoice (route InvoicePurchaseNew, /invoice/purchase-new; Root and Admin): the supplier, its number, days, currency, lines per VAT rate, links, note; the totals as they will be recorded. */
export default function InvoicePurchaseNew() {
  const { t } = useTranslation();
  const m = useMoney();
  const navigate = useNavigate();
  const suppliers = useSupplierOptions();
  const record = useRecordPurchaseInvoice();
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const form = useZodForm(recordPurchaseInvoiceBody, {
    supplierId: '', number: '', issueDate: today(), receiptDate: today(), currency: 'PLN', exchangeRate: '1', lines: [{ vatRate: '23', net: '', vat: undefined }], purchaseOrderId: null, receiptId: null, note: '',
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const values = form.watch();
  const currency = (values.currency ?? '').toUpperCase();
  // A supplier invoices in its own currency: picking it sets the currency (still editable).
  const supplierCurrency = suppliers.data?.find((s) => s.id === values.supplierId)?.currency;
  useEffect(() => {
    if (supplierCurrency) form.setValue('currency', supplierCurrency);
  }, [supplierCurrency, form]);
  // Worked out on every render: the form's values change in place as lines are typed.
  const preview = previewOf(values.lines ?? [], currency);

  return (
    <section className="page invoicing-page" aria-labelledby="invoice-purchase-new-title">
      <h1 id="invoice-purchase-new-title">{t('route.InvoicePurchaseNew')}</h1>
      <LoadError error={suppliers.error} />
      <EntityForm
        form={form}
        className="form card"
        label={t('route.InvoicePurchaseNew')}
        onSave={(v: RecordPurchaseInvoiceBody) => record.mutateAsync({ ...v, commandId })}
        onSaved={() => {
          setCommandId(crypto.randomUUID());
          void navigate('/invoice/purchase');
        }}
        actions={<SubmitButton>{t('invReg.purchase.record')}</SubmitButton>}
      >
        <div className="form-grid">
          <Field
            name="supplierId"
            kind="select"
            label={t('invReg.purchase.supplier')}
            options={[{ value: '', label: '—' }, ...(suppliers.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.code})` }))]}
          />
          <Field name="number" label={t('invReg.purchase.number')} maxLength={60} />
          <Field name="issueDate" label={t('invReg.purchase.issueDate')} type="date" />
          <Field name="receiptDate" label={t('invReg.purchase.receiptDate')} type="date" />
          <Field name="currency" label={t('invReg.purchase.currency')} maxLength={3} setValueAs={(v) => (typeof v === 'string' ? v.toUpperCase() : v)} />
          <Field name="exchangeRate" label={t('invReg.purchase.exchangeRate')} inputMode="decimal" />
          <Field name="purchaseOrderId" label={t('invReg.purchase.purchaseOrder')} setValueAs={(v) => v || null} />
          <Field name="receiptId" label={t('invReg.purchase.receipt')} setValueAs={(v) => v || null} />
          <Field name="note" label={t('invReg.purchase.note')} maxLength={500} />
        </div>
        <h2>{t('invReg.purchase.lines')}</h2>
        <table className="table">
          <thead>
            <tr>
              <th>{t('invReg.purchase.vatRate')}</th>
              <th className="num">{t('invReg.purchase.net')}</th>
              <th className="num">{t('invReg.purchase.vat')}</th>
              <th className="num">{t('invReg.purchase.gross')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {lines.fields.map((f, i) => {
              const priced = preview?.lines.find((l) => l.vatRate === String(Number(values.lines?.[i]?.vatRate)));
              return (
                <tr key={f.id}>
                  <td><CellField name={`lines.${i}.vatRate`} label={t('invReg.purchase.vatRateOf', { n: String(i + 1) })} inputMode="decimal" /></td>
                  <td><CellField name={`lines.${i}.net`} label={t('invReg.purchase.netOf', { n: String(i + 1) })} inputMode="decimal" /></td>
                  <td><CellField name={`lines.${i}.vat`} label={t('invReg.purchase.vatOf', { n: String(i + 1) })} inputMode="decimal" placeholder={priced?.vat ?? ''} setValueAs={(v) => v || undefined} /></td>
                  <td className="num">{priced ? m.money(priced.gross, currency) : ''}</td>
                  <td>
                    <button type="button" className="btn" onClick={() => lines.remove(i)}>{t('invReg.purchase.removeLine')}</button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <FieldError name="lines" within />
        <button type="button" className="btn" onClick={() => lines.append({ vatRate: '', net: '', vat: undefined })}>{t('invReg.purchase.addLine')}</button>
        <p className="hint">{t('invReg.purchase.vatHint')}</p>
        {preview && (
          <p className="invoice-gross" aria-label={t('invReg.purchase.totals')}>
            {t('invReg.purchase.net')}: <span data-testid="purchase-net">{m.amount(preview.totals.net, currency)}</span> · {t('invReg.purchase.vat')}:{' '}
            <span data-testid="purchase-vat">{m.amount(preview.totals.vat, currency)}</span> · {t('invReg.purchase.gross')}: <strong data-testid="purchase-gross">{m.amount(preview.totals.gross, currency)}</strong>
          </p>
        )}
      </EntityForm>
    </section>
  );
}
