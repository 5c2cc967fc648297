import { displayDay } from '@tradedesk/contracts/platform/company-time';
import type { WarehouseDashboardRow } from '@tradedesk/contracts/reports/dashboards';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FilterBar } from '../../../components/filters/FilterBar';
import { DayInput } from '../../../components/form/DayInput';
import { ListPage } from '../../../components/list/ListPage';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { useWarehouseDashboard } from '../api/warehouse-dashboard';
import '../dashboards.css';

/**
 * Warehouse dashboard (route WarehouseDashb, /main-control/WarehouseDashboard; docs/dashboards.md
 * "Warehouse dashboard"): per warehouse the stock value, products in stock, out of stock and below
 * minimum, the day's movements in and out and its sales; a chart of the day's units in and out with
 * the grid beside it. Live on stock and sales changes.
 */
export default function WarehouseDashb() {
  const { t } = useTranslation();
  const { money, quantity } = useMoney();
  const [day, setDay] = useState('');
  const view = useWarehouseDashboard(day ? { day } : {});
  const d = view.data;
  const base = d?.baseCurrency ?? '';
  const cost = d?.costCurrency ?? '';
  const columns = useMemo<GridColumn<WarehouseDashboardRow>[]>(
    () => [
      { id: 'code', header: t('dashboards.col.code'), value: (r) => r.code, width: 110, lockVisible: true },
      { id: 'name', header: t('dashboards.col.warehouse'), value: (r) => r.name, flex: 1 },
      ...(d?.seesCost
        ? [{ id: 'stockValue', header: t('dashboards.col.stockValue', { currency: cost }), value: (r: WarehouseDashboardRow) => r.stockValue ?? '', kind: 'decimal' as const, width: 150, format: (_v: unknown, r: WarehouseDashboardRow) => money(r.stockValue, cost) }]
        : []),
      { id: 'productsInStock', header: t('dashboards.col.productsInStock'), value: (r) => r.productsInStock, kind: 'number', width: 120 },
      { id: 'outOfStock', header: t('dashboards.col.outOfStock'), value: (r) => r.outOfStock, kind: 'number', width: 110 },
      { id: 'belowMinimum', header: t('dashboards.col.belowMinimum'), value: (r) => r.belowMinimum, kind: 'number', width: 120 },
      { id: 'inLines', header: t('dashboards.col.inLines'), value: (r) => r.inLines, kind: 'number', width: 90 },
      { id: 'inQuantity', header: t('dashboards.col.inQuantity'), value: (r) => r.inQuantity, kind: 'decimal', width: 100, format: (_v, r) => quantity(r.inQuantity) },
      { id: 'outLines', header: t('dashboards.col.outLines'), value: (r) => r.outLines, kind: 'number', width: 90 },
      { id: 'outQuantity', header: t('dashboards.col.outQuantity'), value: (r) => r.outQuantity, kind: 'decimal', width: 100, format: (_v, r) => quantity(r.outQuantity) },
      { id: 'sales', header: t('dashboards.col.salesIn', { currency: base }), value: (r) => r.salesAmount, kind: 'decimal', width: 130, format: (_v, r) => money(r.salesAmount, base) },
      { id: 'orders', header: t('dashboards.orders'), value: (r) => r.salesOrders, kind: 'number', width: 80 },
    ],
    [t, money, quantity, base, cost, d?.seesCost],
  );
  const points = useMemo(() => (d?.rows ?? []).map((r) => ({ code: r.code, in: Number(r.inQuantity), out: Number(r.outQuantity) })), [d]);
  return (
    <ListPage<WarehouseDashboardRow>
      titleId="warehouse-dashboard-title"
      title={t('route.WarehouseDashb')}
      intro={<p className="muted">{t('dashboards.warehouseIntro')}</p>}
      filters={
        <FilterBar>
          <div className="field">
            <label htmlFor="warehouse-dashboard-day">{t('dashboards.col.day')}</label>
            <DayInput id="warehouse-dashboard-day" value={day || d?.day || ''} onChange={setDay} />
          </div>
        </FilterBar>
      }
      query={view}
      summary={
        d && (
          <article className="card" aria-labelledby="warehouse-moves">
            <h2 id="warehouse-moves">{t('dashboards.movementsOf', { day: displayDay(d.day) })}</h2>
            <div className="dash-chart-canvas" role="img" aria-label={t('dashboards.movementsOf', { day: displayDay(d.day) })}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="code" fontSize={11} />
                  <YAxis fontSize={11} width={60} />
                  <Tooltip formatter={(value, name) => [quantity(String(value)), name === 'in' ? t('dashboards.col.inQuantity') : t('dashboards.col.outQuantity')]} />
                  <Legend formatter={(name) => (name === 'in' ? t('dashboards.col.inQuantity') : t('dashboards.col.outQuantity'))} />
                  <Bar dataKey="in" fill="#59a14f" />
                  <Bar dataKey="out" fill="#e15759" />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </article>
        )
      }
      gridKey={String(d?.seesCost)}
      columns={columns}
      rows={d?.rows}
      getRowId={(r) => r.warehouseId}
    />
  );
}
