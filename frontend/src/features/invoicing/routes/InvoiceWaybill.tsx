import { type IssueWaybillBody, issueWaybillBody, TRASLADO_KINDS, type WaybillRow } from '@tradedesk/contracts/invoicing/waybill';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import type { DateRange } from '../../../components/filters/date-range';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filters/FilterBar';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { CellField, Field, FieldError } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { Dialog } from '../../../components/ui/Dialog';
import { eventSummary, HistoryDialog } from '../../../components/ui/HistoryTable';
import { LoadError } from '../../../components/ui/LoadError';
import { useMoney } from '../../../lib/money';
import { useClients, useSaleOrdersToInvoice, useSetups } from '../api/invoicing';
import { getWaybillHistory, getWaybills, getWaybillXml, useIssueWaybill, useSaleOrderDelivery, useWaybill, useWaybillPrintMarks, useWaybills, useWaybillTransport } from '../api/waybills';
import { FolioWarning } from '../components/KeysCards';
import { PrintMarksBlock } from '../components/PrintMarksBlock';
import { downloadXml } from '../components/XmlDownload';
import '../invoicing.css';

interface Filters {
  search: string;
  traslado: string;
  range: DateRange;
}

/**
 * Chile's guías de despacho (route InvoiceWaybill, /invoice/waybill; the billing screen's
 * privilege): the issued waybills with filters and Excel of the whole list, a new waybill from a
 * committed sale order or typed lines naming the carrier, driver and plate, and each waybill's
 * view with its printed PDF417 stamp and its history (docs/invoicing.md "Waybills (Chile)").
 */
export default function InvoiceWaybill() {
  const { t } = useTranslation();
  const m = useMoney();
  const { filters, bind, page, limit, pager } = useListFilters<Filters>({ search: '', traslado: '', range: { preset: '', from: '', to: '' } });
  const query = { search: searchText(filters.search), traslado: filters.traslado ? Number(filters.traslado) : undefined, from: filters.range.from || undefined, to: filters.range.to || undefined };
  const list = useWaybills({ ...query, page, limit });
  const [open, setOpen] = useState<WaybillRow | null>(null);
  const [history, setHistory] = useState<WaybillRow | null>(null);

  const columns = useMemo<GridColumn<WaybillRow>[]>(
    () => [
      { id: 'folio', header: t('invWaybill.folio'), value: (r) => String(r.folio), width: 100, lockVisible: true },
      { id: 'issueDate', header: t('invWaybill.issueDate'), value: (r) => r.issueDate, kind: 'date', width: 110 },
      { id: 'traslado', header: t('invWaybill.traslado'), value: (r) => t(`invWaybill.kind.${r.traslado}`), width: 200 },
      { id: 'receiver', header: t('invWaybill.receiver'), value: (r) => r.receiverName, flex: 1 },
      { id: 'saleOrder', header: t('invWaybill.saleOrder'), value: (r) => r.saleOrderNumber ?? '', width: 170 },
      { id: 'carrier', header: t('invWaybill.carrier'), value: (r) => r.carrierName, width: 180 },
      { id: 'driver', header: t('invWaybill.driver'), value: (r) => r.driverName, width: 160 },
      { id: 'plate', header: t('invWaybill.plate'), value: (r) => r.plate, width: 100 },
      { id: 'total', header: t('invWaybill.total'), value: (r) => (r.total === null ? '' : m.amount(r.total, 'CLP')), kind: 'number', width: 120 },
      { id: 'billedBy', header: t('invWaybill.billedBy'), value: (r) => r.billedBy?.number ?? '', width: 130 },
    ],
    [t, m],
  );

  return (
    <ListPage<WaybillRow>
      titleId="invoice-waybill-title"
      title={t('route.InvoiceWaybill')}
      intro={t('invWaybill.intro')}
      filters={
        <FilterBar>
          <SearchFilter label={t('invWaybill.search')} {...bind('search')} />
          <SelectFilter label={t('invWaybill.traslado')} {...bind('traslado')} allLabel={t('invWaybill.all')} options={TRASLADO_KINDS.map((k) => ({ value: String(k), label: t(`invWaybill.kind.${k}`) }))} />
          <DateRangeFilter {...bind('range')} />
        </FilterBar>
      }
      query={list}
      table="invoiceWaybillList"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.id}
      pager={pager(list.data?.total)}
      exportAll={exportPages((p) => getWaybills({ ...query, page: p.page, limit: p.limit }), (a) => a.rows, (a) => a.total)}
      editor={{ newLabel: t('invWaybill.new'), render: (_row, close) => <WaybillForm onClose={close} /> }}
      rowActions={[
        { label: t('invWaybill.open'), run: setOpen, primary: true },
        { label: t('invWaybill.history'), run: setHistory },
        { label: t('invoicingVariants.xml'), run: (r) => void downloadXml(() => getWaybillXml(r.id)) },
      ]}
    >
      {open && <WaybillView row={open} onClose={() => setOpen(null)} />}
      {history && <WaybillHistory row={history} onClose={() => setHistory(null)} />}
    </ListPage>
  );
}

function WaybillForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const setups = useSetups();
  const clients = useClients({ country: 'CL' });
  const orders = useSaleOrdersToInvoice({ currency: 'CLP' });
  const transport = useWaybillTransport();
  const issue = useIssueWaybill();
  const [commandId] = useState(() => crypto.randomUUID());
  const chilean = (setups.data ?? []).filter((s) => s.country === 'CL');
  const form = useZodForm(issueWaybillBody, {
    setupId: '', traslado: 1, clientId: null, saleOrderId: null, orderLines: [], lines: [], withPrices: true, transportCompanyId: '', driverId: '', plate: '', destination: { street: '', comuna: '', city: '' }, notes: '',
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  useEffect(() => {
    if (chilean[0] && !form.getValues('setupId')) form.setValue('setupId', chilean[0].id);
  }, [chilean, form]);
  // A sale order's lines: what each carries, by default what earlier guías left (partial guías).
  const saleOrderId = form.watch('saleOrderId') ?? null;
  const delivery = useSaleOrderDelivery(saleOrderId);
  useEffect(() => {
    form.setValue('orderLines', delivery.data && delivery.data.saleOrderId === saleOrderId ? delivery.data.lines.map((l) => ({ lineNo: l.lineNo, quantity: l.left })) : []);
  }, [delivery.data, saleOrderId, form]);
  const carrierId = form.watch('transportCompanyId');
  const drivers = (transport.data?.drivers ?? []).filter((d) => !carrierId || !d.transportCompanyId || d.transportCompanyId === carrierId);
  const none = { value: '', label: '—' };

  return (
    <EntityFormDialog form={form} wide title={t('invWaybill.new')} submitLabel={t('invWaybill.issue')} onSave={(v: IssueWaybillBody) => issue.mutateAsync({ ...v, commandId })} onClose={onClose}>
      <LoadError error={setups.error ?? clients.error ?? orders.error ?? transport.error} />
      <FolioWarning setupId={form.watch('setupId') || undefined} country="CL" />
      {setups.data && chilean.length === 0 && <p role="status">{t('invWaybill.noSetup')}</p>}
      <div className="form-grid">
        <Field name="setupId" kind="select" label={t('invWaybill.company')} options={chilean.map((s) => ({ value: s.id, label: `${s.legalName} · ${s.taxId}` }))} />
        <Field name="traslado" kind="select" label={t('invWaybill.traslado')} options={TRASLADO_KINDS.map((k) => ({ value: String(k), label: t(`invWaybill.kind.${k}`) }))} setValueAs={(v) => Number(v)} />
        <Field name="clientId" kind="select" label={t('invWaybill.receiver')} hint={t('invWaybill.receiverHint')} options={[{ value: '', label: t('invWaybill.selfReceiver') }, ...(clients.data?.clients ?? []).map((c) => ({ value: c.id, label: `${c.name} · ${c.taxId}` }))]} setValueAs={(v) => v || null} />
        <Field name="saleOrderId" kind="select" label={t('invWaybill.saleOrder')} options={[{ value: '', label: t('invWaybill.noSaleOrder') }, ...(orders.data ?? []).map((o) => ({ value: o.id, label: `${o.number} · ${o.customerName ?? '—'}` }))]} setValueAs={(v) => v || null} />
        <Field name="transportCompanyId" kind="select" label={t('invWaybill.carrier')} options={[none, ...(transport.data?.companies ?? []).map((c) => ({ value: c.id, label: `${c.name} · ${c.taxId}` }))]} />
        <Field name="driverId" kind="select" label={t('invWaybill.driver')} options={[none, ...drivers.map((d) => ({ value: d.id, label: `${d.name} · ${d.idNumber}` }))]} />
        <Field name="plate" label={t('invWaybill.plate')} hint={t('invWaybill.plateHint')} />
        <Field name="withPrices" kind="checkbox" label={t('invWaybill.withPrices')} />
        <Field name="destination.street" label={t('invWaybill.destStreet')} />
        <Field name="destination.comuna" label={t('invWaybill.destComuna')} />
        <Field name="destination.city" label={t('invWaybill.destCity')} />
        <Field name="notes" label={t('invWaybill.notes')} />
      </div>
      {saleOrderId && delivery.data && delivery.data.saleOrderId === saleOrderId && (
        <section aria-label={t('invWaybill.orderLines')}>
          <h2>{t('invWaybill.orderLines')}</h2>
          <p className="muted">{t('invWaybill.orderLinesHint')}</p>
          <table className="table" data-testid="waybill-order-lines">
            <thead>
              <tr>
                <th>#</th>
                <th>{t('invWaybill.description')}</th>
                <th>{t('invWaybill.unit')}</th>
                <th className="num">{t('invWaybill.ordered')}</th>
                <th className="num">{t('invWaybill.delivered')}</th>
                <th className="num">{t('invWaybill.thisGuia')}</th>
              </tr>
            </thead>
            <tbody>
              {delivery.data.lines.map((l, i) => (
                <tr key={l.lineNo}>
                  <td>{l.lineNo}</td>
                  <td>{l.name}</td>
                  <td>{l.unit}</td>
                  <td className="num">{l.ordered}</td>
                  <td className="num">{l.delivered}</td>
                  <td className="num"><CellField name={`orderLines.${i}.quantity`} label={t('invWaybill.thisGuiaOf', { n: l.lineNo })} inputMode="decimal" /></td>
                </tr>
              ))}
            </tbody>
          </table>
          <FieldError name="orderLines" />
        </section>
      )}
      <h2>{t('invWaybill.lines')}</h2>
      <table className="table">
        <thead>
          <tr>
            <th>{t('invWaybill.description')}</th>
            <th>{t('invWaybill.code')}</th>
            <th>{t('invWaybill.unit')}</th>
            <th className="num">{t('invWaybill.quantity')}</th>
            <th className="num">{t('invWaybill.unitPrice')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {lines.fields.map((f, i) => (
            <tr key={f.id}>
              <td><CellField name={`lines.${i}.description`} label={t('invWaybill.descriptionOf', { n: i + 1 })} /></td>
              <td><CellField name={`lines.${i}.productCode`} label={t('invWaybill.codeOf', { n: i + 1 })} /></td>
              <td><CellField name={`lines.${i}.unitName`} label={t('invWaybill.unitOf', { n: i + 1 })} /></td>
              <td><CellField name={`lines.${i}.quantity`} label={t('invWaybill.quantityOf', { n: i + 1 })} inputMode="decimal" /></td>
              <td><CellField name={`lines.${i}.unitPrice`} label={t('invWaybill.unitPriceOf', { n: i + 1 })} inputMode="numeric" setValueAs={(v: string) => v || undefined} /></td>
              <td><button type="button" className="btn" onClick={() => lines.remove(i)}>{t('invWaybill.removeLine')}</button></td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldError name="lines" />
      <button type="button" className="btn" onClick={() => lines.append({ description: '', productCode: '', unitName: '', quantity: '1', unitPrice: undefined })}>
        {t('invWaybill.addLine')}
      </button>
    </EntityFormDialog>
  );
}

/** The waybill as issued, with the printed stamp (PDF417 of the TED) and a print button. */
function WaybillView({ row, onClose }: { row: WaybillRow; onClose: () => void }) {
  const { t } = useTranslation();
  const m = useMoney();
  const w = useWaybill(row.id);
  const marks = useWaybillPrintMarks(row.id);
  const d = w.data?.document;
  return (
    <Dialog open wide title={t('invWaybill.viewTitle', { folio: row.folio })} onClose={onClose}>
      <LoadError error={w.error ?? marks.error} />
      {d && (
        <article className="invoice-sheet waybill-sheet">
          <header>
            <h2>{marks.data?.title ?? ''} N° {d.folio}</h2>
            <p>{d.seller.name} · RUT {d.seller.taxId}</p>
            <p>{t('invWaybill.issueDate')}: {d.issueDate} · {t('invWaybill.traslado')}: {t(`invWaybill.kind.${d.traslado}`)}</p>
          </header>
          <dl className="waybill-parties">
            <dt>{t('invWaybill.receiver')}</dt>
            <dd>{d.receiver.name} · RUT {d.receiver.taxId}</dd>
            <dt>{t('invWaybill.destination')}</dt>
            <dd>{[d.destination.street, d.destination.comuna, d.destination.city].filter(Boolean).join(', ')}</dd>
            <dt>{t('invWaybill.carrier')}</dt>
            <dd>{d.carrier.name} · RUT {d.carrier.rut}</dd>
            <dt>{t('invWaybill.driver')}</dt>
            <dd>{d.driver.name} · RUT {d.driver.rut} · {t('invWaybill.plate')} {d.plate}</dd>
            {d.saleOrder && (
              <>
                <dt>{t('invWaybill.saleOrder')}</dt>
                <dd>{d.saleOrder.number}</dd>
              </>
            )}
            {(d.traslado === 1 || d.traslado === 2) && (
              <>
                <dt>{t('invWaybill.billedBy')}</dt>
                <dd data-testid="waybill-billed-by">{w.data?.billedBy ? w.data.billedBy.number : t('invWaybill.notBilled')}</dd>
              </>
            )}
          </dl>
          <table className="table">
            <thead>
              <tr>
                <th>#</th>
                <th>{t('invWaybill.description')}</th>
                <th className="num">{t('invWaybill.quantity')}</th>
                <th>{t('invWaybill.unit')}</th>
                <th className="num">{t('invWaybill.unitPrice')}</th>
                <th className="num">{t('invWaybill.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {d.lines.map((l) => (
                <tr key={l.lineNo}>
                  <td>{l.lineNo}</td>
                  <td>{l.description}</td>
                  <td className="num">{m.quantity(l.quantity)}</td>
                  <td>{l.unitName}</td>
                  <td className="num">{l.unitPrice === null ? '' : m.amount(l.unitPrice, 'CLP')}</td>
                  <td className="num">{l.amount === null ? '' : m.amount(l.amount, 'CLP')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {d.totals ? (
            <p className="invoice-gross" data-testid="waybill-total">
              {t('invWaybill.net')} {m.amount(d.totals.net, 'CLP')} · IVA 19 % {m.amount(d.totals.vat, 'CLP')} · {t('invWaybill.total')} <strong>{m.amount(d.totals.total, 'CLP')}</strong>
            </p>
          ) : (
            <p className="muted">{t('invWaybill.noPrices')}</p>
          )}
          {marks.data && <PrintMarksBlock marks={marks.data} />}
        </article>
      )}
      <p className="no-print">
        <button type="button" className="btn" onClick={() => window.print()}>{t('invWaybill.print')}</button>{' '}
        <button type="button" className="btn" onClick={() => void downloadXml(() => getWaybillXml(row.id))}>{t('invoicingVariants.xml')}</button>
      </p>
    </Dialog>
  );
}

function WaybillHistory({ row, onClose }: { row: WaybillRow; onClose: () => void }) {
  const { t } = useTranslation();
  const h = useQuery({ queryKey: ['history', 'waybill', row.id], queryFn: () => getWaybillHistory(row.id) });
  return <HistoryDialog title={t('invWaybill.historyOf', { folio: row.folio })} entries={h.data} error={h.error} describe={(e) => t(`invWaybill.events.${e.type}`, { defaultValue: e.type })} detail={(e) => eventSummary(e.data)} onClose={onClose} />;
}
