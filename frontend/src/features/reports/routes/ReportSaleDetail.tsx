import { SALE_DETAIL_SORTS, type SaleDetailSort } from '@tradedesk/contracts/reports/report-details';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckFilter, optionsOf, SelectFilter, TextFilter } from '../../../components/filters/FilterBar';
import { exportPages } from '../../../components/list/list-state';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ReportPage } from '../../../components/report/ReportPage';
import { filterParams, periodParams } from '../../../components/report/report-url';
import { useReportState } from '../../../components/report/use-report-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { useCompanyTime } from '../../../lib/company-time';
import { useMoney } from '../../../lib/money';
import { getSaleDetail, type SaleDetailParams, type SaleDetailRow, useSaleDetail } from '../api/report-details';
import { DetailCategorySelect, DetailCustomerSelect, DetailSalespersonSelect } from '../components/DetailFilterSelects';

/** A line as the grid shows it: with the currencies its figures are in. */
type Row = SaleDetailRow & { baseCurrency: string; costCurrency: string };
const GIFT_CHOICES = ['true', 'false'] as const;

/**
 * Sale detail (route ReportSaleDetail, /report/sale-detail; docs/report-details.md "Sale detail"):
 * every line of every sale order committed in the period with its order, day, customer,
 * salesperson, warehouse, product, quantity, price, discount, gift flag, amount in the base
 * currency and, for who may see profit, cost and profit. Filters, order and page in the address;
 * totals over every line; Excel gets every line.
 */
