import type { SaleOrderProfits } from '@tradedesk/contracts/inventory/cost';
import type { SaleOrderView } from '@tradedesk/contracts/sales/sale-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/ui/Dialog';
import { LoadError } from '../../../components/ui/LoadError';
import { toast } from '../../../stores/toast';
import { getNeighbour, useSaleOrder, useSaleOrderHistory } from '../api/sale-orders';
import { displayDay, displayInstant } from '@tradedesk/contracts/platform/company-time';
import { useMoney } from '../../../lib/money';
import { saleErrorText } from '../sale-errors';
import { useCompanyOffset, useSaleLinks, useUnitLabel } from '../use-sale-context';
import { SaleRowActions, targetOfView } from './SaleRowActions';

/**
 * One order read-only (committed and cancelled orders; drafts are edited where they were made):
 * header, lines, totals, payments and its history, with previous / next in number order and the
 * order's actions.
 */
export function SaleDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(id);
  const [moving, setMoving] = useState(false);
  const order = useSaleOrder(current);
  const go = async (direction: 'pre' | 'next') => {
    if (!order.data) return;
    setMoving(true);
    try {
      const n = await getNeighbour(direction, order.data.id, order.data.kind);
      if (n) setCurrent(n.id);
      else toast.info(direction === 'pre' ? t('saleList.detail.first') : t('saleList.detail.last'));
    } catch (e) {
      toast.error(saleErrorText(t, e));
    } finally {
      setMoving(false);
    }
  };
  return (
    <Dialog
      open
      wide
      title={order.data ? `${t(`sale.kind.${order.data.kind}`)} ${order.data.number}` : t('saleList.detail.title')}
      onClose={onClose}
      footer={
        <div className="sale-detail-footer">
          <button type="button" className="btn btn-small" disabled={moving || !order.data} onClick={() => void go('pre')}>
            ← {t('saleList.detail.previous')}
          </button>
          <button type="button" className="btn btn-small" disabled={moving || !order.data} onClick={() => void go('next')}>
            {t('saleList.detail.next')} →
          </button>
          <span className="grid-toolbar-spacer" />
          {order.data && <SaleRowActions target={targetOfView(order.data)} showOpen={order.data.status === 'draft'} />}
        </div>
      }
    >
      <LoadError error={order.error} />
      {order.isPending && <p role="status">…</p>}
      {order.data && <OrderBody order={order.data} />}
    </Dialog>
  );
}

