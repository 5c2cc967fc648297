import { displayDay } from '@tradedesk/contracts/platform/company-time';
import type { UnsalableRow } from '@tradedesk/contracts/reports/dashboards';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, TextFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { useUnsalable } from '../api/unsalable';
import '../dashboards.css';

const DEFAULT_DAYS = 60;
const LIMIT = 1000;
/** A whole number in [min, max] typed in a filter, or null while it is not one. */
const whole = (text: string, min: number, max: number) => (/^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null);

/**
 * Unsalable stock (route BossUnsalable, /main-control/boss-unsalable; docs/dashboards.md
 * "Unsalable stock"): products with stock and no sale for N days (N chosen here, 60 by default), or
 * with a sell-through below a percent, by stock value; Excel from the grid.
 */
export default function BossUnsalable() {
  const { t } = useTranslation();
  const { money, quantity, stock } = useMoney();
  const [daysText, setDaysText] = useState(String(DEFAULT_DAYS));
  const [percentText, setPercentText] = useState('');
  const [warehouseId, setWarehouseId] = useState('');
  const days = whole(daysText, 1, 3650);
  const percent = percentText.trim() === '' ? undefined : whole(percentText, 0, 100);
  const q = days !== null && percent !== null ? { days, sellThrough: percent, warehouseId: warehouseId || undefined, limit: LIMIT } : null;
  const list = useUnsalable(q);
  const d = list.data;
  const currency = d?.costCurrency ?? '';
  const columns = useMemo<GridColumn<UnsalableRow>[]>(
    () => [
      { id: 'code', header: t('dashboards.col.code'), value: (r) => r.code, width: 120, lockVisible: true },
      { id: 'name', header: t('dashboards.col.product'), value: (r) => r.name, flex: 1 },
      { id: 'onHand', header: t('dashboards.col.onHand'), value: (r) => r.onHand, kind: 'decimal', width: 100, format: (_v, r) => stock(r.onHand) },
      { id: 'stockValue', header: t('dashboards.col.stockValue', { currency }), value: (r) => r.stockValue, kind: 'decimal', width: 150, format: (_v, r) => money(r.stockValue, currency) },
      { id: 'sold', header: t('dashboards.col.sold'), value: (r) => r.sold, kind: 'decimal', width: 120, format: (_v, r) => quantity(r.sold) },
      { id: 'sellThrough', header: t('dashboards.col.sellThrough'), value: (r) => r.sellThrough, kind: 'number', width: 110 },
      { id: 'lastSale', header: t('dashboards.col.lastSale'), value: (r) => r.lastSaleDay ?? '', width: 110, format: (_v, r) => (r.lastSaleDay ? displayDay(r.lastSaleDay) : t('dashboards.never')) },
      { id: 'daysSince', header: t('dashboards.col.daysSince'), value: (r) => r.daysSinceSale ?? '', width: 110, format: (_v, r) => (r.daysSinceSale === null ? t('dashboards.never') : String(r.daysSinceSale)) },
      { id: 'reason', header: t('dashboards.col.reason'), value: (r) => t(`dashboards.reason.${r.reason}`), width: 130 },
    ],
    [t, money, quantity, stock, currency],
  );
  return (
    <ListPage<UnsalableRow>
      titleId="boss-unsalable-title"
      title={t('route.BossUnsalable')}
      intro={<p className="muted">{t('dashboards.unsalableIntro')}</p>}
      filters={
        <FilterBar>
          <TextFilter label={t('dashboards.daysWithoutSale')} value={daysText} onChange={setDaysText} maxLength={4} />
          <TextFilter label={t('dashboards.sellThroughBelow')} value={percentText} onChange={setPercentText} maxLength={3} />
          <WarehouseSelect label={t('dashboards.col.warehouse')} value={warehouseId} onChange={setWarehouseId} allowAll />
        </FilterBar>
      }
      query={list}
      summary={
        d && (
          <div className="muted" data-testid="unsalable-summary">
            <p>{t('dashboards.window', { from: displayDay(d.from), to: displayDay(d.day) })}</p>
            <p>{t('dashboards.unsalableSummary', { count: String(d.total), value: money(d.stockValue, currency), currency })}</p>
          </div>
        )
      }
      gridKey={currency}
      columns={columns}
      rows={d?.rows}
      getRowId={(r) => r.productId}
    />
  );
}
