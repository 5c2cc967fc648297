import type { Product } from '@tradedesk/contracts/catalog/products';
import { packingBreakdown, unitLabel, type UnitKey } from '@tradedesk/contracts/catalog/units';
import type { StockRow } from '@tradedesk/contracts/inventory/stock';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, pageOffset } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { asOfInstant } from '@tradedesk/contracts/platform/company-time';
import { DayInput } from '../../../components/form/DayInput';
import { getStockOnHand, useStockOnHand } from '../api/stock';
import { getStockZones, useStockZones } from '../api/stock-views';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { ZoneSelect } from '../../../components/pickers/ZoneSelect';
import { useStockFormat } from '../use-stock-decimals';
import { useMoney } from '../../../lib/money';
import { useSession } from '../../../stores/session';
import { settingValue } from '../../../lib/settings';
import { useCompanyOffset, useCompanyTime } from '../../../lib/company-time';

/** What both views show: the answers carry the names, so any number of products is labelled. */
interface Row {
  key: string;
  warehouse: string;
  zone: string;
  code: string;
  name: string;
  unitLabel: string;
  quantity: string;
  /** Only the per-warehouse view has them (the zone read model keeps quantities alone). */
  packings?: StockRow['packings'];
  value?: string;
}

/**
 * Stock on hand (route ProductStock, /product/stock): per warehouse and product, now or as of a
 * moment; or per zone (stock of each zone now, from the zone read model).
 */
