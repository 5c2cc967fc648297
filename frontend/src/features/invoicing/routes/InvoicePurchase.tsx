import { type PurchaseInvoiceView, voidPurchaseInvoiceBody, type VoidPurchaseInvoiceBody } from '@tradedesk/contracts/invoicing/purchase-invoices';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { ANY_TIME, type DateRange, rangeDays } from '../../../components/filters/date-range';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { EntityForm, SubmitButton } from '../../../components/form/EntityForm';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { ListPage } from '../../../components/list/ListPage';
import { searchText } from '../../../components/list/list-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { Dialog } from '../../../components/ui/Dialog';
import { eventSummary, HistoryTable } from '../../../components/ui/HistoryTable';
import { useMoney } from '../../../lib/money';
import { getPurchaseInvoiceHistory, usePurchaseInvoices, useSupplierOptions, useVoidPurchaseInvoice } from '../api/registers';
import '../invoicing.css';

type Voided = 'exclude' | 'include' | 'only';

/** The purchase invoice register (route InvoicePurchase, /invoice/purchase; Root and Admin): received days, supplier, search; the period's totals per rate; Excel; the document with its history and Void. */
export default function InvoicePurchase() {
  const { t } = useTranslation();
  const m = useMoney();
  const navigate = useNavigate();
  const [period, setPeriod] = useState<DateRange>(ANY_TIME);
  const [supplierId, setSupplierId] = useState('');
  const [search, setSearch] = useState('');
  const [voided, setVoided] = useState<Voided>('exclude');
  const [open, setOpen] = useState<PurchaseInvoiceView | null>(null);
  const suppliers = useSupplierOptions();
  const list = usePurchaseInvoices({ ...rangeDays(period), supplierId: supplierId || undefined, search: searchText(search), voided });

  const columns = useMemo<GridColumn<PurchaseInvoiceView>[]>(
    () => [
      { id: 'receiptDate', header: t('invReg.purchase.receiptDate'), value: (r) => r.receiptDate, width: 110 },
      { id: 'issueDate', header: t('invReg.purchase.issueDate'), value: (r) => r.issueDate, width: 110 },
      { id: 'supplier', header: t('invReg.purchase.supplier'), value: (r) => r.supplierName, width: 200 },
      { id: 'number', header: t('invReg.purchase.number'), value: (r) => r.number, width: 160, lockVisible: true },
      { id: 'currency', header: t('invReg.purchase.currency'), value: (r) => r.currency, width: 80 },
      { id: 'net', header: t('invReg.purchase.net'), kind: 'decimal', value: (r) => r.totals.net, format: (_v, r) => m.money(r.totals.net, r.currency), width: 120 },
      { id: 'vat', header: t('invReg.purchase.vat'), kind: 'decimal', value: (r) => r.totals.vat, format: (_v, r) => m.money(r.totals.vat, r.currency), width: 120 },
      { id: 'gross', header: t('invReg.purchase.gross'), kind: 'decimal', value: (r) => r.totals.gross, format: (_v, r) => m.money(r.totals.gross, r.currency), width: 120 },
      { id: 'voided', header: t('invReg.purchase.voided'), value: (r) => (r.voided ? r.voided.reason : ''), flex: 1 },
    ],
    [t, m],
  );

  return (
    <ListPage<PurchaseInvoiceView>
      titleId="invoice-purchase-title"
      title={t('route.InvoicePurchase')}
      intro={t('invReg.purchase.intro')}
      filters={
        <FilterBar>
          <DateRangeFilter value={period} onChange={setPeriod} fromLabel={t('invReg.purchase.receivedFrom')} toLabel={t('invReg.purchase.receivedTo')} />
          <SelectFilter label={t('invReg.purchase.supplier')} value={supplierId} onChange={setSupplierId} allLabel={t('invoicing.all')} options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))} />
          <SearchFilter label={t('invoicing.search')} value={search} onChange={setSearch} />
          <SelectFilter<Voided>
            label={t('invReg.purchase.voidedFilter')}
            value={voided}
            onChange={setVoided}
            options={(['exclude', 'include', 'only'] as const).map((v) => ({ value: v, label: t(`invReg.purchase.voidedChoice.${v}`) }))}
          />
        </FilterBar>
      }
      query={list}
      summary={
        list.data && list.data.perRate.length > 0 ? (
          <table className="table invoice-rates" aria-label={t('invReg.purchase.periodTotals')}>
            <caption>{t('invReg.purchase.periodTotals')}</caption>
            <thead>
              <tr>
                <th>{t('invReg.purchase.currency')}</th>
                <th>{t('invReg.purchase.vatRate')}</th>
                <th className="num">{t('invReg.purchase.invoices')}</th>
                <th className="num">{t('invReg.purchase.net')}</th>
                <th className="num">{t('invReg.purchase.vat')}</th>
                <th className="num">{t('invReg.purchase.gross')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.perRate.map((r) => (
                <tr key={`${r.currency}-${r.vatRate}`} data-rate={`${r.currency} ${r.vatRate}`}>
                  <td>{r.currency}</td>
                  <td>{r.vatRate} %</td>
                  <td className="num">{r.invoices}</td>
                  <td className="num">{m.money(r.net, r.currency)}</td>
                  <td className="num">{m.money(r.vat, r.currency)}</td>
                  <td className="num">{m.money(r.gross, r.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null
      }
      table="invoicePurchaseList"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.id}
      editor={{ newLabel: t('route.InvoicePurchaseNew'), open: (r) => (r ? setOpen(r) : void navigate('/invoice/purchase-new')), editLabel: t('invReg.purchase.open') }}
    >
      {open && <PurchaseDocument invoice={open} onClose={() => setOpen(null)} />}
    </ListPage>
  );
}

/** The document as recorded, its history (who and when), and Void with a reason. */
function PurchaseDocument({ invoice, onClose }: { invoice: PurchaseInvoiceView; onClose: () => void }) {
  const { t } = useTranslation();
  const m = useMoney();
  const history = useQuery({ queryKey: ['history', 'purchase-invoice', invoice.id, invoice.version], queryFn: () => getPurchaseInvoiceHistory(invoice.id) });
  const voidIt = useVoidPurchaseInvoice();
  const form = useZodForm(voidPurchaseInvoiceBody, { reason: '', version: invoice.version });
  const c = invoice.currency;
  return (
    <Dialog open wide title={t('invReg.purchase.documentTitle', { number: invoice.number, supplier: invoice.supplierName })} onClose={onClose}>
      <dl className="invoice-facts">
        <dt>{t('invReg.purchase.issueDate')}</dt>
        <dd>{invoice.issueDate}</dd>
        <dt>{t('invReg.purchase.receiptDate')}</dt>
        <dd>{invoice.receiptDate}</dd>
        <dt>{t('invReg.purchase.exchangeRate')}</dt>
        <dd>{`${invoice.exchangeRate} (${c})`}</dd>
        {invoice.purchaseOrderId && (<><dt>{t('invReg.purchase.purchaseOrder')}</dt><dd>{invoice.purchaseOrderId}</dd></>)}
        {invoice.receiptId && (<><dt>{t('invReg.purchase.receipt')}</dt><dd>{invoice.receiptId}</dd></>)}
        {invoice.note && (<><dt>{t('invReg.purchase.note')}</dt><dd>{invoice.note}</dd></>)}
        {invoice.voided && (<><dt>{t('invReg.purchase.voided')}</dt><dd role="status">{invoice.voided.reason}</dd></>)}
      </dl>
      <table className="table invoice-rates" aria-label={t('invReg.purchase.lines')}>
        <thead>
          <tr>
            <th>{t('invReg.purchase.vatRate')}</th>
            <th className="num">{t('invReg.purchase.net')}</th>
            <th className="num">{t('invReg.purchase.vat')}</th>
            <th className="num">{t('invReg.purchase.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l) => (
            <tr key={l.vatRate}>
              <td>{l.vatRate} %</td>
              <td className="num">{m.money(l.net, c)}</td>
              <td className="num">{m.money(l.vat, c)}</td>
              <td className="num">{m.money(l.gross, c)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th>{t('invReg.purchase.total')}</th>
            <td className="num">{m.money(invoice.totals.net, c)}</td>
            <td className="num">{m.money(invoice.totals.vat, c)}</td>
            <td className="num">{m.amount(invoice.totals.gross, c)}</td>
          </tr>
        </tfoot>
      </table>
      <HistoryTable title={t('invoicing.history')} entries={history.data} error={history.error} describe={(e) => t(`invReg.events.${e.type}`, { defaultValue: e.type })} detail={(e) => eventSummary(e.data)} />
      {!invoice.voided && (
        <EntityForm form={form} label={t('invReg.purchase.void')} onSave={(v: VoidPurchaseInvoiceBody) => voidIt.mutateAsync({ id: invoice.id, ...v })} onSaved={onClose} actions={<SubmitButton>{t('invReg.purchase.void')}</SubmitButton>}>
          <Field name="reason" label={t('invReg.purchase.voidReason')} maxLength={300} />
        </EntityForm>
      )}
    </Dialog>
  );
}
