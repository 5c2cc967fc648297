import { useQueries } from '@tanstack/react-query';
import { INVOICES_READ_MODEL } from '@tradedesk/contracts/invoicing/invoice';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { getInvoice } from '../api/invoicing';
import { InvoiceSheet } from '../components/InvoiceSheet';
import '../invoicing.css';

/**
 * The print of one or more issued documents (route InvoicePrintPlBatch, /invoice/printPlBatch?ids=a,b):
 * the generic printable layout, one document per page; the browser prints the sheets alone.
 */
export default function InvoicePrintPlBatch() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const docs = useQueries({ queries: ids.map((id) => ({ queryKey: [INVOICES_READ_MODEL, 'one', id], queryFn: () => getInvoice(id) })) });
  const ready = docs.length > 0 && docs.every((d) => d.data);
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
          <LoadError error={d.error} />
          {d.data && <InvoiceSheet doc={d.data.document} />}
        </div>
      ))}
    </section>
  );
}