export default function ProductStock() {
  const { t } = useTranslation();
  const companyTime = useCompanyTime();
  const [warehouseId, setWarehouseId] = useState('');
  const [zoneId, setZoneId] = useState('');
  const [byZone, setByZone] = useState(false);
  const [product, setProduct] = useState<Product | null>(null);
  const [asOf, setAsOf] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(200);
  const ids = { asOf: useId(), byZone: useId() };
  const fmt = useStockFormat();
  const { stockValue, costCurrency } = useMoney();
  const settings = useSession((s) => s.settings);
  // The company's unit names (BoxUnit, ...; docs/inventory.md "Units and packings"), else the generic ones.
  const unitName = useMemo(() => {
    const labels = Object.fromEntries(['BoxUnit', 'BigBagUnit', 'BagUnit', 'UnitUnit'].map((k) => [k, String(settingValue(settings, k) ?? '')]));
    return (unit: UnitKey, own: string) => (unit === 'unit' ? own || unitLabel(labels, unit) : unitLabel(labels, unit)) || t(`product.units.${unit}`);
  }, [settings, t]);
  const inPackings = useCallback(
    (r: Row) => (r.packings && Object.values(r.packings).some(Boolean) ? packingBreakdown(r.quantity, r.packings).map((p) => `${fmt(p.quantity)} ${unitName(p.unit, r.unitLabel)}`).join(' + ') : ''),
    [fmt, unitName],
  );
  // 'As of' is the company's wall clock: 2026-11-24 22:03 means 22:03 where the company is, not in this browser.
  const offset = useCompanyOffset();
  const asOfIso = asOf ? asOfInstant(asOf.replace(' ', 'T'), offset).toISOString() : undefined;
  const paging = { limit, offset: pageOffset(page, limit) };
  const warehouseQuery = { warehouseId: warehouseId || undefined, productId: product?.id, asOf: asOfIso };
  const zoneQuery = { warehouseId: warehouseId || undefined, zoneId: zoneId || undefined, productId: product?.id };
  const warehouseList = useStockOnHand({ ...warehouseQuery, ...paging }, !byZone);
  const zoneList = useStockZones({ ...zoneQuery, ...paging }, byZone);
  const list = byZone ? zoneList : warehouseList;
  const noZone = t('zoneStock.noZone');

  const rows = useMemo<Row[] | undefined>(
    () => (byZone ? zoneList.data?.rows.map((r) => zoneRow(r, noZone)) : warehouseList.data?.rows.map(warehouseRow)),
    [byZone, zoneList.data, warehouseList.data, noZone],
  );
  const exportAll = byZone
    ? exportPages(({ limit: l, offset }) => getStockZones({ ...zoneQuery, limit: l, offset }), (a) => a.rows.map((r) => zoneRow(r, noZone)), (a) => a.total)
    : exportPages(({ limit: l, offset }) => getStockOnHand({ ...warehouseQuery, limit: l, offset }), (a) => a.rows.map(warehouseRow), (a) => a.total);
  const columns = useMemo<GridColumn<Row>[]>(
    () => [
      { id: 'warehouse', header: t('stock.warehouse'), value: (r) => r.warehouse, width: 180 },
      ...(byZone ? [{ id: 'zone', header: t('zoneStock.zone'), value: (r: Row) => r.zone, width: 150 }] : []),
      { id: 'code', header: t('product.code'), value: (r) => r.code, width: 130, lockVisible: true },
      { id: 'name', header: t('product.name'), value: (r) => r.name, width: 220 },
      { id: 'unitLabel', header: t('count.unitLabel'), value: (r) => r.unitLabel, width: 80 },
      { id: 'quantity', header: t('stock.quantity'), value: (r) => r.quantity, format: (v) => fmt(v), kind: 'decimal', width: 120 },
      ...(byZone
        ? []
        : [
            { id: 'inPackings', header: t('stock.inPackings'), value: (r: Row) => inPackings(r), width: 200 },
            { id: 'value', header: t('stock.valueIn', { currency: costCurrency }), value: (r: Row) => r.value ?? '', format: (v: unknown) => stockValue(v as string), kind: 'decimal' as const, width: 130 },
          ]),
    ],
    [t, fmt, byZone, inPackings, stockValue, costCurrency],
  );

  return (
    <ListPage<Row>
      titleId="product-stock-title"
      title={t('route.ProductStock')}
      filters={
        <>
          <FilterBar>
            <WarehouseSelect label={t('stock.warehouse')} value={warehouseId} onChange={(v) => (setWarehouseId(v), setZoneId(''), setPage(1))} allowAll />
            <ProductPicker label={t('stock.product')} value={product} onPick={(p) => (setProduct(p), setPage(1))} allowAll />
            <div className="field field-switch">
              <label htmlFor={ids.byZone}>
                <input id={ids.byZone} type="checkbox" role="switch" checked={byZone} onChange={(e) => (setByZone(e.target.checked), setZoneId(''), setPage(1))} />
                {t('zoneStock.byZone')}
              </label>
            </div>
            {byZone ? (
              <ZoneSelect label={t('zoneStock.zone')} warehouseId={warehouseId} value={zoneId} onChange={(v) => (setZoneId(v), setPage(1))} emptyLabel={t('form.all')} withNoZone />
            ) : (
              <div className="field">
                <label htmlFor={ids.asOf}>{t('stock.asOf')}</label>
                <DayInput id={ids.asOf} withTime value={asOf} onChange={(v) => (setAsOf(v), setPage(1))} />
              </div>
            )}
          </FilterBar>
          {byZone && <p className="muted">{t('zoneStock.help')}</p>}
          {!byZone && warehouseList.data?.asOf && <p className="muted">{t('stock.showingAsOf', { when: companyTime(warehouseList.data.asOf, { seconds: true }) })}</p>}
        </>
      }
      query={list}
      gridKey={byZone ? 'zones' : 'warehouses'}
      table={byZone ? 'productStockZones' : 'productStock'}
      columns={columns}
      rows={rows}
      getRowId={(r) => r.key}
      pager={{ page, limit, total: list.data?.total ?? 0, onPage: setPage, onLimit: (n) => (setLimit(n), setPage(1)) }}
      exportAll={exportAll}
    />
  );
}

const label = (code: string | null, name: string | null, id: string) => (code ? `${code} · ${name ?? ''}` : id);

/** A stock row as the grid shows it, per warehouse... */
function warehouseRow(r: Awaited<ReturnType<typeof getStockOnHand>>['rows'][number]): Row {
  return {
    key: `${r.warehouseId}/${r.productId}`,
    warehouse: label(r.warehouseCode, r.warehouseName, r.warehouseId),
    zone: '',
    code: r.code ?? r.productId,
    name: r.name ?? '',
    unitLabel: r.unitLabel,
    quantity: r.quantity,
    packings: r.packings,
    value: r.value,
  };
}

/** ...or per shelf (`noZone` names the stock on no shelf). */
function zoneRow(r: Awaited<ReturnType<typeof getStockZones>>['rows'][number], noZone: string): Row {
  return {
    key: `${r.warehouseId}/${r.zoneId ?? ''}/${r.productId}`,
    warehouse: label(r.warehouseCode, r.warehouseName, r.warehouseId),
    zone: r.zoneId ? label(r.zoneCode, r.zoneName, r.zoneId) : noZone,
    code: r.code ?? r.productId,
    name: r.name ?? '',
    unitLabel: r.unitLabel,
    quantity: r.quantity,
  };
}
