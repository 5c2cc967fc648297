import { SHELF_LIFE_STATUSES } from '@tradedesk/contracts/reports/stock-profit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsOf, SelectFilter, TextFilter } from '../../../components/filters/FilterBar';
import { exportPages } from '../../../components/list/list-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useMoney } from '../../../lib/money';
import { getShelfLife, type ShelfLifeParams, type ShelfLifeRow, type ShelfLifeStatus, useShelfLife } from '../api/stock-profit';

/**
 * Shelf life (route ReportShelfLife, /report/shelf-life; docs/report-stock-profit.md): the stock
 * on hand of products with a shelf life split into the receipts it came from (first in, first
 * out), each with its expiry day, days left and status (expired, expiring within N days, fine),
 * soonest first. Filters in the address; a bar chart of the value per status beside the table;
 * Excel gets every row.
 */
export default function ReportShelfLife() {
  const { t } = useTranslation();
  const { stock, stockValue, costCurrency } = useMoney();
  const report = useReportState({ preset: null, filters: { within: '30', status: '', warehouseId: '' } }, 200);
  const status = (SHELF_LIFE_STATUSES as readonly string[]).includes(report.filters.status) ? (report.filters.status as ShelfLifeStatus) : undefined;
  const within = /^\d+$/.test(report.filters.within.trim()) ? report.filters.within.trim() : '';
  const params: Omit<ShelfLifeParams, 'limit' | 'offset'> = { ...filterParams({ within, warehouseId: report.filters.warehouseId }), ...(status ? { status } : {}) };
  const query = useShelfLife({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;

  const columns = useMemo<GridColumn<ShelfLifeRow>[]>(
    () => [
      { id: 'code', header: t('reports.col.code'), value: (r) => r.code ?? r.productId, width: 130, lockVisible: true },
      { id: 'name', header: t('reports.col.product'), value: (r) => r.name ?? '', flex: 1 },
      { id: 'warehouse', header: t('reports.col.warehouse'), value: (r) => `${r.warehouseCode ?? ''} · ${r.warehouseName ?? ''}`, width: 170 },
      { id: 'received', header: t('stockProfit.col.received'), value: (r) => r.receivedDay, width: 120 },
      { id: 'document', header: t('stockProfit.col.document'), value: (r) => `${t(`stockProfit.kind.${r.kind}`, { defaultValue: r.kind })} ${r.document}`, width: 170 },
      { id: 'quantity', header: t('reports.col.quantity'), value: (r) => r.quantity, format: (v) => stock(v as string), kind: 'decimal', width: 110 },
      { id: 'value', header: `${t('reports.col.value')} (${costCurrency})`, value: (r) => r.value, format: (v) => stockValue(v as string), kind: 'decimal', width: 130 },
      { id: 'shelfLife', header: t('stockProfit.col.shelfLifeDays'), value: (r) => r.shelfLifeDays, kind: 'number', width: 110 },
      { id: 'expiry', header: t('stockProfit.col.expiry'), value: (r) => r.expiryDay, width: 120 },
      { id: 'daysLeft', header: t('stockProfit.col.daysLeft'), value: (r) => r.daysLeft, kind: 'number', width: 100 },
      { id: 'status', header: t('stockProfit.col.status'), value: (r) => t(`stockProfit.status.${r.status}`), width: 130 },
    ],
    [t, stock, stockValue, costCurrency],
  );
  const byStatus = data ? SHELF_LIFE_STATUSES.map((s) => ({ status: s, ...data.totals[s] })) : [];

  return (
    <ReportPage<ShelfLifeRow>
      titleId="report-shelf-life-title"
      title={t('route.ReportShelfLife')}
      filters={
        <>
          <TextFilter label={t('stockProfit.filter.within')} size={5} maxLength={4} value={report.filters.within} onChange={(v) => report.set({ within: v })} />
          <SelectFilter label={t('stockProfit.col.status')} allLabel={t('stockProfit.all')} options={optionsOf(SHELF_LIFE_STATUSES, (s) => t(`stockProfit.status.${s}`))} value={status ?? ''} onChange={(v) => report.set({ status: v })} />
          <WarehouseSelect label={t('reports.filter.warehouse')} allowAll {...report.bind('warehouseId')} />
        </>
      }
      help={data?.day ? t('stockProfit.shelf.help', { day: data.day, within: data.within }) : undefined}
      totals={byStatus.map((s) => ({ label: `${t(`stockProfit.status.${s.status}`)} (${costCurrency})`, value: `${stock(s.quantity)} · ${stockValue(s.value)}` }))}
      chart={{
        title: t('stockProfit.shelf.chart'),
        label: (r) => `${r.code ?? r.productId} · ${r.warehouseCode ?? ''} · ${r.receivedDay}`,
        series: [{ label: `${t('reports.col.value')} (${costCurrency})`, value: (r) => r.value }],
        format: (v) => stockValue(v),
        rows: data?.rows.slice(0, 20),
      }}
      query={query}
      table="reportShelfLife"
      columns={columns}
      rows={data?.rows}
      getRowId={(r) => `${r.productId}:${r.warehouseId}:${r.receivedDay}:${r.document}:${r.kind}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(({ limit, offset }) => getShelfLife({ ...params, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
