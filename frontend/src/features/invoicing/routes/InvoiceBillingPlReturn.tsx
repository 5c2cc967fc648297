import type { InvoiceView } from '@tradedesk/contracts/invoicing/invoice';
import { roundMoney, sumDecimals } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { SearchFilter } from '../../../components/filters/FilterBar';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { CellField, Field } from '../../../components/form/Field';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { LoadError } from '../../../components/ui/LoadError';
import { useMoney } from '../../../lib/money';
import { useInvoice, useInvoices, useIssueCreditNote } from '../api/invoicing';
import { PL_CORRECTION_REASONS, correctionLines, plCorrectionReason } from '../variants';
import '../invoicing.css';

const quantity = z.string().trim().regex(/^\d*(\.\d+)?$/, 'a quantity');
const correctionForm = z
  .object({
    reasonKind: z.enum(PL_CORRECTION_REASONS),
    reasonText: z.string().trim().max(300),
    lines: z.array(z.object({ lineNo: z.number(), quantity })),
    /** A final invoice (KOR_ROZ): cancelled whole, to zero, instead of lines. */
    cancelWhole: z.boolean(),
  })
  .refine((f) => f.reasonKind !== 'other' || f.reasonText.length > 0, { path: ['reasonText'], message: 'enter the reason' });
type CorrectionForm = z.infer<typeof correctionForm>;

const advanceForm = z
  .object({
    reasonKind: z.enum(PL_CORRECTION_REASONS),
    reasonText: z.string().trim().max(300),
    advanceAmount: z.string().trim().regex(/^\d+(\.\d+)?$/, 'an amount'),
  })
  .refine((f) => f.reasonKind !== 'other' || f.reasonText.length > 0, { path: ['reasonText'], message: 'enter the reason' });
type AdvanceForm = z.infer<typeof advanceForm>;

/**
 * The Polish correction invoice (faktura korygująca, route InvoiceBillingPlReturn,
 * /invoice/billing-plReturn?original=<id>): pick the Polish invoice to correct, the quantities
 * returned per line (before / after the correction, what earlier corrections took is left out),
 * and the reason the law asks the correction to state (art. 106j ust. 2 pkt 4). It issues the
 * credit note on the setup's correction series (KOR...) and opens it (docs/invoicing-variants.md).
 * An advance invoice is corrected by its amount (KOR_ZAL); a final invoice by its lines or cancelled
 * whole (KOR_ROZ).
 */
export default function InvoiceBillingPlReturn() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const originalId = params.get('original') ?? '';
  const candidates = useInvoices({ country: 'PL', kind: 'invoice', search: search.trim() || undefined, page: 1, limit: 50 });
  const original = useInvoice(originalId);
  const titleId = useId();
  const pickId = useId();
  const rows = candidates.data?.rows ?? [];
  return (
    <section className="page invoicing-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('route.InvoiceBillingPlReturn')}</h1>
      <LoadError error={candidates.error ?? original.error} />
      <section className="card" aria-labelledby={pickId}>
        <h2 id={pickId}>{t('invoicingVariants.plReturn.original')}</h2>
        <div className="toolbar">
          <SearchFilter label={t('invoicingVariants.plReturn.search')} value={search} onChange={setSearch} />
          <label>
            {t('invoicingVariants.plReturn.invoice')}{' '}
            <select value={originalId} onChange={(e) => setParams(e.target.value ? { original: e.target.value } : {}, { replace: true })}>
              <option value="">—</option>
              {original.data && !rows.some((r) => r.id === original.data!.id) && <option value={original.data.id}>{`${original.data.number} · ${original.data.clientName}`}</option>}
              {rows.map((r) => (
                <option key={r.id} value={r.id}>{`${r.number} · ${r.clientName} · ${r.issueDate} · ${r.gross} ${r.currency}`}</option>
              ))}
            </select>
          </label>
        </div>
        {candidates.data && rows.length === 0 && <p role="status">{t('invoicingVariants.plReturn.none')}</p>}
      </section>
      {original.data && original.data.kind === 'invoice' && original.data.country === 'PL' && original.data.document.advance && (
        <AdvanceCorrectionEntry key={original.data.id + original.data.creditNotes.length} invoice={original.data} />
      )}
      {original.data && original.data.kind === 'invoice' && original.data.country === 'PL' && !original.data.document.advance && (
        <CorrectionEntry key={original.data.id + JSON.stringify(original.data.credited)} invoice={original.data} />
      )}
      {original.data && (original.data.kind !== 'invoice' || original.data.country !== 'PL') && <p role="alert">{t('invoicingVariants.plReturn.notPolishInvoice')}</p>}
    </section>
  );
}