export default function ReportSaleDetail() {
  const { t } = useTranslation();
  const { amount, money, quantity, price } = useMoney();
  const when = useCompanyTime();
  const report = useReportState(
    { preset: 'month', filters: { customerId: '', walkIn: '', product: '', categoryId: '', salespersonId: '', warehouseId: '', gift: '', sort: 'at', desc: '' } },
    200,
  );
  const f = report.filters;
  const sort = ((SALE_DETAIL_SORTS as readonly string[]).includes(f.sort) ? f.sort : 'at') as SaleDetailSort;
  const gift = (GIFT_CHOICES as readonly string[]).includes(f.gift) ? f.gift : '';
  const params: Omit<SaleDetailParams, 'limit' | 'offset'> = {
    ...periodParams(report.period),
    ...filterParams({ customerId: f.walkIn === 'true' ? '' : f.customerId, product: f.product.trim(), categoryId: f.categoryId, salespersonId: f.salespersonId, warehouseId: f.warehouseId, gift }),
    ...(f.walkIn === 'true' ? { walkIn: 'true' as const } : {}),
    sort,
    ...(f.desc === 'true' ? { desc: 'true' as const } : {}),
  };
  const query = useSaleDetail({ ...params, limit: report.limit, offset: report.offset });
  const data = query.data;
  const base = data?.currency ?? '';
  const cost = data?.costCurrency ?? '';
  const seesProfit = !!data && data.totals.profit !== null;
  const rows = useMemo(() => data?.rows.map((r): Row => ({ ...r, baseCurrency: base, costCurrency: cost })), [data, base, cost]);

  const columns = useMemo<GridColumn<Row>[]>(() => {
    const cols: GridColumn<Row>[] = [
      { id: 'number', header: t('reportDetails.col.order'), value: (r) => r.number, width: 150, lockVisible: true },
      { id: 'at', header: t('reportDetails.col.day'), value: (r) => r.at, format: (v) => when(v as string), width: 150 },
      { id: 'customer', header: t('reportDetails.filter.customer'), value: (r) => (r.customerId ? `${r.customerCode ?? ''} · ${r.customerName ?? ''}` : t('reportDetails.walkIn')), width: 180 },
      { id: 'salesperson', header: t('reportDetails.filter.salesperson'), value: (r) => r.salespersonName ?? r.salespersonId, width: 130 },
      { id: 'warehouse', header: t('reports.col.warehouse'), value: (r) => r.warehouseCode ?? r.warehouseId, width: 110, hiddenByDefault: true },
      { id: 'code', header: t('reports.col.code'), value: (r) => r.code, width: 120 },
      { id: 'name', header: t('reports.col.product'), value: (r) => r.name, width: 200 },
      { id: 'quantity', header: t('reports.col.quantity'), value: (r) => r.quantity, format: (v) => quantity(v as string), kind: 'decimal', width: 100 },
      { id: 'unit', header: t('reportDetails.col.unit'), value: (r) => r.unit, width: 80, hiddenByDefault: true },
      { id: 'price', header: t('reportDetails.col.price'), value: (r) => r.price, format: (v, r) => price(v as string, r.currency), kind: 'decimal', width: 110 },
      { id: 'currency', header: t('reportDetails.col.currency'), value: (r) => r.currency, width: 80, hiddenByDefault: true },
      { id: 'discount', header: t('reportDetails.col.discount'), value: (r) => r.discount, kind: 'decimal', width: 90 },
      { id: 'gift', header: t('reportDetails.col.gift'), value: (r) => (r.gift ? t('reportDetails.yes') : ''), width: 80 },
      { id: 'amount', header: t('reportDetails.col.amount'), value: (r) => r.amount, format: (v, r) => amount(v as string, r.baseCurrency), kind: 'decimal', width: 140 },
    ];
    if (seesProfit) {
      cols.push(
        { id: 'cost', header: t('reportDetails.col.cost'), value: (r) => r.cost ?? '', format: (v, r) => amount(v as string, r.costCurrency), kind: 'decimal', width: 130 },
        { id: 'profit', header: t('reportDetails.col.profit'), value: (r) => r.profit ?? '', format: (v, r) => amount(v as string, r.costCurrency), kind: 'decimal', width: 130 },
      );
    }
    return cols;
  }, [t, when, amount, quantity, price, seesProfit]);

  return (
    <ReportPage<Row>
      titleId="report-sale-detail-title"
      title={t('route.ReportSaleDetail')}
      period={{ value: report.period, onChange: report.setPeriod }}
      filters={
        <>
          <DetailCustomerSelect {...report.bind('customerId')} />
          <CheckFilter label={t('reportDetails.filter.walkIn')} checked={f.walkIn === 'true'} onChange={(v) => report.set({ walkIn: v ? 'true' : '' })} />
          <TextFilter label={t('reportDetails.filter.product')} value={f.product} onChange={(v) => report.set({ product: v })} />
          <DetailCategorySelect {...report.bind('categoryId')} />
          <DetailSalespersonSelect {...report.bind('salespersonId')} />
          <WarehouseSelect label={t('reports.filter.warehouse')} allowAll {...report.bind('warehouseId')} />
          <SelectFilter label={t('reportDetails.col.gift')} allLabel={t('form.all')} options={optionsOf(GIFT_CHOICES, (g) => t(`reportDetails.gift.${g}`))} value={gift as '' | 'true' | 'false'} onChange={(v) => report.set({ gift: v })} />
          <SelectFilter label={t('reportDetails.filter.sort')} options={optionsOf(SALE_DETAIL_SORTS, (s) => t(`reportDetails.sort.${s}`))} value={sort} onChange={(v) => report.set({ sort: v })} />
          <CheckFilter label={t('reportDetails.filter.desc')} checked={f.desc === 'true'} onChange={(v) => report.set({ desc: v ? 'true' : '' })} />
        </>
      }
      help={t('reportDetails.sale.help')}
      totals={
        data
          ? [
              { label: t('reportDetails.total.lines'), value: String(data.totals.lines) },
              { label: t('reportDetails.total.orders'), value: String(data.totals.orders) },
              { label: t('reportDetails.total.quantity'), value: quantity(data.totals.baseQuantity) },
              { label: t('reportDetails.total.gifts'), value: quantity(data.totals.giftQuantity) },
              { label: `${t('reportDetails.col.amount')} (${base})`, value: money(data.totals.amount, base) },
              ...(data.totals.cost !== null && data.totals.profit !== null
                ? [
                    { label: `${t('reportDetails.col.cost')} (${cost})`, value: money(data.totals.cost, cost) },
                    { label: `${t('reportDetails.col.profit')} (${cost})`, value: money(data.totals.profit, cost) },
                  ]
                : []),
            ]
          : undefined
      }
      query={query}
      table="reportSaleDetail"
      columns={columns}
      rows={rows}
      getRowId={(r) => `${r.orderId}-${r.line}`}
      pager={report.pager(data?.total)}
      exportAll={exportPages(
        async ({ limit, offset }) => {
          const page = await getSaleDetail({ ...params, limit, offset });
          return { ...page, rows: page.rows.map((r): Row => ({ ...r, baseCurrency: page.currency, costCurrency: page.costCurrency })) };
        },
        (a) => a.rows,
        (a) => a.total,
      )}
    />
  );
}
