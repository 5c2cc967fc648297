import '../purchasing.css';
import type { HistoryEntry } from '@tradedesk/contracts/platform/history';
import type { PurchaseDocumentView, PurchaseOrderView } from '@tradedesk/contracts/purchasing/purchase-order';
import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { HistoryTable } from '../../../components/ui/HistoryTable';
import { errorText } from '../../../lib/api';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { toast } from '../../../stores/toast';
import { purchaseCommands, usePurchaseCommand } from '../api/purchase-orders';
import { purchasePrintPath, purchaseSplitPath } from '../purchase-paths';
import { ReceiveDialog } from './ReceiveDialog';
import { ReplenishmentLink } from './ReplenishmentLink';
import { SaleOrderLink } from './SaleOrderLink';

type Dialog = 'receive' | 'return' | 'close' | 'cancel' | null;

/**
 * A purchase order after commit (and the read-only detail, `readOnly`): header, the lines with
 * ordered / received / returned / open / over / short quantities, the receipts and returns, the
 * actions the status allows (receive into one warehouse, split over several, return to the
 * supplier, close, cancel, print) and the order's history.
 */
export function PurchaseOrderSheet({ order, readOnly }: { order: PurchaseOrderView; readOnly?: boolean }) {
  const { t } = useTranslation();
  const { money, amount, stock, quantity } = useMoney();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const close = usePurchaseCommand(purchaseCommands.close);
  const cancel = usePurchaseCommand(purchaseCommands.cancel);
  const open = order.status === 'committed' || order.status === 'partlyReceived';
  const anyReceived = order.lines.some((l) => /[1-9]/.test(l.received));
  const canReturn = order.lines.some((l) => Number(l.received) > Number(l.returned));
  const cancellable = order.status === 'draft' || (order.status === 'committed' && !anyReceived);

  const finish = async (kind: 'close' | 'cancel') => {
    try {
      await (kind === 'close' ? close : cancel).mutateAsync([{ id: order.id, version: order.version }, reason.trim()]);
      toast.success(t(kind === 'close' ? 'purchase.closed' : 'purchase.cancelled', { number: order.number }));
      setDialog(null);
      setReason('');
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };

  return (
    <>
      <dl className="facts" aria-label={t('purchase.header')}>
        <dt>{t('purchase.col.number')}</dt>
        <dd>{order.number}</dd>
        <dt>{t('purchase.col.status')}</dt>
        <dd data-testid="purchase-status">{t(`purchase.status.${order.status}`)}</dd>
        <dt>{t('purchase.col.supplier')}</dt>
        <dd>{order.supplier ? `${order.supplier.code} · ${order.supplier.name}` : '—'}</dd>
        <dt>{t('purchase.col.warehouse')}</dt>
        <dd>{order.warehouse ? `${order.warehouse.code} · ${order.warehouse.name}` : '—'}</dd>
        <dt>{t('purchase.col.currency')}</dt>
        <dd>{order.currency}</dd>
        {order.rate && order.costCurrency && order.costCurrency !== order.currency && (
          <>
            <dt>{t('purchase.rateShort')}</dt>
            <dd>{`1 ${order.currency} = ${quantity(order.rate)} ${order.costCurrency}`}</dd>
          </>
        )}
        <dt>{t('purchase.col.expected')}</dt>
        <dd>{displayDay(order.expectedDate) || '—'}</dd>
        <dt>{t('purchase.col.total')}</dt>
        <dd>{amount(order.total, order.currency)}</dd>
        {order.note && (
          <>
            <dt>{t('purchase.col.note')}</dt>
            <dd>{order.note}</dd>
          </>
        )}
        {(order.closeReason || order.cancelReason) && (
          <>
            <dt>{t('purchase.reason')}</dt>
            <dd>{order.closeReason ?? order.cancelReason}</dd>
          </>
        )}
      </dl>
      {order.source && <SaleOrderLink source={order.source} />}
      {order.origin && <ReplenishmentLink origin={order.origin} />}

      {!readOnly && (
        <div className="actions" role="toolbar" aria-label={t('purchase.actions')}>
          {open && (
            <>
              <button type="button" className="btn btn-primary" onClick={() => setDialog('receive')}>
                {t('purchase.receive')}
              </button>
              <Link className="btn" to={purchaseSplitPath(order.id)}>
                {t('purchase.split')}
              </Link>
            </>
          )}
          {canReturn && order.status !== 'cancelled' && (
            <button type="button" className="btn" onClick={() => setDialog('return')}>
              {t('purchase.returnGoods')}
            </button>
          )}
          {order.status === 'partlyReceived' && (
            <button type="button" className="btn" onClick={() => setDialog('close')}>
              {t('purchase.close')}
            </button>
          )}
          {cancellable && (
            <button type="button" className="btn btn-danger" onClick={() => setDialog('cancel')}>
              {t('purchase.cancel')}
            </button>
          )}
          <Link className="btn" to={purchasePrintPath(order.id)}>
            {t('purchase.print')}
          </Link>
        </div>
      )}

      <table className="purchase-grid" aria-label={t('purchase.lines')}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('purchase.line.code')}</th>
            <th scope="col">{t('purchase.line.name')}</th>
            <th scope="col">{t('purchase.line.unit')}</th>
            <th scope="col" className="num">{t('purchase.line.quantity')}</th>
            <th scope="col" className="num">{t('purchase.line.ordered')}</th>
            <th scope="col" className="num">{t('purchase.line.received')}</th>
            <th scope="col" className="num">{t('purchase.line.returned')}</th>
            <th scope="col" className="num">{t('purchase.line.open')}</th>
            <th scope="col" className="num">{t('purchase.line.over')}</th>
            <th scope="col" className="num">{t('purchase.line.shortfall')}</th>
            <th scope="col" className="num">{t('purchase.line.unitPrice')}</th>
            <th scope="col" className="num">{t('purchase.line.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.line} aria-label={t('purchase.lineN', { n: l.line })}>
              <td>{l.line}</td>
              <td>{l.code}</td>
              <td>{l.name}</td>
              <td>{t(`product.units.${l.unit}`)}</td>
              <td className="num">{quantity(l.quantity)}</td>
              <td className="num">{stock(l.baseQuantity)}</td>
              <td className="num">{stock(l.received)}</td>
              <td className="num">{stock(l.returned)}</td>
              <td className="num">{stock(l.open)}</td>
              <td className="num">{/[1-9]/.test(l.over) ? stock(l.over) : ''}</td>
              <td className="num">{/[1-9]/.test(l.shortfall) ? stock(l.shortfall) : ''}</td>
              <td className="num">{l.unitPrice === null ? '' : money(l.unitPrice, order.currency)}</td>
              <td className="num">{l.amount === null ? '' : money(l.amount, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <Documents title={t('purchase.receipts')} docs={order.receipts} currency={order.currency} order={order} />
      <Documents title={t('purchase.returns')} docs={order.returns} currency={order.currency} order={order} />

      <HistoryTable title={t('purchase.history')} entries={order.history} describe={(e) => describeEvent(t, e)} detail={(e) => historyDetail(e)} />

      {(dialog === 'receive' || dialog === 'return') && <ReceiveDialog order={order} mode={dialog} onClose={() => setDialog(null)} />}
      {(dialog === 'close' || dialog === 'cancel') && (
        <ConfirmDialog
          open
          title={t(dialog === 'close' ? 'purchase.closeTitle' : 'purchase.cancelTitle', { number: order.number })}
          message={t(dialog === 'close' ? 'purchase.closeMessage' : 'purchase.cancelMessage')}
          confirmLabel={t(dialog === 'close' ? 'purchase.close' : 'purchase.cancel')}
          danger={dialog === 'cancel'}
          busy={close.isPending || cancel.isPending}
          onConfirm={() => void finish(dialog)}
          onClose={() => setDialog(null)}
        >
          <div className="field">
            <label htmlFor="purchase-finish-reason">{t('purchase.reason')}</label>
            <input id="purchase-finish-reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        </ConfirmDialog>
      )}
    </>
  );
}

/** The receipts (or returns) of the order: number, warehouse, when, amount; each opens to its lines. */
function Documents({ title, docs, currency, order }: { title: string; docs: PurchaseDocumentView[]; currency: string; order: PurchaseOrderView }) {
  const { t } = useTranslation();
  const { amount, stock, quantity } = useMoney();
  const companyTime = useCompanyTime();
  const lineOf = new Map(order.lines.map((l) => [l.line, l]));
  return (
    <section className="card purchase-docs" aria-label={title}>
      <h2>{title}</h2>
      {docs.length === 0 ? (
        <p className="muted">{t('purchase.none')}</p>
      ) : (
        docs.map((d) => (
          <details key={d.id}>
            <summary>
              <strong>{d.number}</strong> · {d.warehouseName ?? d.warehouseId} · {companyTime(d.at)} · {amount(d.amount, currency)}
              {d.reason ? ` · ${d.reason}` : ''}
            </summary>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('purchase.line.code')}</th>
                  <th scope="col">{t('purchase.line.name')}</th>
                  <th scope="col">{t('purchase.line.unit')}</th>
                  <th scope="col" className="num">{t('purchase.line.quantity')}</th>
                  <th scope="col" className="num">{t('purchase.line.baseQuantity')}</th>
                </tr>
              </thead>
              <tbody>
                {d.lines.map((l) => (
                  <tr key={l.line}>
                    <td>{lineOf.get(l.orderLine)?.code ?? l.productId}</td>
                    <td>{lineOf.get(l.orderLine)?.name ?? ''}</td>
                    <td>{t(`product.units.${l.unit}`)}</td>
                    <td className="num">{quantity(l.unitQuantity)}</td>
                    <td className="num">{stock(l.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        ))
      )}
    </section>
  );
}

const EVENT_KEYS: Record<string, string> = {
  PurchaseOrderDrafted: 'purchase.event.drafted',
  PurchaseOrderDraftChanged: 'purchase.event.changed',
  PurchaseOrderCommitted: 'purchase.event.committed',
  PurchaseOrderReceived: 'purchase.event.received',
  PurchaseGoodsReturned: 'purchase.event.returned',
  PurchaseOrderClosed: 'purchase.event.closed',
  PurchaseOrderCancelled: 'purchase.event.cancelled',
};

function describeEvent(t: (key: string) => string, e: HistoryEntry): string {
  const key = EVENT_KEYS[e.type];
  return key ? t(key) : e.type;
}

/** The document number and line count an event names. */
function historyDetail(e: HistoryEntry): string {
  const d = (e.data ?? {}) as { receiptNumber?: string; returnNumber?: string; total?: string; reason?: string };
  return [d.receiptNumber ?? d.returnNumber, d.total, d.reason].filter(Boolean).join(' · ');
}
