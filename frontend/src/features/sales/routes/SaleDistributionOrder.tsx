import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useRoutePath } from '../../../app/layout/routes-context';
import { LoadError } from '../../../components/ui/LoadError';
import { useSaleDistPrint } from '../api/sale-print';
import { PickingHeadCells, PickingPanel } from '../components/PickingPanel';
import { displayDay, displayInstant } from '@tradedesk/contracts/platform/company-time';
import { useUnitLabel } from '../use-sale-context';
import '../sales-ops.css';
import { useMoney } from '../../../lib/money';

/**
 * One distribution order (route SaleDistributionOrder, /sale/distribution-order/:id): picking,
 * unpicking and stock-out on screen; printed, the picking list in shelf order (GET
 * main/sale/order/dist/print and /details) with a column to tick.
 */
export default function SaleDistributionOrder() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const stockout = useRoutePath('SaleStockout');
  return (
    <section className="page" aria-labelledby="sale-dist-title">
      <div className="no-print">
        <h1 id="sale-dist-title" className="page-title">
          {t('route.SaleDistributionOrder')}
        </h1>
        <div className="actions">
          <button type="button" className="btn" onClick={() => window.print()}>
            {t('saleDist.printPicking')}
          </button>
          {stockout && (
            <Link className="btn" to={stockout}>
              {t('saleDist.backToStockout')}
            </Link>
          )}
        </div>
        <PickingPanel id={id} />
      </div>
      <PickingNote id={id} />
    </section>
  );
}

/** The printed picking list (print only). */
function PickingNote({ id }: { id: string }) {
  const { t } = useTranslation();
  const { quantity: qtyText } = useMoney();
  const note = useSaleDistPrint(id);
  const unitLabel = useUnitLabel();
  if (note.error) return <LoadError error={note.error} />;
  if (!note.data) return null;
  const h = note.data.header;
  return (
    <article className="sale-sheet print-only" aria-label={t('saleDist.pickingList')}>
      <header className="sale-sheet-head">
        <div>
          <p className="sale-sheet-company">{h.company.name}</p>
          <h2 className="sale-sheet-title">{t('saleDist.pickingList')}</h2>
        </div>
        <dl className="sale-sheet-number">
          <dt>{t('sale.col.number')}</dt>
          <dd>{h.number}</dd>
          <dt>{t('sale.col.date')}</dt>
          <dd>{displayInstant(h.date, h.company.timeZoneOffset)}</dd>
          <dt>{t('sale.col.deliveryDate')}</dt>
          <dd>{displayDay(h.deliveryDate)}</dd>
        </dl>
      </header>
      <dl className="sale-sheet-parties">
        <dt>{t('sale.col.customer')}</dt>
        <dd>{h.customer ? `${h.customer.name} (${h.customer.code})` : t('sale.walkIn')}</dd>
        <dt>{t('sale.col.warehouse')}</dt>
        <dd>{h.warehouse ? `${h.warehouse.name} (${h.warehouse.code})` : ''}</dd>
      </dl>
      <table className="sale-sheet-lines">
        <thead>
          <tr>
            <PickingHeadCells />
            <th scope="col">{t('saleDist.tick')}</th>
          </tr>
        </thead>
        <tbody>
          {note.data.lines.map((l) => (
            <tr key={l.lineId ?? `${l.code}-${l.unit}`}>
              <td>{l.zoneCode ?? ''}</td>
              <td>{l.code}</td>
              <td>{l.name}</td>
              <td>{l.unitLabel || unitLabel(l.unit)}</td>
              <td className="num">{qtyText(l.quantity)}</td>
              <td className="num">{qtyText(l.baseQuantity)}</td>
              <td className="num">{l.picked === '0' ? '' : l.picked}</td>
              <td className="sale-tick">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="sale-sheet-sign">
        <span>{t('saleDist.pickedBy')}</span>
        <span>{t('saleDist.checkedBy')}</span>
      </footer>
    </article>
  );
}
