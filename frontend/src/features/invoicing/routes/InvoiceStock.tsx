import type { InvoicedStockRow } from '@tradedesk/contracts/invoicing/invoiced-stock';
import { useQuery } from '@tanstack/react-query';
import { INVOICES_READ_MODEL } from '@tradedesk/contracts/invoicing/invoice';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import type { DateRange } from '../../../components/filters/date-range';
import { FilterBar, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import { useCompanyOffset } from '../../../lib/company-time';
import { getInvoicedStock, useSetups } from '../api/invoicing';
import '../invoicing.css';


export function useStockColumns() {
  const { t } = useTranslation();
  return useMemo<GridColumn<InvoicedStockRow>[]>(
    () => [
      { id: 'code', header: t('invoicingKeys.stock.code'), value: (r) => r.productCode, width: 120, lockVisible: true },
      { id: 'description', header: t('invoicing.line.description'), value: (r) => r.description, flex: 1 },
      { id: 'unit', header: t('invoicing.line.unit'), value: (r) => r.unit, width: 80 },
      { id: 'invoicedQuantity', header: t('invoicingKeys.stock.invoicedQuantity'), value: (r) => r.invoicedQuantity, kind: 'number', width: 110 },
      { id: 'creditedQuantity', header: t('invoicingKeys.stock.creditedQuantity'), value: (r) => r.creditedQuantity, kind: 'number', width: 110 },
      { id: 'quantity', header: t('invoicingKeys.stock.quantity'), value: (r) => r.quantity, kind: 'number', width: 100 },
      { id: 'invoicedNet', header: t('invoicingKeys.stock.invoicedNet'), value: (r) => r.invoicedNet, kind: 'number', width: 120 },
      { id: 'creditedNet', header: t('invoicingKeys.stock.creditedNet'), value: (r) => r.creditedNet, kind: 'number', width: 120 },
      { id: 'net', header: t('invoicingKeys.stock.net'), value: (r) => r.net, kind: 'number', width: 120 },
      { id: 'currency', header: t('invoicing.field.currency'), value: (r) => r.currency, width: 80 },
      { id: 'documents', header: t('invoicingKeys.stock.documents'), value: (r) => String(r.documents), kind: 'number', width: 90 },
    ],
    [t],
  );
}

/** The period and company both stock screens filter by, and the rows for them. */
export function useStockFilters() {
  const { t } = useTranslation();
  const setups = useSetups();
  // The company's business day (issue days are business days).
  const today = businessDayOf(Date.now(), useCompanyOffset());
  const [range, setRange] = useState<DateRange>({ preset: '', from: `${today.slice(0, 8)}01`, to: today });
  const [setupId, setSetupId] = useState('');
  const from = range.from || '2000-01-01';
  const to = range.to || today;
  const query = { from, to, setupId: setupId || undefined };
  const rows = useQuery({ queryKey: [INVOICES_READ_MODEL, 'stock', query], queryFn: () => getInvoicedStock(query) });
  const filters = (
    <FilterBar>
      <DateRangeFilter value={range} onChange={setRange} />
      <SelectFilter label={t('invoicing.setup.company')} value={setupId} onChange={setSetupId} allLabel={t('invoicing.all')} options={(setups.data ?? []).map((s) => ({ value: s.id, label: s.legalName }))} />
    </FilterBar>
  );
  return { rows, filters, query };
}

/**
 * Stock as invoiced (route InvoiceStock, /invoice/stock): per product, unit and currency the
 * quantities and net values on the invoices and credit notes issued in the period (credit notes
 * negative) and their sum; Excel of the rows shown from the list kit.
 */
export default function InvoiceStock() {
  const { t } = useTranslation();
  const { rows, filters } = useStockFilters();
  const columns = useStockColumns();
  return (
    <ListPage<InvoicedStockRow>
      titleId="invoice-stock-title"
      title={t('route.InvoiceStock')}
      filters={filters}
      query={rows}
      table="invoicedStock"
      columns={columns}
      rows={rows.data}
      getRowId={(r) => `${r.productCode}|${r.description}|${r.unit}|${r.currency}`}
    />
  );
}