function OrderBody({ order }: { order: SaleOrderView & SaleOrderProfits }) {
  const { t } = useTranslation();
  const { money: formatMoney, price: formatPrice, quantity: qtyText, stockValue: costMoney, costCurrency } = useMoney();
  // Sent only to Root, Admin and positions with the profit report (docs/costing.md).
  const profit = order.profit;
  const offset = useCompanyOffset();
  const unitLabel = useUnitLabel();
  const links = useSaleLinks();
  const currency = order.header.currency;
  const money = (v: string) => formatMoney(v, currency);
  const distribution = order.header.deliveryMode === 'distribution';
  const distLink = distribution && order.status === 'committed' ? links.distribution(order.id) : null;
  const status = `${t(`sale.status.${order.status}`)}${order.hung ? ` · ${t('sale.hung')}` : ''}`;
  return (
    <div className="sale-detail">
      <dl className="facts sale-detail-facts">
        <dt>{t('sale.col.status')}</dt>
        <dd data-testid="detail-status">{status}</dd>
        <dt>{t('sale.col.date')}</dt>
        <dd>{displayInstant(order.committedAt ?? order.createdAt, offset)}</dd>
        <dt>{t('sale.col.customer')}</dt>
        <dd>{order.header.customer ? `${order.header.customer.code} · ${order.header.customer.name}` : t('sale.walkIn')}</dd>
        <dt>{t('sale.col.warehouse')}</dt>
        <dd>{order.warehouse ? `${order.warehouse.code} · ${order.warehouse.name}` : order.header.warehouseId}</dd>
        <dt>{t('sale.col.payment')}</dt>
        <dd>{t(`sale.paymentStatus.${order.paymentStatus}`)}</dd>
        {order.dueDate && (
          <>
            <dt>{t('saleList.detail.dueDate')}</dt>
            <dd>{displayDay(order.dueDate)}</dd>
          </>
        )}
        <dt>{t('sale.col.delivery')}</dt>
        <dd>
          {t(`sale.deliveryMode.${order.header.deliveryMode}`)}
          {distribution && ` · ${t(`sale.distStatus.${order.distStatus}`)}`}
          {order.header.deliveryDate && ` · ${displayDay(order.header.deliveryDate)}`}
          {distLink && (
            <>
              {' · '}
              <Link to={distLink}>{t('saleList.detail.distribution')}</Link>
            </>
          )}
        </dd>
        {order.purchaseOrder && (
          <>
            <dt>{t('saleList.detail.purchaseOrder')}</dt>
            <dd>
              {links.purchaseOrder(order.purchaseOrder.id) ? (
                <Link to={links.purchaseOrder(order.purchaseOrder.id)!} data-testid="sale-purchase-order">
                  {order.purchaseOrder.number}
                </Link>
              ) : (
                order.purchaseOrder.number
              )}
            </dd>
          </>
        )}
        {order.header.memo && (
          <>
            <dt>{t('sale.col.memo')}</dt>
            <dd>{order.header.memo}</dd>
          </>
        )}
      </dl>

      <h3>{t('saleList.detail.lines')}</h3>
      {order.lines.length === 0 ? (
        <p className="muted">{t('sale.noLines')}</p>
      ) : (
        <table className="table sale-lines">
          <thead>
            <tr>
              <th scope="col">{t('sale.col.code')}</th>
              <th scope="col">{t('sale.col.product')}</th>
              <th scope="col">{t('sale.col.unit')}</th>
              <th scope="col" className="num">{t('sale.col.quantity')}</th>
              <th scope="col" className="num">{t('sale.col.baseQuantity')}</th>
              <th scope="col" className="num">{t('sale.col.price')}</th>
              <th scope="col" className="num">{t('sale.col.discount')}</th>
              <th scope="col" className="num">{t('sale.col.amount')}</th>
              {distribution && <th scope="col" className="num">{t('sale.col.picked')}</th>}
              {profit && <th scope="col" className="num">{t('costing.col.cost')} ({costCurrency})</th>}
              {profit && <th scope="col" className="num">{t('costing.col.profit')} ({costCurrency})</th>}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.lineId}>
                <td>{l.code}</td>
                <td>
                  {l.name}
                  {l.gift && <span className="sale-chip">{t('sale.col.gift')}</span>}
                  {l.memo && <div className="muted">{l.memo}</div>}
                </td>
                <td>{unitLabel(l.unit)}</td>
                <td className="num">{qtyText(l.quantity)}</td>
                <td className="num">{qtyText(l.baseQuantity)}</td>
                <td className="num">{formatPrice(l.price, currency)}</td>
                <td className="num">{l.discount === '0' ? '' : l.discount}</td>
                <td className="num">{money(l.amount)}</td>
                {distribution && <td className="num">{l.picked}</td>}
                {profit && <td className="num">{costMoney(profit.lines[l.lineId]?.cost)}</td>}
                {profit && <td className="num">{costMoney(profit.lines[l.lineId]?.profit)}</td>}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={7} className="num">{t('sale.col.subtotal')}</th>
              <td className="num">{money(order.subtotal)}</td>
            </tr>
            {order.header.taxRate !== null && (
              <tr>
                <th scope="row" colSpan={7} className="num">{t('saleList.detail.taxAt', { rate: order.header.taxRate })}</th>
                <td className="num">{money(order.tax)}</td>
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={7} className="num">{t('sale.col.total')} ({currency})</th>
              <td className="num" data-testid="detail-total"><strong>{money(order.total)}</strong></td>
            </tr>
            <tr>
              <th scope="row" colSpan={7} className="num">{t('sale.col.paid')}</th>
              <td className="num">{money(order.paid)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={7} className="num">{t('sale.col.outstanding')}</th>
              <td className="num" data-testid="detail-owed">{money(order.outstanding)}</td>
            </tr>
            {profit && (
              <>
                <tr>
                  <th scope="row" colSpan={7} className="num">{t('costing.detail.cost', { currency: costCurrency })}</th>
                  <td className="num" data-testid="detail-cost">{profit.order.cost === null ? t('costing.unknown') : costMoney(profit.order.cost)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={7} className="num">{t('costing.detail.profit', { currency: costCurrency })}</th>
                  <td className="num" data-testid="detail-profit"><strong>{profit.order.profit === null ? t('costing.unknown') : costMoney(profit.order.profit)}</strong></td>
                </tr>
              </>
            )}
          </tfoot>
        </table>
      )}

      <h3>{t('saleList.detail.payments')}</h3>
      {order.payments.length === 0 ? (
        <p className="muted">{t('saleList.detail.noPayments')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('sale.col.date')}</th>
              <th scope="col">{t('saleList.pay.method')}</th>
              <th scope="col" className="num">{t('sale.col.amount')}</th>
              <th scope="col">{t('saleList.pay.reference')}</th>
              <th scope="col">{t('saleList.detail.paymentDue')}</th>
              <th scope="col" className="num">{t('saleList.pay.tendered')}</th>
              <th scope="col" className="num">{t('saleList.pay.change')}</th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((p) => (
              <tr key={p.paymentId}>
                <td>{displayInstant(p.paidAt, offset)}</td>
                <td>{t(`sale.method.${p.method}`)}</td>
                <td className="num">{money(p.amount)}</td>
                <td>{p.reference}</td>
                <td>{displayDay(p.dueDate)}</td>
                <td className="num">{p.tendered ? money(p.tendered) : ''}</td>
                <td className="num">{p.change ? money(p.change) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <SaleHistory id={order.id} />
    </div>
  );
}

/** GET sale/order/history: every event of the order, who and when. */
function SaleHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const offset = useCompanyOffset();
  const history = useSaleOrderHistory(id);
  return (
    <section aria-label={t('sale.history')}>
      <h3>{t('sale.history')}</h3>
      <LoadError error={history.error} />
      {history.data && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('saleList.detail.when')}</th>
              <th scope="col">{t('saleList.detail.who')}</th>
              <th scope="col">{t('saleList.detail.what')}</th>
            </tr>
          </thead>
          <tbody>
            {[...history.data].reverse().map((e) => (
              <tr key={e.version}>
                <td>{displayInstant(e.at, offset)}</td>
                <td>{e.username || e.userId}</td>
                <td>
                  {t(`saleList.events.${e.type}`, { defaultValue: e.type })}
                  {eventNote(e.data)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The reason a cancel or unsave was given, shown beside the event. */
function eventNote(data: unknown): string {
  const reason = data && typeof data === 'object' && 'reason' in data ? (data as { reason: unknown }).reason : null;
  return typeof reason === 'string' && reason && !['removed', 'gifts-cleared', 'replaced'].includes(reason) ? `: ${reason}` : '';
}
