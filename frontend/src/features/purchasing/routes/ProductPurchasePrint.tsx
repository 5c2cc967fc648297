import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/LoadError';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { settingValue } from '../../../lib/settings';
import { useSession } from '../../../stores/session';
import { usePurchasePrint } from '../api/purchase-orders';
import { purchaseDetailsPath } from '../purchase-paths';
import '../print.css';

/**
 * A purchase order ready to print (route ProductPurchasePrint, /product/purchase/print/:id): the
 * company, the supplier, where the goods go and when they are expected, the lines with their
 * prices and the total in the order's currency, and signature lines.
 */
export default function ProductPurchasePrint() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const doc = usePurchasePrint(id);
  const company = useSession((s) => String(settingValue(s.settings, 'CompanyName') ?? ''));
  const companyTime = useCompanyTime();
  const { money, amount, quantity } = useMoney();
  const d = doc.data;
  const committed = d?.history.find((e) => e.type === 'PurchaseOrderCommitted');

  return (
    <section className="page" aria-labelledby="purchase-print-title">
      <div className="purchase-print-toolbar">
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!d}>
          {t('purchase.print')}
        </button>
        {d && (
          <Link className="btn" to={purchaseDetailsPath(d.id)}>
            {t('purchase.openOrder')}
          </Link>
        )}
      </div>
      {doc.isPending && <p role="status">…</p>}
      <LoadError error={doc.error} />
      {d && (
        <article className="purchase-print">
          <header>
            <div>
              <div className="print-company">{company}</div>
              <h1 id="purchase-print-title">{t('purchase.printTitle')}</h1>
            </div>
            <div className="print-number">
              <strong>{d.number}</strong>
            </div>
          </header>
          <dl>
            <dt>{t('purchase.col.supplier')}</dt>
            <dd>{d.supplier ? `${d.supplier.code} · ${d.supplier.name}` : '—'}</dd>
            <dt>{t('purchase.deliverTo')}</dt>
            <dd>{d.warehouse ? `${d.warehouse.code} · ${d.warehouse.name}` : '—'}</dd>
            <dt>{t('purchase.orderDate')}</dt>
            <dd>{committed ? companyTime(committed.at, { dateOnly: true }) : t(`purchase.status.${d.status}`)}</dd>
            <dt>{t('purchase.col.expected')}</dt>
            <dd>{displayDay(d.expectedDate) || '—'}</dd>
            <dt>{t('purchase.col.currency')}</dt>
            <dd>{d.currency}</dd>
            <dt>{t('purchase.col.note')}</dt>
            <dd>{d.note}</dd>
          </dl>
          <table aria-label={t('purchase.lines')}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('purchase.line.code')}</th>
                <th scope="col">{t('purchase.line.name')}</th>
                <th scope="col">{t('purchase.line.unit')}</th>
                <th scope="col" className="num">{t('purchase.line.quantity')}</th>
                <th scope="col" className="num">{t('purchase.line.unitPrice')}</th>
                <th scope="col" className="num">{t('purchase.line.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {d.lines.map((l) => (
                <tr key={l.line}>
                  <td>{l.line}</td>
                  <td>{l.code}</td>
                  <td>{l.name}</td>
                  <td>{t(`product.units.${l.unit}`)}</td>
                  <td className="num">{quantity(l.quantity)}</td>
                  <td className="num">{l.unitPrice === null ? '' : money(l.unitPrice, d.currency)}</td>
                  <td className="num">{l.amount === null ? '' : money(l.amount, d.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={6}>{t('purchase.total')}</td>
                <td className="num">{amount(d.total, d.currency)}</td>
              </tr>
            </tfoot>
          </table>
          <div className="print-signatures">
            <div>{t('purchase.orderedBy')}</div>
            <div>{t('purchase.approvedBy')}</div>
            <div>{t('purchase.supplierSignature')}</div>
          </div>
        </article>
      )}
    </section>
  );
}
