import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText } from '../../../lib/api';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { storedDevice, storedPinSession, useTillLive, useTillSales } from '../api/till';
import { ReceiptView } from '../components/SaleReceipt';

/** /pos/invoiceList (PosInvoiceList, outside the user session): today's sales of this register, newest first, pushed live; a sale opens as its receipt to reprint. */
export default function PosInvoiceList() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const at = useCompanyTime();
  const ready = !!storedDevice() && !!storedPinSession();
  const sales = useTillSales(ready);
  useTillLive(ready);
  const [open, setOpen] = useState<string | null>(null);
  const shown = sales.data?.sales.find((s) => s.id === open);
  return (
    <section className="page pos-page" aria-labelledby="pos-list-title">
      <h1 id="pos-list-title" className="page-title">
        {t('route.PosInvoiceList')}
      </h1>
      <p>
        <Link to="/pos/invoice">{t('route.PosInvoice')}</Link>
      </p>
      {!ready && <p role="alert">{t('posSell.signInFirst')}</p>}
      {sales.error && <p role="alert">{errorText(t, sales.error)}</p>}
      {shown && (
        <div className="card">
          <ReceiptView sale={shown} />
          <Link className="btn" to={`/pos/invoiceReturn/${encodeURIComponent(shown.id)}/${shown.id.slice(0, 8)}/${shown.total}`}>
            {t('posReturn.open')}
          </Link>{' '}
          <button type="button" className="btn" onClick={() => setOpen(null)}>
            {t('posSell.closeReceipt')}
          </button>
        </div>
      )}
      {sales.data && (
        <table className="table" data-testid="pos-sales">
          <thead>
            <tr>
              <th>{t('posSell.time')}</th>
              <th>{t('posSell.receiptCol')}</th>
              <th>{t('posSell.cashierCol')}</th>
              <th>{t('posSell.customer')}</th>
              <th>{t('posSell.paidBy')}</th>
              <th className="num">{t('posSell.total')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {sales.data.sales.length === 0 && (
              <tr>
                <td colSpan={7} className="muted">
                  {t('posSell.noSales')}
                </td>
              </tr>
            )}
            {sales.data.sales.map((s) => (
              <tr key={s.id}>
                <td>{at(s.soldAt)}</td>
                <td>{s.id.slice(0, 8)}</td>
                <td>{s.cashierName}</td>
                <td>{s.customerName ?? ''}</td>
                <td>{s.payments.map((p) => p.payMethodName).join(', ')}</td>
                <td className="num">
                  {money(s.total, s.currency)} {s.currency}
                </td>
                <td>
                  <button type="button" className="btn" onClick={() => setOpen(s.id)}>
                    {t('posSell.reprint')}
                  </button>{' '}
                  <Link className="btn" to={`/pos/invoiceReturn/${encodeURIComponent(s.id)}/${s.id.slice(0, 8)}/${s.total}`}>
                    {t('posReturn.open')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={5}>{t('posSell.salesCount', { count: sales.data.count })}</th>
              <th className="num">{sales.data.sales[0] ? `${money(sales.data.total, sales.data.sales[0].currency)} ${sales.data.sales[0].currency}` : ''}</th>
              <th />
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
