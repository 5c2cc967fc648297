import { INVOICE_KINDS, type InvoiceKind, type InvoiceListRow } from '@tradedesk/contracts/invoicing/invoice';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@tradedesk/contracts/invoicing/submission';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import type { DateRange } from '../../../components/filters/date-range';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { getInvoices, useInvoices } from '../api/invoicing';
import { type CountryListProfile, countryDocType } from '../variants';
import { downloadDocumentXml } from './XmlDownload';
import '../invoicing.css';

interface Filters {
  search: string;
  kind: InvoiceKind | '';
  state: SubmissionStatus | 'none' | '';
  range: DateRange;
}

/**
 * A country's issued documents (routes PlInvoice, PerInvoice, ChlInvoice; docs/invoicing-variants.md):
 * the list kit with search, document type, issue days and the office state filters, Excel of the
 * whole list, and per document Open, Print and its XML. Poland shows the KSeF state and number,
 * Peru the series-number and SUNAT's state, Chile the DTE type, folio and TED state.
 */
export function CountryDocumentList({ profile, actions }: { profile: CountryListProfile; actions?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, bind, page, limit, pager } = useListFilters<Filters>({ search: '', kind: '', state: '', range: { preset: '', from: '', to: '' } });
  const query = {
    country: profile.country,
    office: profile.office ?? undefined,
    submissionStatus: profile.office ? filters.state || undefined : undefined,
    search: searchText(filters.search),
    kind: filters.kind || undefined,
    from: filters.range.from || undefined,
    to: filters.range.to || undefined,
  };
  const list = useInvoices({ ...query, page, limit });
  const p = profile.route;

  const columns = useMemo<GridColumn<InvoiceListRow>[]>(() => {
    const state = (r: InvoiceListRow) => (r.submission ? t(`invoicingVariants.state.${r.submission.status}`) : t('invoicingVariants.state.none'));
    // A faktura zaliczkowa names the sale order the advance was received for.
    const docType: GridColumn<InvoiceListRow> = {
      id: 'docType',
      header: t('invoicingVariants.list.docType'),
      // A faktura rozliczeniowa names the advance invoices it settles.
      value: (r) =>
        r.advanceOf ? `${t('invoicingAdvance.docType')} · ${r.advanceOf}`
        : r.settles ? `${t('invoicingFinal.docType')} · ${t('invoicingFinal.settlesList', { list: r.settles.join(', ') })}`
        : t(`invoicingVariants.docType.${countryDocType(r)}`),
      width: 190,
    };
    const common: GridColumn<InvoiceListRow>[] = [
      { id: 'issueDate', header: t('invoicing.doc.issueDate'), value: (r) => r.issueDate, kind: 'date', width: 110 },
      { id: 'client', header: t('invoicing.doc.buyer'), value: (r) => r.clientName, flex: 1 },
    ];
    const money: GridColumn<InvoiceListRow>[] = [
      { id: 'net', header: t('invoicing.line.net'), value: (r) => r.net, kind: 'number', width: 110 },
      { id: 'vat', header: t('invoicing.line.vat'), value: (r) => r.vat, kind: 'number', width: 100 },
      { id: 'gross', header: t('invoicing.line.gross'), value: (r) => r.gross, kind: 'number', width: 120 },
    ];
    switch (p) {
      case 'PlInvoice':
        return [
          { id: 'number', header: t('invoicing.doc.number'), value: (r) => r.number, width: 170, lockVisible: true },
          docType,
          // A faktura korygująca names the invoice it corrects, next to its type.
          { id: 'corrects', header: t('invoicing.doc.correctsColumn'), value: (r) => r.correctsNumber ?? '', width: 160 },
          ...common,
          { id: 'taxId', header: 'NIP', value: (r) => r.clientTaxId, width: 130 },
          ...money,
          { id: 'ksefState', header: t('invoicingVariants.list.ksefState'), value: state, width: 130 },
          { id: 'ksefNumber', header: t('invoicingVariants.list.ksefNumber'), value: (r) => r.submission?.officeId ?? '', width: 260 },
        ];
      case 'PerInvoice':
        return [
          { id: 'series', header: t('invoicingVariants.list.series'), value: (r) => r.series, width: 90, lockVisible: true },
          { id: 'correlative', header: t('invoicingVariants.list.correlative'), value: (r) => r.number.split('-')[1] ?? r.number, width: 120 },
          docType,
          ...common,
          { id: 'taxId', header: 'RUC / DNI', value: (r) => r.clientTaxId, width: 130 },
          ...money,
          { id: 'sunatState', header: t('invoicingVariants.list.sunatState'), value: state, width: 130 },
          { id: 'sunatMessage', header: t('invoicingVariants.list.officeMessage'), value: (r) => r.submission?.message ?? '', width: 240 },
        ];
      case 'ChlInvoice':
        return [
          docType,
          { id: 'folio', header: t('invoicingVariants.list.folio'), value: (r) => (r.kind === 'proforma' ? r.number : String(r.sequence)), width: 100, lockVisible: true },
          ...common,
          { id: 'taxId', header: 'RUT', value: (r) => r.clientTaxId, width: 130 },
          ...money,
          { id: 'ted', header: t('invoicingVariants.list.ted'), value: (r) => (r.ted ? t(`invoicingVariants.ted.${r.ted}`) : ''), width: 150 },
        ];
    }
  }, [t, p]);

  const open = (r: InvoiceListRow) => void navigate(`${profile.openPath}/${encodeURIComponent(r.id)}`);
  const print = (r: InvoiceListRow) => void navigate(`/invoice/printPlBatch?ids=${encodeURIComponent(r.id)}`);
  return (
    <ListPage<InvoiceListRow>
      titleId={`country-list-${profile.route}`}
      title={t(`route.${profile.route}`)}
      filters={
        <FilterBar>
          <SearchFilter label={t('invoicing.search')} {...bind('search')} />
          <SelectFilter label={t('invoicing.doc.kind')} {...bind('kind')} allLabel={t('invoicing.all')} options={INVOICE_KINDS.map((k) => ({ value: k, label: t(`invoicing.kind.${k}`) }))} />
          {profile.office && (
            <SelectFilter
              label={t(profile.office === 'ksef' ? 'invoicingVariants.list.ksefState' : 'invoicingVariants.list.sunatState')}
              {...bind('state')}
              allLabel={t('invoicing.all')}
              options={[...SUBMISSION_STATUSES, 'none' as const].map((s) => ({ value: s, label: t(`invoicingVariants.state.${s}`) }))}
            />
          )}
          <DateRangeFilter {...bind('range')} />
        </FilterBar>
      }
      query={list}
      table={`invoiceCountryList${profile.country}`}
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.id}
      pager={pager(list.data?.total)}
      exportAll={exportPages((q) => getInvoices({ ...query, page: q.page, limit: q.limit }), (a) => a.rows, (a) => a.total)}
      actions={actions}
      rowActions={[
        { label: t('invoicing.open'), run: open, primary: true },
        { label: t('invoicing.print'), run: print },
        { label: t('invoicingVariants.xml'), run: (r) => void downloadDocumentXml(r.id), disabled: (r) => r.kind === 'proforma' },
      ]}
    />
  );
}
