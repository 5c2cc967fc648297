import type { StockDocumentType } from '@tradedesk/contracts/inventory/stock-documents';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { settingNumber, settingValue } from '../../../lib/settings';
import { clockText } from '@tradedesk/contracts/platform/company-time';
import { localOffsetHours } from '../../../lib/company-time';
import { useSession } from '../../../stores/session';
import { useStockDocument } from '../api/stock-documents';
import { useStockFormat } from '../use-stock-decimals';
import { useMoney } from '../../../lib/money';
import '../print.css';
import { LoadError } from '../../../components/ui/LoadError';

/**
 * A stock document ready to print (routes StockTransferPrint and StockDamagePrint): the transfer
 * note (from and to warehouse) or the write-off note (warehouse and reason), its lines at the cost
 * they were valued at, and signature lines.
 */
export function StockDocumentPrint({ type }: { type: StockDocumentType }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const doc = useStockDocument(type, id);
  const transfer = type === 'transfer';
  const settings = useSession((s) => s.settings);
  const company = String(settingValue(settings, 'CompanyName') ?? '');
  const offset = settingNumber(settings, 'SystemTimeZone') ?? localOffsetHours(new Date());
  const fmt = useStockFormat();
  const { quantity, price, stockValue, costCurrency } = useMoney();
  const d = doc.data;

  return (
    <section className="page" aria-labelledby="transfer-print-title">
      <div className="print-toolbar">
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!d}>
          {t('transfer.print')}
        </button>
        <Link className="btn" to={transfer ? '/product/stock-transfer' : '/product/stock-damage'}>
          {t(transfer ? 'route.StockTransfer' : 'route.StockDamage')}
        </Link>
      </div>
      {doc.isPending && <p role="status">…</p>}
      <LoadError error={doc.error} />
      {d && (
        <article className="print-doc">
          <header>
            <div>
              <div className="print-company">{company}</div>
              <h1 id="transfer-print-title">{t(transfer ? 'transfer.note' : 'damageList.note')}</h1>
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
            <dt>{t(transfer ? 'stock.fromWarehouse' : 'stock.warehouse')}</dt>
            <dd>{d.fromWarehouseCode ? `${d.fromWarehouseCode} · ${d.fromWarehouseName}` : d.fromWarehouseId}</dd>
            {transfer ? (
              <>
                <dt>{t('stock.toWarehouse')}</dt>
                <dd>{d.toWarehouseCode ? `${d.toWarehouseCode} · ${d.toWarehouseName}` : d.toWarehouseId}</dd>
              </>
            ) : (
              <>
                <dt>{t('stock.reason')}</dt>
                <dd>{d.reason ? t(`stock.reasons.${d.reason}`, { defaultValue: d.reason }) : ''}</dd>
              </>
            )}
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
                  <td className="num">{quantity(l.unitQuantity)}</td>
                  <td className="num">{fmt(l.quantity)}</td>
                  <td className="num">{price(l.unitCost, costCurrency)}</td>
                  <td className="num">{stockValue(l.cost)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={5}>{t('transfer.totals')}</td>
                <td className="num">{fmt(d.totalQuantity)}</td>
                <td />
                <td className="num">{stockValue(d.totalCost)}</td>
              </tr>
            </tfoot>
          </table>
          <div className="print-signatures">
            <div>{t('transfer.issuedBy')}</div>
            {transfer ? (
              <>
                <div>{t('transfer.carriedBy')}</div>
                <div>{t('transfer.receivedBy')}</div>
              </>
            ) : (
              <div>{t('damageList.approvedBy')}</div>
            )}
          </div>
        </article>
      )}
    </section>
  );
}
