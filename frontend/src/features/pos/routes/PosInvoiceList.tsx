import { receiptNoOf } from '@tradedesk/contracts/pos/pos-sales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FilterBar, TextFilter } from '../../../components/filters/FilterBar';
import { errorText, reasonText } from '../../../lib/api';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { storedDevice, storedPinSession, useTillLive, useTillSales } from '../api/till';
import { BoletaLine, ReceiptView } from '../components/SaleReceipt';
import { mergeTillSales } from '../offline/queue-rules';
import { useTillSalesWithQueue } from '../offline/sales-list';
import { useTillOffline } from '../offline/use-till-offline';

/**
 * /pos/invoiceList (PosInvoiceList, outside the user session): today's sales of this register,
 * newest first, pushed live, merged with the sales still queued on this device (waiting, or refused
 * with the server's reason; docs/pos.md "Offline"); a sale opens as its receipt to reprint (a queued
 * one as the till made it). With no answer from the server, its last list kept on the device.
 */
export default function PosInvoiceList() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const at = useCompanyTime();
  const ready = !!storedDevice() && !!storedPinSession();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const offline = useTillOffline();
  const sales = useTillSalesWithQueue(ready && !search, offline.queue, offline.sync);
  // A receipt number looked up: the server's sales of this register whose number contains it, any day.
  const found = useTillSales(ready && !!search, search);
  const data = search ? (found.data ? mergeTillSales(found.data, []) : null) : sales.merged;
  const error = search ? found.error : sales.error;
  useTillLive(ready);
  const [open, setOpen] = useState<string | null>(null);
  const shown = data?.sales.find((s) => s.id === open);
  return (
    <section className="page pos-page" aria-labelledby="pos-list-title">
      <h1 id="pos-list-title" className="page-title">
        {t('route.PosInvoiceList')}
      </h1>
      <p>
        <Link to="/pos/invoice">{t('route.PosInvoice')}</Link> · <Link to="/pos/returnNoReceipt">{t('route.PosReturnNoReceipt')}</Link>
      </p>
      {!ready && <p role="alert">{t('posSell.signInFirst')}</p>}
      <FilterBar onSubmit={() => setSearch(typed.trim())}>
        <TextFilter label={t('posCashier.findReceipt')} value={typed} onChange={setTyped} placeholder="T1-000042" maxLength={20} autoComplete="off" />
        <button type="submit" className="btn">
          {t('posCashier.find')}
        </button>
        {search && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              setTyped('');
              setSearch('');
            }}
          >
            {t('posCashier.todaysSales')}
          </button>
        )}
      </FilterBar>
      {error && <p role="alert">{errorText(t, error)}</p>}
      {sales.unreachable && (
        <p role="status" className="muted" data-testid="pos-sales-copy">
          {sales.asOf ? t('posOffline2.listCopy', { at: at(sales.asOf) }) : t('posOffline2.listQueuedOnly')}
        </p>
      )}
      {shown && (
        <div className="card">
          <ReceiptView sale={shown} />
          {shown.queue === null && (
            <Link className="btn" to={`/pos/invoiceReturn/${encodeURIComponent(shown.id)}/${encodeURIComponent(receiptNoOf(shown))}/${shown.total}`}>
              {t('posReturn.open')}
            </Link>
          )}{' '}
          <button type="button" className="btn" onClick={() => setOpen(null)}>
            {t('posSell.closeReceipt')}
          </button>
        </div>
      )}
      {data && (
        <table className="table" data-testid="pos-sales">
          <thead>
            <tr>
              <th>{t('posSell.time')}</th>
              <th>{t('posSell.receiptCol')}</th>
              <th>{t('posSell.boleta.col')}</th>
              <th>{t('posSell.cashierCol')}</th>
              <th>{t('posSell.customer')}</th>
              <th>{t('posSell.paidBy')}</th>
              <th className="num">{t('posSell.total')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.sales.length === 0 && (
              <tr>
                <td colSpan={8} className="muted">
                  {t('posSell.noSales')}
                </td>
              </tr>
            )}
            {data.sales.map((s) => (
              <tr key={s.id} data-queue={s.queue ?? undefined}>
                <td>{at(s.soldAt)}</td>
                <td>
                  {receiptNoOf(s)}
                  {s.queue === 'waiting' && <span className="badge" data-testid="pos-sale-waiting">{' '}{t('posOffline2.saleWaiting')}</span>}
                  {s.queue === 'refused' && <span className="badge" data-testid="pos-sale-refused">{' '}{t('posOffline2.saleRefused', { reason: reasonText(t, s.error) ?? s.refusal ?? '' })}</span>}
                </td>
                <td data-testid="pos-sale-boleta">{s.boleta?.status === 'issued' ? s.boleta.number : s.boleta ? <BoletaLine boleta={s.boleta} /> : ''}</td>
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
                  {s.queue === null && (
                    <Link className="btn" to={`/pos/invoiceReturn/${encodeURIComponent(s.id)}/${encodeURIComponent(receiptNoOf(s))}/${s.total}`}>
                      {t('posReturn.open')}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={6}>
                {t('posSell.salesCount', { count: data.count })}
                {data.waiting + data.refused > 0 ? ` · ${t('posOffline2.queuedHere', { waiting: data.waiting, refused: data.refused })}` : ''}
              </th>
              <th className="num">{data.sales[0] ? `${money(data.total, data.sales[0].currency)} ${data.sales[0].currency}` : ''}</th>
              <th />
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
