import { useQueries } from '@tanstack/react-query';
import { INVOICES_READ_MODEL } from '@tradedesk/contracts/invoicing/invoice';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { getInvoice, getPrintMarks } from '../api/invoicing';
import { InvoiceSheet } from '../components/InvoiceSheet';
import '../invoicing.css';

/**
 * The print of one or more issued documents (route InvoicePrintPlBatch, /invoice/printPlBatch?ids=a,b):
 * each document in its country's legal layout (the common layout plus the marks the server makes),
 * one document per page; the browser prints the sheets alone.
 */
export default function InvoicePrintPlBatch() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const docs = useQueries({ queries: ids.map((id) => ({ queryKey: [INVOICES_READ_MODEL, 'one', id], queryFn: () => getInvoice(id) })) });
  // The country's legal layout: title, tax id name, QR / PDF417 / Code 128 and legends (docs/invoicing.md "Print layouts").
  const marks = useQueries({ queries: ids.map((id) => ({ queryKey: [INVOICES_READ_MODEL, 'print-marks', id], queryFn: () => getPrintMarks(id) })) });
  const ready = docs.length > 0 && docs.every((d) => d.data) && marks.every((x) => x.data || x.error);
  return (
    <section className="page invoice-print-page" aria-label={t('route.InvoicePrintPlBatch')}>
      <div className="invoice-print-toolbar">
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!ready}>
          {t('invoicing.print')}
        </button>
      </div>
      {ids.length === 0 && <p>{t('invoicing.printNothing')}</p>}
      {docs.map((d, i) => (
        <div key={ids[i]}>
          <LoadError error={d.error ?? marks[i]?.error} />
          {d.data && (marks[i]?.data || marks[i]?.error) && <InvoiceSheet doc={d.data.document} marks={marks[i]?.data} />}
        </div>
      ))}
    </section>
  );
}
