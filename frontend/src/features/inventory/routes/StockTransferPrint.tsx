import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { settingNumber, settingValue } from '../../../lib/settings';
import { clockText } from '@tradedesk/contracts/platform/company-time';
import { localOffsetHours } from '../../../lib/company-time';
import { useSession } from '../../../stores/session';
import { useStockDocument } from '../api/stock-documents';
import { useStockFormat } from '../use-stock-decimals';
import '../print.css';
import { LoadError } from '../../../components/ui/LoadError';

/** A transfer note ready to print (route StockTransferPrint, /product/stock-transfer/print/:id). */
export default function StockTransferPrint() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const doc = useStockDocument('transfer', id);
  const settings = useSession((s) => s.settings);
  const company = String(settingValue(settings, 'CompanyName') ?? '');
  const offset = settingNumber(settings, 'SystemTimeZone') ?? localOffsetHours(new Date());
  const fmt = useStockFormat();
  const d = doc.data;

  return (
    <section className="page" aria-labelledby="transfer-print-title">
      <div className="print-toolbar">
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!d}>
          {t('transfer.print')}
        </button>
        <Link className="btn" to="/product/stock-transfer">
          {t('route.StockTransfer')}
        </Link>
      </div>
      {doc.isPending && <p role="status">…</p>}
      <LoadError error={doc.error} />
      {d && (
        <article className="print-doc">
          <header>
            <div>
              <div className="print-company">{company}</div>
              <h1 id="transfer-print-title">{t('transfer.note')}</h1>
            </div>
            <div className="print-number">
              <strong>{d.number}</strong>
            </div>
          </header>
          <dl className="print-facts">
            <dt>{t('transfer.date')}</dt>
            <dd>{clockText(Date.parse(d.createdAt), offset)}</dd>
            <dt>{t('stock.who')}</dt>
            <dd>{d.username ?? d.userId}</dd>
            <dt>{t('stock.fromWarehouse')}</dt>
            <dd>{d.fromWarehouseCode ? `${d.fromWarehouseCode} · ${d.fromWarehouseName}` : d.fromWarehouseId}</dd>
            <dt>{t('stock.toWarehouse')}</dt>
            <dd>{d.toWarehouseCode ? `${d.toWarehouseCode} · ${d.toWarehouseName}` : d.toWarehouseId}</dd>
            <dt>{t('stock.note')}</dt>
            <dd>{d.note}</dd>
          </dl>
          <table aria-label={t('stock.lines')}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('product.code')}</th>
                <th scope="col">{t('product.name')}</th>
                <th scope="col">{t('product.unit')}</th>
                <th scope="col" className="num">{t('transfer.unitQuantity')}</th>
                <th scope="col" className="num">{t('transfer.baseQuantity')}</th>
                <th scope="col" className="num">{t('transfer.unitCost')}</th>
                <th scope="col" className="num">{t('transfer.cost')}</th>
              </tr>
            </thead>
            <tbody>
              {d.lines.map((l) => (
                <tr key={l.line}>
                  <td>{l.line}</td>
                  <td>{l.code ?? l.productId}</td>
                  <td>{l.name}</td>
                  <td>{t(`product.units.${l.unit}`, { defaultValue: l.unit })}</td>
                  <td className="num">{l.unitQuantity}</td>
                  <td className="num">{fmt(l.quantity)}</td>
                  <td className="num">{l.unitCost}</td>
                  <td className="num">{l.cost}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={5}>{t('transfer.totals')}</td>
                <td className="num">{fmt(d.totalQuantity)}</td>
                <td />
                <td className="num">{d.totalCost}</td>
              </tr>
            </tfoot>
          </table>
          <div className="print-signatures">
            <div>{t('transfer.issuedBy')}</div>
            <div>{t('transfer.carriedBy')}</div>
            <div>{t('transfer.receivedBy')}</div>
          </div>
        </article>
      )}
    </section>
  );
}
