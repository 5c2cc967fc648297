import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useReceivedOrders, useWaybillAction, type WaybillDetail } from '../api/ocean-shipping';

/** The purchase orders a waybill carries: unlink one, or pick one that received goods and link it. */
export function WaybillOrders({ waybill }: { waybill: WaybillDetail }) {
  const { t } = useTranslation();
  const action = useWaybillAction();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState('');
  const offered = useReceivedOrders(search.trim());
  const choices = (offered.data ?? []).filter((o) => !waybill.orders.some((x) => x.purchaseOrderId === o.purchaseOrderId));
  const run = async (a: Parameters<typeof action.mutateAsync>[0]) => {
    try {
      await action.mutateAsync(a);
      setPicked('');
    } catch (err) {
      toast.error(errorText(t, err));
    }
  };
  return (
    <section className="card" aria-labelledby="waybill-orders-title">
      <h2 id="waybill-orders-title">{t('shipping.orders')}</h2>
      {waybill.orders.length === 0 ? (
        <p className="hint">{t('shipping.noOrders')}</p>
      ) : (
        <ul>
          {waybill.orders.map((o) => (
            <li key={o.purchaseOrderId}>
              {o.number}{' '}
              <button type="button" className="btn btn-small" disabled={action.isPending} aria-label={t('shipping.unlinkOf', { number: o.number })} onClick={() => void run({ action: 'unlink', id: waybill.id, orderId: o.purchaseOrderId })}>
                {t('shipping.unlink')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field-grid">
        <label>
          {t('shipping.findOrder')}
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label>
          {t('shipping.receivedOrder')}
          <select value={picked} onChange={(e) => setPicked(e.target.value)}>
            <option value="">{choices.length ? t('shipping.pickOrder') : t('shipping.noReceivedOrders')}</option>
            {choices.map((o) => (
              <option key={o.purchaseOrderId} value={o.purchaseOrderId}>
                {t('shipping.orderChoice', { number: o.number, receipts: o.receipts })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="actions">
        <button type="button" className="btn btn-small btn-primary" disabled={!picked || action.isPending} onClick={() => void run({ action: 'link', id: waybill.id, body: { version: waybill.version, purchaseOrderIds: [picked] } })}>
          {t('shipping.link')}
        </button>
      </div>
    </section>
  );
}
