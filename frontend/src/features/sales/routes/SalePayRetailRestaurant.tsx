import type { FloorTable } from '@tradedesk/contracts/sales/table-orders';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, TextFilter } from '../../../components/filters/FilterBar';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage } from '../../../lib/api';
import { useMoney } from '../../../lib/money';
import { saleCommands, useSaleCommand, useSaleOrder } from '../api/sale-orders';
import { useFloor, useOpenTable } from '../api/tables';
import { RetailCheckout } from '../components/RetailCheckout';
import { parseScan } from '../scan';
import { useUnitLabel } from '../use-sale-context';
import '../restaurant.css';

const STORE_KEY = 'tradedesk.restaurant.store';

/**
 * The restaurant's floor (route SalePayRetailRestaurant, /sale/pay-retail-restaurant;
 * docs/sales-retail-checkout.md "Restaurant"): the store's tables by area, free or occupied with
 * the order's total, guests and minutes open; a free table opens an order, an occupied one shows
 * its lines (add by scan or code) and is paid through the shared retail checkout with the table's
 * name on the plain receipt. Another waiter's change shows live.
 */
export default function SalePayRetailRestaurant() {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState(() => localStorage.getItem(STORE_KEY) ?? '');
  const [selected, setSelected] = useState<string | null>(null);
  // The order being paid, kept apart from the floor: once paid, the floor shows its table free while the receipt stays.
  const [paying, setPaying] = useState<{ orderId: string; name: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const floor = useFloor(warehouseId);
  const open = useOpenTable();
  const tables = floor.data?.tables ?? [];
  const table = tables.find((x) => x.deskId === selected) ?? null;

  const chooseStore = (id: string) => {
    localStorage.setItem(STORE_KEY, id);
    setWarehouseId(id);
    setSelected(null);
  };
  const pick = async (x: FloorTable) => {
    setRefusal(null);
    if (x.order) return setSelected(x.deskId);
    try {
      await open.mutateAsync({ deskId: x.deskId, guests: null });
      setSelected(x.deskId);
    } catch (e) {
      setRefusal(errorMessage(e));
    }
  };

  if (paying) {
    return (
      <RetailCheckout
        variant="plain"
        orderId={paying.orderId}
        title={t('restaurant.floor.payTable', { name: paying.name })}
        table={paying.name}
        back={(paid) => (
          <button type="button" className="btn" onClick={() => (setPaying(null), setSelected(null))}>
            {paid ? t('restaurant.floor.nextTable') : t('restaurant.floor.backToFloor')}
          </button>
        )}
      />
    );
  }

  const areas = [...new Set(tables.map((x) => x.area))];
  return (
    <section className="page restaurant-floor" aria-labelledby="restaurant-title">
      <h1 id="restaurant-title" className="page-title">
        {t('route.SalePayRetailRestaurant')}
      </h1>
      <FilterBar>
        <WarehouseSelect label={t('restaurant.desk.store')} value={warehouseId} onChange={chooseStore} />
      </FilterBar>
      <LoadError error={floor.error} />
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
      {!warehouseId && <p className="empty">{t('restaurant.floor.chooseStore')}</p>}
      {warehouseId && floor.data && tables.length === 0 && <p className="empty">{t('restaurant.floor.noTables')}</p>}
      {areas.map((area) => (
        <section key={area} className="floor-area" aria-label={area || t('restaurant.floor.noArea')}>
          <h2>{area || t('restaurant.floor.noArea')}</h2>
          <ul className="floor-tiles">
            {tables
              .filter((x) => x.area === area)
              .map((x) => (
                <li key={x.deskId}>
                  <Tile table={x} selected={x.deskId === selected} busy={open.isPending} onPick={() => void pick(x)} />
                </li>
              ))}
          </ul>
        </section>
      ))}
      {table?.order && <TableOrder key={table.order.orderId} table={table} onPay={() => setPaying({ orderId: table.order!.orderId, name: table.name })} />}
    </section>
  );
}

function Tile({ table, selected, busy, onPick }: { table: FloorTable; selected: boolean; busy: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  const { amount } = useMoney();
  const o = table.order;
  const minutes = useMinutesSince(o?.openedAt ?? null);
  return (
    <button type="button" className={`floor-tile ${o ? 'occupied' : 'free'}${selected ? ' selected' : ''}`} aria-pressed={selected} disabled={busy && !o} onClick={onPick} data-testid="floor-tile">
      <strong>{table.name}</strong>
      <span className="tile-state">{o ? t('restaurant.floor.occupied') : t('restaurant.floor.free')}</span>
      {o ? (
        <>
          <span>{amount(o.total, o.currency)}</span>
          {o.guests !== null && <span>{t('restaurant.floor.guests', { count: o.guests })}</span>}
          <span>{t('restaurant.floor.minutesOpen', { count: minutes })}</span>
          <span className="muted">{t('restaurant.floor.openedBy', { name: o.openedBy })}</span>
        </>
      ) : (
        <span className="muted">{t('restaurant.floor.seats', { count: table.seats })}</span>
      )}
    </button>
  );
}

/** Whole minutes since an instant, moving on every half minute. */
function useMinutesSince(at: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return at ? Math.max(0, Math.floor((now - Date.parse(at)) / 60_000)) : 0;
}

function TableOrder({ table, onPay }: { table: FloorTable; onPay: () => void }) {
  const { t } = useTranslation();
  const { money, amount, quantity } = useMoney();
  const unitLabel = useUnitLabel();
  const order = useSaleOrder(table.order!.orderId);
  const add = useSaleCommand(saleCommands.addLine);
  const [scanText, setScanText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const o = order.data;
  const scan = async () => {
    const parsed = parseScan(scanText);
    if (!parsed || !o) return;
    setError(null);
    try {
      await add.mutateAsync([o, { scan: parsed.scan, quantity: parsed.quantity }]);
      setScanText('');
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <section className="card table-order" aria-label={t('restaurant.floor.orderOf', { name: table.name })}>
      <h2>
        {t('restaurant.floor.orderOf', { name: table.name })} · {table.order!.number}
      </h2>
      <LoadError error={order.error} />
      {o && (
        <>
          <FilterBar onSubmit={() => void scan()}>
            <TextFilter label={t('restaurant.floor.scan')} value={scanText} onChange={setScanText} autoFocus />
          </FilterBar>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          {o.lines.length === 0 ? (
            <p className="empty">{t('restaurant.floor.noLines')}</p>
          ) : (
            <table className="table" aria-label={t('restaurant.floor.lines')}>
              <tbody>
                {o.lines.map((l) => (
                  <tr key={l.lineId}>
                    <td>{l.name}</td>
                    <td className="num">
                      {quantity(l.quantity)} {unitLabel(l.unit)}
                    </td>
                    <td className="num">{money(l.amount, o.header.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p>
            {t('restaurant.floor.total')}: <strong data-testid="table-total">{amount(o.total, o.header.currency)}</strong>
          </p>
          <button type="button" className="btn btn-primary" disabled={o.lines.length === 0} onClick={onPay}>
            {t('restaurant.floor.pay')}
          </button>
        </>
      )}
    </section>
  );
}
