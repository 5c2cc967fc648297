import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError';
import { findSaleOrderByNumber, useDueShippings } from '../api/sale-orders';
import { PickingPanel } from '../components/PickingPanel';
import { displayDay } from '@tradedesk/contracts/platform/company-time';
import { saleErrorText } from '../sale-errors';
import '../sales-ops.css';

/**
 * Picking (route SalePicking, /sale/picking), keyboard first: type or scan the order number and
 * Enter (or choose one of the orders due), then scan the goods. After the stock-out the order
 * field takes the focus again for the next order.
 */
export default function SalePicking() {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [orderId, setOrderId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const due = useDueShippings();
  const numberId = useId();
  const dueId = useId();
  const numberInput = useRef<HTMLInputElement>(null);

  const find = async () => {
    setError(null);
    if (!number.trim()) return;
    setLooking(true);
    try {
      const row = await findSaleOrderByNumber(number, { deliveryMode: 'distribution' });
      if (!row) setError(t('saleDist.noSuchOrder', { number: number.trim() }));
      else if (row.status !== 'committed') setError(t('saleDist.notCommittedNumber', { number: row.number }));
      else setOrderId(row.id);
    } catch (e) {
      setError(saleErrorText(t, e));
    } finally {
      setLooking(false);
    }
  };

  return (
    <section className="page" aria-labelledby="sale-picking-title">
      <h1 id="sale-picking-title" className="page-title">
        {t('route.SalePicking')}
      </h1>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          void find();
        }}
      >
        <div className="field">
          <label htmlFor={numberId}>{t('saleDist.orderNumber')}</label>
          <input id={numberId} ref={numberInput} value={number} autoComplete="off" autoFocus onChange={(e) => setNumber(e.target.value)} />
        </div>
        <button type="submit" className="btn field-button" disabled={looking}>
          {t('saleDist.openOrder')}
        </button>
        <div className="field">
          <label htmlFor={dueId}>{t('saleDist.dueOrders', { count: due.data?.total ?? 0 })}</label>
          <select
            id={dueId}
            value={orderId ?? ''}
            onChange={(e) => {
              setError(null);
              setOrderId(e.target.value || null);
            }}
          >
            <option value="">{t('saleDist.chooseOrder')}</option>
            {(due.data?.rows ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.number} · {displayDay(r.deliveryDate)} · {r.customerName ?? t('sale.walkIn')} · {t(`sale.distStatus.${r.distStatus}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <LoadError error={due.error} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {orderId && (
        <PickingPanel
          key={orderId}
          id={orderId}
          onStockedOut={() => {
            setNumber('');
            numberInput.current?.focus();
          }}
        />
      )}
    </section>
  );
}
