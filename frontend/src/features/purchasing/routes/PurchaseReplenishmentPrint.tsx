import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { useCompanyTime } from '../../../lib/company-time';
import { useReplenishment } from '../api/replenishment';
import '../replenishment.css';

/** A replenishment order, print-ready (route PurchaseReplenishmentPrint): its lines by supplier and the purchase orders it became. */
export default function PurchaseReplenishmentPrint() {
  const { t } = useTranslation();
  const companyTime = useCompanyTime();
  const { id = '' } = useParams();
  const order = useReplenishment(id);
  const o = order.data;
  return (
    <section className="page replenishment-print" aria-labelledby="replenishment-print-title">
      <div className="print-options actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!o}>
          {t('replenishment.printNow')}
        </button>
      </div>
      <LoadError error={order.error} />
      {order.isPending && <p role="status">…</p>}
      {o && (
        <article>
          <h1 id="replenishment-print-title">{t('replenishment.orderTitle', { number: o.number })}</h1>
          <dl className="facts">
            <dt>{t('replenishment.status.label')}</dt>
            <dd>{t(`replenishment.status.${o.status}`)}</dd>
            <dt>{t('replenishment.createdAt')}</dt>
            <dd>{companyTime(o.createdAt)}</dd>
            <dt>{t('replenishment.createdBy')}</dt>
            <dd>{o.createdBy}</dd>
            {o.note && (
              <>
                <dt>{t('replenishment.note')}</dt>
                <dd>{o.note}</dd>
              </>
            )}
            {o.purchaseOrders.length > 0 && (
              <>
                <dt>{t('replenishment.purchaseOrders')}</dt>
                <dd>{o.purchaseOrders.map((p) => p.number).join(', ')}</dd>
              </>
            )}
          </dl>
          <table aria-label={t('replenishment.lines')}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('replenishment.code')}</th>
                <th scope="col">{t('replenishment.name')}</th>
                <th scope="col">{t('replenishment.warehouse')}</th>
                <th scope="col">{t('replenishment.supplier')}</th>
                <th scope="col">{t('replenishment.unit')}</th>
                <th scope="col" className="num">{t('replenishment.quantity')}</th>
                <th scope="col" className="num">{t('replenishment.unitPrice')}</th>
              </tr>
            </thead>
            <tbody>
              {o.lines.map((l) => (
                <tr key={l.line}>
                  <td>{l.line}</td>
                  <td>{l.code}</td>
                  <td>{l.name}</td>
                  <td>{l.warehouseCode}</td>
                  <td>{l.supplierName ?? t('replenishment.noSupplier')}</td>
                  <td>{t(`replenishment.units.${l.unit}`)}</td>
                  <td className="num">{l.quantity}</td>
                  <td className="num">{l.unitPrice === null ? '' : `${l.unitPrice} ${l.currency ?? ''}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      )}
    </section>
  );
}
