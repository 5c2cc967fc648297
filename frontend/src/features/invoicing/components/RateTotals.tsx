import type { InvoiceTotals, InvoiceVatTotal } from '@tradedesk/contracts/invoicing/invoice';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/money';

/** Net and VAT per rate with their sums: the figures the law reads (the printed invoice and the billing preview). */
export function RateTotals({ vatTotals, totals, currency, label }: { vatTotals: InvoiceVatTotal[]; totals: InvoiceTotals; currency: string; label?: string }) {
  const { t } = useTranslation();
  const m = useMoney();
  return (
    <table className="table invoice-rates" aria-label={label ?? t('invoicing.doc.perRate')}>
      <thead>
        <tr>
          <th>{t('invoicing.line.vatRate')}</th>
          <th className="num">{t('invoicing.line.net')}</th>
          <th className="num">{t('invoicing.line.vat')}</th>
        </tr>
      </thead>
      <tbody>
        {vatTotals.map((r) => (
          <tr key={`${r.vatCategory}-${r.vatRate}`} data-rate={r.vatRate}>
            <td>{r.vatCategory === 'S' ? `${r.vatRate} %` : r.vatCategory}</td>
            <td className="num">{m.money(r.taxableAmount, currency)}</td>
            <td className="num">{m.money(r.vatAmount, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th>{t('invoicing.doc.total')}</th>
          <td className="num">{m.money(totals.net, currency)}</td>
          <td className="num">{m.money(totals.vat, currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
