import { WAYBILL_STATUSES, type WaybillStatus } from '@tradedesk/contracts/purchasing/sea-waybill';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ANY_TIME, type DateRange, rangeDays } from '../../../components/filters/date-range';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar, optionsOf, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { chosen, exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { getWaybills, useWaybills, type WaybillRow } from '../api/ocean-shipping';

interface Filters {
  search: string;
  status: WaybillStatus | '';
  eta: DateRange;
}

const editPath = (id: string) => `/purchase/ocean-shipping/new?id=${encodeURIComponent(id)}`;

/** Sea waybills (route OceanShipping, /purchase/ocean-shipping): the list with filters and Excel export. */
export default function OceanShipping() {
  const { t } = useTranslation();
  const { filters, bind, page, limit, pager } = useListFilters<Filters>({ search: '', status: '', eta: ANY_TIME });
  const eta = rangeDays(filters.eta);
  const query = { search: searchText(filters.search), status: chosen(filters.status) ?? ('all' as const), etaFrom: eta.from, etaTo: eta.to };
  const list = useWaybills({ ...query, page, limit });

  const columns = useMemo<GridColumn<WaybillRow>[]>(
    () => [
      { id: 'number', header: t('shipping.number'), value: (r) => r.number, render: (r) => <Link to={editPath(r.id)}>{r.number}</Link>, width: 160, lockVisible: true },
      { id: 'blNumber', header: t('shipping.blNumber'), value: (r) => r.blNumber, width: 160 },
      { id: 'status', header: t('shipping.status'), value: (r) => t(`shipping.statuses.${r.status}`), width: 110 },
      { id: 'costTotal', header: t('shipping.costTotal'), value: (r) => r.costTotal, kind: 'decimal', width: 120 },
      { id: 'costCurrency', header: t('shipping.costCurrency'), value: (r) => r.costCurrency ?? '', width: 90 },
      { id: 'allocated', header: t('shipping.allocated'), value: (r) => t(`shipping.allocatedStates.${r.allocated}`), width: 120 },
      { id: 'eta', header: t('shipping.eta'), value: (r) => r.eta ?? '', kind: 'date', width: 110 },
      { id: 'etd', header: t('shipping.etd'), value: (r) => r.etd ?? '', kind: 'date', width: 110 },
      { id: 'containers', header: t('shipping.containers'), value: (r) => r.containers.join(', '), width: 180 },
      { id: 'carrier', header: t('shipping.carrier'), value: (r) => r.carrier, width: 120 },
      { id: 'portOfLoading', header: t('shipping.portOfLoading'), value: (r) => r.portOfLoading, width: 120 },
      { id: 'portOfDischarge', header: t('shipping.portOfDischarge'), value: (r) => r.portOfDischarge, width: 120 },
      { id: 'orders', header: t('shipping.orders'), value: (r) => r.orders.map((o) => o.number).join(', '), width: 180 },
    ],
    [t],
  );

  return (
    <ListPage<WaybillRow>
      titleId="ocean-shipping-title"
      title={t('route.OceanShipping')}
      filters={
        <FilterBar>
          <SearchFilter label={t('shipping.searchLabel')} {...bind('search')} />
          <SelectFilter label={t('shipping.status')} {...bind('status')} options={optionsOf(WAYBILL_STATUSES, (s) => t(`shipping.statuses.${s}`))} allLabel={t('shipping.allStatuses')} />
          <DateRangeFilter {...bind('eta')} fromLabel={t('shipping.etaFrom')} toLabel={t('shipping.etaTo')} />
        </FilterBar>
      }
      query={list}
      table="oceanShippingList"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.id}
      actions={
        <>
          <Link className="btn btn-small btn-primary" to="/purchase/ocean-shipping/new">
            {t('route.OceanShippingNew')}
          </Link>
          <Link className="btn btn-small" to="/purchase/ocean-shipping/excel-import">
            {t('route.OceanShippingImport')}
          </Link>
        </>
      }
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getWaybills({ ...query, page, limit }), (a) => a.rows, (a) => a.total)}
    />
  );
}
