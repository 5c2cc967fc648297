import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, SelectFilter, TextFilter } from '../../../components/filters/FilterBar';
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
      <FilterBar onSubmit={() => void find()}>
        <TextFilter label={t('saleDist.orderNumber')} inputRef={numberInput} value={number} autoComplete="off" autoFocus onChange={setNumber} />
        <button type="submit" className="btn field-button" disabled={looking}>
          {t('saleDist.openOrder')}
        </button>
        <SelectFilter
          label={t('saleDist.dueOrders', { count: due.data?.total ?? 0 })}
          value={orderId ?? ''}
          onChange={(id) => {
            setError(null);
            setOrderId(id || null);
          }}
          allLabel={t('saleDist.chooseOrder')}
          options={(due.data?.rows ?? []).map((r) => ({
            value: r.id,
            label: `${r.number} · ${displayDay(r.deliveryDate)} · ${r.customerName ?? t('sale.walkIn')} · ${t(`sale.distStatus.${r.distStatus}`)}`,
          }))}
        />
      </FilterBar>
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