function CorrectionEntry({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const issue = useIssueCreditNote();
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const form = useZodForm(correctionForm, { reasonKind: 'return', reasonText: '', lines: invoice.document.lines.map((l) => ({ lineNo: l.lineNo, quantity: '' })), cancelWhole: false });
  const settlement = invoice.document.settlement;
  useEffect(() => setCommandId(crypto.randomUUID()), [invoice.id]);
  const values = form.watch();
  const table = correctionLines(invoice, values.lines ?? []);
  const linesId = useId();
  return (
    <EntityForm
      form={form}
      className="form card"
      label={t('invoicingVariants.plReturn.entry', { number: invoice.number })}
      onSave={(v: CorrectionForm) => {
        const reasonOf = plCorrectionReason(v.reasonKind, v.reasonText);
        // A final invoice cancelled whole: no lines (the server's KOR_ROZ to zero).
        if (settlement && v.cancelWhole) return issue.mutateAsync({ id: invoice.id, body: { commandId, reason: reasonOf } });
        const lines = v.lines.filter((l) => l.quantity && new Decimal(l.quantity).gt(0)).map((l) => ({ lineNo: l.lineNo, quantity: l.quantity }));
        if (!lines.length) throw new FormRefusal(t('invoicingVariants.plReturn.nothing'));
        const reason = plCorrectionReason(v.reasonKind, v.reasonText);
        return issue.mutateAsync({ id: invoice.id, body: { commandId, reason, lines } });
      }}
      onSaved={(answer) => void navigate(`/invoice/update-plReturn/${encodeURIComponent((answer as { id: string }).id)}`)}
      savedMessage={null}
      actions={<SubmitButton>{t('invoicingVariants.plReturn.issue')}</SubmitButton>}
    >
      <p>
        {t('invoicingVariants.plReturn.corrects', { number: invoice.number, date: invoice.issueDate, buyer: invoice.clientName, nip: invoice.clientTaxId })}
      </p>
      {settlement && (
        <p className="hint" role="note" data-testid="kor-roz-note">
          {t('invoicingCorrection.finalIntro', { order: settlement.saleOrderNumber, list: settlement.advances.map((a) => a.number).join(', ') })}
        </p>
      )}
      <div className="form-grid">
        <Field name="reasonKind" kind="select" label={t('invoicingVariants.plReturn.reason')} options={PL_CORRECTION_REASONS.map((r) => ({ value: r, label: t(`invoicingVariants.plReturn.reasons.${r}`) }))} />
        <Field name="reasonText" label={t('invoicingVariants.plReturn.reasonText')} maxLength={300} />
        {settlement && invoice.creditNotes.length === 0 && <Field name="cancelWhole" kind="checkbox" label={t('invoicingCorrection.cancelWhole')} />}
      </div>
      {!(settlement && values.cancelWhole) && <table className="table" aria-labelledby={linesId}>
        <caption id={linesId}>{t('invoicingVariants.plReturn.lines')}</caption>
        <thead>
          <tr>
            <th>{t('invoicing.line.description')}</th>
            <th className="num">{t('invoicingVariants.plReturn.before')}</th>
            <th className="num">{t('invoicingVariants.plReturn.corrected')}</th>
            <th className="num">{t('invoicingVariants.plReturn.returned')}</th>
            <th className="num">{t('invoicingVariants.plReturn.after')}</th>
          </tr>
        </thead>
        <tbody>
          {table.map((l, i) => (
            <tr key={l.lineNo} data-line={l.lineNo}>
              <td>{l.description}</td>
              <td className="num">{l.invoiced}</td>
              <td className="num">{l.credited}</td>
              <td>
                <CellField name={`lines.${i}.quantity`} label={t('invoicingVariants.plReturn.returnedOf', { line: l.description })} inputMode="decimal" />
              </td>
              <td className={l.over ? 'num form-error' : 'num'} data-testid={`after-${l.lineNo}`}>{l.after}</td>
            </tr>
          ))}
        </tbody>
      </table>}
    </EntityForm>
  );
}

/**
 * The correction of a Polish advance invoice (FA(3) KOR_ZAL): the advance as it is now (its amount
 * less earlier corrections) and what it becomes (0 cancels it); the server splits the difference
 * over the advance's VAT rates. The order's final invoice then deducts the corrected advance.
 */
function AdvanceCorrectionEntry({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const m = useMoney();
  const navigate = useNavigate();
  const issue = useIssueCreditNote();
  const [commandId] = useState(() => crypto.randomUUID());
  const a = invoice.document.advance!;
  const now = roundMoney(sumDecimals([invoice.document.totals.gross, ...invoice.creditNotes.map((n) => n.gross)]), invoice.currency);
  const form = useZodForm(advanceForm, { reasonKind: 'other', reasonText: '', advanceAmount: '' });
  const after = form.watch('advanceAmount');
  const valid = /^\d+(\.\d+)?$/.test(after ?? '');
  const over = valid && new Decimal(after).gte(now);
  return (
    <EntityForm
      form={form}
      className="form card"
      label={t('invoicingCorrection.advanceTitle', { number: invoice.number })}
      onSave={(v: AdvanceForm) => {
        if (new Decimal(v.advanceAmount).gte(now)) throw new FormRefusal(t('invoicingCorrection.notLower', { now: m.amount(now, invoice.currency) }));
        return issue.mutateAsync({ id: invoice.id, body: { commandId, reason: plCorrectionReason(v.reasonKind, v.reasonText), advanceAmount: v.advanceAmount } });
      }}
      onSaved={(answer) => void navigate(`/invoice/update-plReturn/${encodeURIComponent((answer as { id: string }).id)}`)}
      savedMessage={null}
      actions={<SubmitButton>{t('invoicingCorrection.issue')}</SubmitButton>}
    >
      <p>{t('invoicingCorrection.advanceIntro', { number: invoice.number, order: a.saleOrderNumber })}</p>
      <dl className="summary">
        <dt>{t('invoicingCorrection.advanceNow')}</dt>
        <dd data-testid="advance-now">{m.amount(now, invoice.currency)}</dd>
        {valid && !over && (
          <>
            <dt>{t('invoicingCorrection.difference')}</dt>
            <dd data-testid="advance-difference">{m.amount(roundMoney(new Decimal(after).minus(now), invoice.currency), invoice.currency)}</dd>
          </>
        )}
      </dl>
      <div className="form-grid">
        <Field name="reasonKind" kind="select" label={t('invoicingVariants.plReturn.reason')} options={PL_CORRECTION_REASONS.map((r) => ({ value: r, label: t(`invoicingVariants.plReturn.reasons.${r}`) }))} />
        <Field name="reasonText" label={t('invoicingVariants.plReturn.reasonText')} maxLength={300} />
        <Field name="advanceAmount" label={t('invoicingCorrection.advanceAfter', { currency: invoice.currency })} inputMode="decimal" />
      </div>
      {over && <p className="form-error" role="alert">{t('invoicingCorrection.notLower', { now: m.amount(now, invoice.currency) })}</p>}
    </EntityForm>
  );
}
