import type { InvoiceView, IssuedDocument } from '@tradedesk/contracts/invoicing/invoice';
import { sumDecimals } from '@tradedesk/contracts/platform/money';
import { Decimal } from 'decimal.js';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { CellField, Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { eventSummary, HistoryTable } from '../../../components/ui/HistoryTable';
import { LoadError } from '../../../components/ui/LoadError';
import { useMoney } from '../../../lib/money';
import { useInvoice, useInvoiceHistory, useIssueCreditNote, usePrintMarks } from '../api/invoicing';
import { InvoiceSheet } from './InvoiceSheet';
import { PrintMarksBlock } from './PrintMarksBlock';
import { SubmissionStatus } from './SubmissionStatus';
import { downloadDocumentXml } from './XmlDownload';
import { eventLabel } from '../labels';
import { UPDATE_PROFILES, type UpdateVariant } from '../variants';
import '../invoicing.css';

/**
 * An issued document (route InvoiceUpdate, /invoice/update/:id, and the country variants
 * /invoice/update-<variant>/:id): the document as issued, the credit notes naming it, its history
 * with who and when, Print, and for an invoice the credit note (whole or some lines). An issued
 * document never changes. A country `variant` (docs/invoicing-variants.md) adds the country's
 * legal marks (title, tax id name, codes, legends), the XML download, keeps its links in the
 * variant, and in Poland corrects on the faktura korygująca screen (billing-plReturn).
 */
export function DocumentPage({ variant }: { variant?: UpdateVariant }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  const history = useInvoiceHistory(id);
  const profile = variant ? UPDATE_PROFILES[variant] : null;
  const base = profile?.path ?? '/invoice/update';
  const marks = usePrintMarks(id, Boolean(profile));
  const marksId = useId();
  const [crediting, setCrediting] = useState(false);
  // The shell keeps several documents' pages: each heading needs its own id.
  const titleId = useId();
  const notesId = useId();
  const v = invoice.data;
  return (
    <section className="page invoicing-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{v ? `${t(`invoicing.kind.${v.kind}`)} ${v.number}` : t('route.InvoiceUpdate')}</h1>
      <LoadError error={invoice.error} />
      {v && (
        <>
          <div className="toolbar">
            <Link className="btn btn-primary" to={`/invoice/printPlBatch?ids=${encodeURIComponent(v.id)}`}>
              {t('invoicing.print')}
            </Link>
            {/* A Polish advance or final invoice too: its correction (KOR_ZAL, KOR_ROZ) is issued on billing-plReturn. */}
            {(v.document.advance || v.document.settlement) && !(profile?.country === 'PL' && v.country === 'PL') ? null : v.kind === 'invoice' && profile?.country === 'PL' && v.country === 'PL' ? (
              <Link className="btn" to={`/invoice/billing-plReturn?original=${encodeURIComponent(v.id)}`}>
                {t('invoicingVariants.update.plCorrect')}
              </Link>
            ) : (
              // A boleta's too (docs/invoicing-es-latam.md "Credit notes of boletas": CL 61 with IVA included, PE on the B series).
              v.kind === 'invoice' && (
                <button type="button" className="btn" onClick={() => setCrediting(true)}>
                  {t('invoicing.credit.action')}
                </button>
              )
            )}
            {profile && v.kind !== 'proforma' && (
              <button type="button" className="btn" onClick={() => void downloadDocumentXml(v.id)}>
                {t('invoicingVariants.xml')}
              </button>
            )}
            {v.document.corrects && (
              <Link className="btn" to={`${base}/${encodeURIComponent(v.document.corrects.invoiceId)}`}>
                {t('invoicing.credit.original', { number: v.document.corrects.number })}
              </Link>
            )}
          </div>
          {profile && v.country !== profile.country && (
            <p className="hint" role="note">{t('invoicingVariants.update.otherCountry', { country: t(`invoicing.country.${v.country}`) })}</p>
          )}
          {profile && marks.data && (
            <section className="card" aria-labelledby={marksId} data-testid="legal-marks">
              <h2 id={marksId}>{t('invoicingVariants.update.legal', { title: marks.data.title })}</h2>
              <p>
                {marks.data.taxIdLabel}: {v.document.seller.taxId} · {v.document.buyer.taxId}
              </p>
              <PrintMarksBlock marks={marks.data} />
            </section>
          )}
          {v.document.tillSale && (
            // A boleta issued for a till sale (docs/invoicing-es-latam.md "Boletas from the POS till").
            <p className="hint" role="note" data-testid="till-sale">
              {t('invoicingBoleta.tillSale', { receipt: v.document.tillSale.receiptNo ?? v.document.tillSale.saleId.slice(0, 8) })}
            </p>
          )}
          {v.document.advance && <AdvanceOfCard doc={v.document} />}
          {v.document.settlement && <SettlesCard doc={v.document} />}
          {v.document.plCorrection && <PlCorrectionCard doc={v.document} />}
          <InvoiceSheet doc={v.document} />
          {v.kind !== 'proforma' && <SubmissionStatus documentId={v.id} />}
          {v.creditNotes.length > 0 && (
            <section className="card" aria-labelledby={notesId}>
              <h2 id={notesId}>{t('invoicing.credit.list')}</h2>
              <ul>
                {v.creditNotes.map((n) => (
                  <li key={n.id}>
                    <Link to={`${base}/${encodeURIComponent(n.id)}`}>{n.number}</Link> · {n.issueDate} · {n.gross} {v.currency}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <HistoryTable title={t('invoicing.history')} entries={history.data} error={history.error} describe={(e) => eventLabel(t, e.type)} detail={(e) => eventSummary({ number: (e.data as { number?: string }).number })} />
          {crediting && <CreditNoteDialog invoice={v} base={base} onClose={() => setCrediting(false)} />}
        </>
      )}
    </section>
  );
}

/** An advance invoice (faktura zaliczkowa): the order the advance was received for, its value and the earlier advances. */
function AdvanceOfCard({ doc }: { doc: IssuedDocument }) {
  const { t } = useTranslation();
  const m = useMoney();
  const a = doc.advance!;
  return (
    <section className="card" aria-label={t('invoicingAdvance.docType')} data-testid="advance-of">
      <h2>{t('invoicingAdvance.docType')}</h2>
      <p>{t('invoicingAdvance.onOrder', { number: a.saleOrderNumber, value: m.amount(a.orderTotals.gross, doc.currency), day: doc.deliveryDate ?? doc.issueDate, amount: m.amount(doc.totals.gross, doc.currency) })}</p>
      {a.earlier.length > 0 && <p>{t('invoicingAdvance.earlierOnDoc', { list: a.earlier.map((e) => `${e.number}: ${m.amount(e.gross, doc.currency)}`).join('; ') })}</p>}
    </section>
  );
}

/** A final invoice (faktura rozliczeniowa): the order it settles, the advance invoices it deducts and what is left to pay. */
function SettlesCard({ doc }: { doc: IssuedDocument }) {
  const { t } = useTranslation();
  const m = useMoney();
  const st = doc.settlement!;
  return (
    <section className="card" aria-label={t('invoicingFinal.title')} data-testid="settles">
      <h2>{t('invoicingFinal.title')}</h2>
      <p>
        {t('invoicingFinal.settles', {
          number: st.saleOrderNumber, list: st.advances.map((a) => a.number).join(', '), value: m.amount(st.orderTotals.gross, doc.currency),
          paid: m.amount(sumDecimals(st.advances.map((a) => a.gross)), doc.currency), toPay: m.amount(doc.totals.gross, doc.currency),
        })}
      </p>
    </section>
  );
}

/** A correction of a Polish advance invoice (KOR_ZAL) or final invoice (KOR_ROZ): what it corrects, before and after. */
function PlCorrectionCard({ doc }: { doc: IssuedDocument }) {
  const { t } = useTranslation();
  const m = useMoney();
  const pl = doc.plCorrection!;
  const before = m.amount(pl.grossBefore, doc.currency);
  const after = m.amount(sumDecimals([pl.grossBefore, doc.totals.gross]), doc.currency);
  const number = doc.corrects?.number ?? '';
  return (
    <section className="card" aria-label={t('invoicingCorrection.cardLabel')} data-testid="pl-correction">
      <p>
        {pl.of === 'advance'
          ? t('invoicingCorrection.docAdvance', { number, order: pl.advance.saleOrderNumber, before, after })
          : t(pl.voids ? 'invoicingCorrection.docFinalVoid' : 'invoicingCorrection.docFinal', {
              number, order: pl.settlement.saleOrderNumber, list: pl.settlement.advances.map((a) => a.number).join(', '), before, after,
            })}
      </p>
    </section>
  );
}

const creditForm = z.object({
  reason: z.string().trim().min(1, 'enter the reason').max(300),
  lines: z.array(z.object({ lineNo: z.number(), quantity: z.string().trim().regex(/^\d*(\.\d+)?$/, 'a quantity') })),
});

function CreditNoteDialog({ invoice, base, onClose }: { invoice: InvoiceView; base: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const issue = useIssueCreditNote();
  const [commandId] = useState(() => crypto.randomUUID());
  const left = (lineNo: number, quantity: string) => new Decimal(quantity).minus(invoice.credited[lineNo] ?? '0').toFixed();
  const form = useZodForm(creditForm, { reason: '', lines: invoice.document.lines.map((l) => ({ lineNo: l.lineNo, quantity: left(l.lineNo, l.quantity) })) });
  return (
    <EntityFormDialog
      form={form}
      title={t('invoicing.credit.title', { number: invoice.number })}
      submitLabel={t('invoicing.credit.issue')}
      onSave={(values) =>
        issue.mutateAsync({
          id: invoice.id,
          body: { commandId, reason: values.reason, lines: values.lines.filter((l) => l.quantity && new Decimal(l.quantity).gt(0)).map((l) => ({ lineNo: l.lineNo, quantity: l.quantity })) },
        })
      }
      onSaved={(answer) => {
        // Closed before leaving: the shell keeps this page, and an open modal would cover the next one.
        onClose();
        void navigate(`${base}/${encodeURIComponent((answer as { id: string }).id)}`);
      }}
      onClose={onClose}
    >
      {invoice.document.boleta && (
        <p className="hint" role="note">
          {invoice.country === 'CL' ? t('invoicingBoletaNote.credit.clHint') : t('invoicingBoletaNote.credit.peHint')}
        </p>
      )}
      <Field name="reason" label={t('invoicing.credit.reason')} autoFocus maxLength={300} />
      <table className="table">
        <thead>
          <tr>
            <th>{t('invoicing.line.description')}</th>
            <th className="num">{t('invoicing.credit.invoiced')}</th>
            <th className="num">{t('invoicing.credit.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.document.lines.map((l, i) => (
            <tr key={l.lineNo}>
              <td>{l.description}</td>
              <td className="num">{l.quantity}</td>
              <td>
                <CellField name={`lines.${i}.quantity`} label={t('invoicing.credit.quantityOf', { line: l.description })} inputMode="decimal" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </EntityFormDialog>
  );
}
