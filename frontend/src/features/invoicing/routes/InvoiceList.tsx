import { INVOICE_KINDS, type InvoiceKind, type InvoiceListRow } from '@tradedesk/contracts/invoicing/invoice';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import type { DateRange } from '../../../components/filters/date-range';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { getInvoices, useInvoices } from '../api/invoicing';
import '../invoicing.css';

interface Filters {
  search: string;
  kind: InvoiceKind | '';
  range: DateRange;
}

/** Issued invoices, credit notes and proformas (route InvoiceList, /invoice/list): filters, Excel of the whole list, open a document. */
export default function InvoiceList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, bind, page, limit, pager } = useListFilters<Filters>({ search: '', kind: '', range: { preset: '', from: '', to: '' } });
  const query = { search: searchText(filters.search), kind: filters.kind || undefined, from: filters.range.from || undefined, to: filters.range.to || undefined };
  const list = useInvoices({ ...query, page, limit });

  const columns = useMemo<GridColumn<InvoiceListRow>[]>(
    () => [
      { id: 'number', header: t('invoicing.doc.number'), value: (r) => r.number, width: 170, lockVisible: true },
      { id: 'kind', header: t('invoicing.doc.kind'), value: (r) => t(`invoicing.kind.${r.kind}`), width: 120 },
      { id: 'issueDate', header: t('invoicing.doc.issueDate'), value: (r) => r.issueDate, kind: 'date', width: 110 },
      { id: 'client', header: t('invoicing.doc.buyer'), value: (r) => r.clientName, flex: 1 },
      { id: 'taxId', header: t('invoicing.field.taxId'), value: (r) => r.clientTaxId, width: 140 },
      { id: 'net', header: t('invoicing.line.net'), value: (r) => r.net, kind: 'number', width: 110 },
      { id: 'vat', header: t('invoicing.line.vat'), value: (r) => r.vat, kind: 'number', width: 100 },
      { id: 'gross', header: t('invoicing.line.gross'), value: (r) => r.gross, kind: 'number', width: 120 },
      { id: 'currency', header: t('invoicing.field.currency'), value: (r) => r.currency, width: 80 },
      { id: 'corrects', header: t('invoicing.doc.correctsColumn'), value: (r) => r.correctsNumber ?? '', width: 160 },
    ],
    [t],
  );
  const open = (r: InvoiceListRow) => void navigate(`/invoice/update/${encodeURIComponent(r.id)}`);

  return (
    <ListPage<InvoiceListRow>
      titleId="invoice-list-title"
      title={t('route.InvoiceList')}
      filters={
        <FilterBar>
          <SearchFilter label={t('invoicing.search')} {...bind('search')} />
          <SelectFilter label={t('invoicing.doc.kind')} {...bind('kind')} allLabel={t('invoicing.all')} options={INVOICE_KINDS.map((k) => ({ value: k, label: t(`invoicing.kind.${k}`) }))} />
          <DateRangeFilter {...bind('range')} />
        </FilterBar>
      }
      query={list}
      table="invoiceList"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.id}
      pager={pager(list.data?.total)}
      exportAll={exportPages((p) => getInvoices({ ...query, page: p.page, limit: p.limit }), (a) => a.rows, (a) => a.total)}
      rowActions={[{ label: t('invoicing.open'), run: open, primary: true }]}
    />
  );
}
