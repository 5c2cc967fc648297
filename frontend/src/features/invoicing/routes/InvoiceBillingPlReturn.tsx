import type { InvoiceView } from '@tradedesk/contracts/invoicing/invoice';
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
import { useInvoice, useInvoices, useIssueCreditNote } from '../api/invoicing';
import { PL_CORRECTION_REASONS, correctionLines, plCorrectionReason } from '../variants';
import '../invoicing.css';

const quantity = z.string().trim().regex(/^\d*(\.\d+)?$/, 'a quantity');
const correctionForm = z
  .object({
    reasonKind: z.enum(PL_CORRECTION_REASONS),
    reasonText: z.string().trim().max(300),
    lines: z.array(z.object({ lineNo: z.number(), quantity })),
  })
  .refine((f) => f.reasonKind !== 'other' || f.reasonText.length > 0, { path: ['reasonText'], message: 'enter the reason' });
type CorrectionForm = z.infer<typeof correctionForm>;

/**
 * The Polish correction invoice (faktura korygująca, route InvoiceBillingPlReturn,
 * /invoice/billing-plReturn?original=<id>): pick the Polish invoice to correct, the quantities
 * returned per line (before / after the correction, what earlier corrections took is left out),
 * and the reason the law asks the correction to state (art. 106j ust. 2 pkt 4). It issues the
 * credit note on the setup's correction series (KOR...) and opens it (docs/invoicing-variants.md).
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
      {original.data && original.data.kind === 'invoice' && original.data.country === 'PL' && <CorrectionEntry key={original.data.id + JSON.stringify(original.data.credited)} invoice={original.data} />}
      {original.data && (original.data.kind !== 'invoice' || original.data.country !== 'PL') && <p role="alert">{t('invoicingVariants.plReturn.notPolishInvoice')}</p>}
    </section>
  );
}

function CorrectionEntry({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const issue = useIssueCreditNote();
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const form = useZodForm(correctionForm, { reasonKind: 'return', reasonText: '', lines: invoice.document.lines.map((l) => ({ lineNo: l.lineNo, quantity: '' })) });
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
      <div className="form-grid">
        <Field name="reasonKind" kind="select" label={t('invoicingVariants.plReturn.reason')} options={PL_CORRECTION_REASONS.map((r) => ({ value: r, label: t(`invoicingVariants.plReturn.reasons.${r}`) }))} />
        <Field name="reasonText" label={t('invoicingVariants.plReturn.reasonText')} maxLength={300} />
      </div>
      <table className="table" aria-labelledby={linesId}>
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
      </table>
    </EntityForm>
  );
}
