import {
  PRICE_LIST_TEMPLATE_HEADERS,
  type PriceListComparison,
  type SupplierSyncSettings,
  syncSettingsSchema,
  type SyncRow,
} from '@tradedesk/contracts/catalog/supplier-sync';
import { UNITS } from '@tradedesk/contracts/catalog/units';
import { useId, useMemo, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/Field';
import { FormError } from '../../../components/form/FormError';
import { useFormSave } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage, isConflict } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { downloadTemplate } from '../../../lib/xlsx';
import { useSuppliers } from '../api/suppliers';
import { comparePriceList, getSyncSettingsHistory, useApplyPriceList, useSaveSyncSettings, useSyncSettings } from '../api/supplier-sync';
import { HistoryDialog } from '../components/HistoryDialog';
import '../basics/basics.css';
import { applyBody, filterRows, initialSelection, type Selection, selectedCount, type SyncFilter } from '../basics/price-sync';

const FILTERS: SyncFilter[] = ['all', 'new', 'price', 'packing', 'unknown', 'invalid', 'unchanged'];

/**
 * Synchronise product information from a supplier's price list (route SupplierSyncInfo,
 * /product/supplier/synchronousInfo): upload the .xlsx, see every difference, keep the ones
 * wanted, apply them as product events in one go. The sync settings of the supplier decide how
 * rows match and what is selected by itself.
 */
export default function SupplierSyncInfo() {
  const { t } = useTranslation();
  const suppliers = useSuppliers({ status: 'active', limit: 1000 });
  const [supplierId, setSupplierId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<'idle' | 'uploading' | 'done'>('idle');
  const [percent, setPercent] = useState(0);
  const [comparison, setComparison] = useState<PriceListComparison | null>(null);
  const [selection, setSelection] = useState<Selection>({});
  const [filter, setFilter] = useState<SyncFilter>('all');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [commandId, setCommandId] = useState(() => crypto.randomUUID());
  const apply = useApplyPriceList();
  const ids = { supplier: useId(), file: useId() };

  const reset = () => {
    setComparison(null);
    setSelection({});
    setStage('idle');
    setError(null);
  };

  const compare = async () => {
    if (!supplierId || !file) return;
    reset();
    setStage('uploading');
    setPercent(0);
    try {
      const result = await comparePriceList(supplierId, file, setPercent);
      setComparison(result);
      setSelection(initialSelection(result.rows));
      setStage('done');
    } catch (err) {
      setError(errorMessage(err));
      setStage('idle');
    }
  };

  const doApply = async () => {
    if (!comparison) return;
    const body = applyBody(comparison, selection, commandId);
    setConfirming(false);
    if (!body) return;
    try {
      const r = await apply.mutateAsync({ supplierId: comparison.supplierId, body });
      toast.success(t('priceSync.applied', { products: r.products }));
      setCommandId(crypto.randomUUID());
      reset();
      setFile(null);
    } catch (err) {
      setError(isConflict(err) ? `${errorMessage(err)} ${t('priceSync.compareAgain')}` : errorMessage(err));
      setCommandId(crypto.randomUUID());
    }
  };

  const template = () => downloadTemplate('supplier-price-list.xlsx', Object.values(PRICE_LIST_TEMPLATE_HEADERS), [], 'price list');

  const shown = useMemo(() => filterRows(comparison?.rows ?? [], filter), [comparison, filter]);
  const chosen = selectedCount(selection);

  return (
    <section className="page" aria-labelledby="sync-title">
      <h1 id="sync-title" className="page-title">
        {t('route.SupplierSyncInfo')}
      </h1>
      <div className="filters">
        <div className="field">
          <label htmlFor={ids.supplier}>{t('supplierAccount.supplier')}</label>
          <select id={ids.supplier} value={supplierId} onChange={(e) => (setSupplierId(e.target.value), reset())}>
            <option value="">—</option>
            {(suppliers.data?.suppliers ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.code} · {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.file}>{t('priceSync.file')}</label>
          <input id={ids.file} type="file" accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv" onChange={(e) => (setFile(e.target.files?.[0] ?? null), reset())} />
        </div>
        <button type="button" className="btn btn-primary field-button" disabled={!supplierId || !file || stage === 'uploading'} onClick={() => void compare()}>
          {t('priceSync.compare')}
        </button>
        <button type="button" className="btn field-button" onClick={() => void template()}>
          {t('priceSync.template')}
        </button>
      </div>
      <LoadError error={suppliers.isError ? suppliers.error : null} />
      <SettingsPanel key={supplierId} supplierId={supplierId || null} />
      {stage === 'uploading' && (
        <div className="progress-block" role="status">
          <span>{percent ? `${t('priceSync.comparing')} ${percent}%` : t('priceSync.comparing')}</span>
          {percent ? <progress aria-label={t('priceSync.comparing')} max={100} value={percent} /> : <progress aria-label={t('priceSync.comparing')} />}
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {comparison && (
        <>
          <p className="report-summary" role="status">
            <span>{t('priceSync.counts.total', { n: comparison.counts.total })}</span>
            <span>{t('priceSync.counts.changed', { n: comparison.counts.changed })}</span>
            <span>{t('priceSync.counts.unchanged', { n: comparison.counts.unchanged })}</span>
            <span>{t('priceSync.counts.unknown', { n: comparison.counts.unknown })}</span>
            <span>{t('priceSync.counts.invalid', { n: comparison.counts.invalid })}</span>
          </p>
          <div className="chips" role="group" aria-label={t('priceSync.show')}>
            {FILTERS.map((f) => (
              <button key={f} type="button" className="chip" aria-pressed={filter === f} onClick={() => setFilter(f)}>
                {t(`priceSync.filters.${f}`)}
              </button>
            ))}
          </div>
          <RowsGrid rows={shown} selection={selection} onSelection={setSelection} />
          <div className="actions" style={{ marginTop: 8 }}>
            <button type="button" className="btn btn-primary" disabled={chosen === 0 || apply.isPending} onClick={() => setConfirming(true)}>
              {t('priceSync.apply', { n: chosen })}
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('priceSync.applyTitle')}
        message={t('priceSync.applyConfirm', { n: chosen })}
        confirmLabel={t('priceSync.apply', { n: chosen })}
        busy={apply.isPending}
        onConfirm={() => void doApply()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}

function RowsGrid({ rows, selection, onSelection }: { rows: SyncRow[]; selection: Selection; onSelection: (s: Selection) => void }) {
  const { t } = useTranslation();
  const toggle = (row: number, kind: 'link' | 'price' | 'packing', on: boolean) => {
    const current = selection[row] ?? { link: false, price: false, packing: false };
    onSelection({ ...selection, [row]: { ...current, [kind]: on } });
  };
  const check = (r: SyncRow, kind: 'link' | 'price' | 'packing', text: string) => (
    <label className="inline-check">
      <input type="checkbox" checked={selection[r.row]?.[kind] ?? false} aria-label={t(`priceSync.take.${kind}`, { row: r.row })} onChange={(e) => toggle(r.row, kind, e.target.checked)} />
      {text}
    </label>
  );
  const columns: GridColumn<SyncRow>[] = [
    { id: 'row', header: t('priceSync.row'), value: (r) => r.row, kind: 'number', width: 70, lockVisible: true },
    { id: 'status', header: t('form.status'), value: (r) => t(`priceSync.statuses.${r.status}`), width: 110 },
    { id: 'itemCode', header: t('priceSync.itemCode'), value: (r) => r.itemCode, width: 120 },
    { id: 'barcode', header: t('product.barcode'), value: (r) => r.barcode, width: 130 },
    { id: 'name', header: t('priceSync.supplierName'), value: (r) => r.name, width: 170 },
    { id: 'product', header: t('priceSync.ourProduct'), value: (r) => (r.match ? `${r.match.code} · ${r.match.name}` : ''), width: 200 },
    {
      id: 'link',
      header: t('priceSync.link'),
      value: (r) => (r.changes.link ? `${r.changes.link.old ?? '—'} → ${r.changes.link.new}` : ''),
      render: (r) => (r.changes.link ? check(r, 'link', `${r.changes.link.old ?? t('priceSync.none')} → ${r.changes.link.new}`) : null),
      width: 190,
    },
    {
      id: 'price',
      header: t('priceSync.price'),
      value: (r) => (r.changes.price ? `${r.changes.price.old ?? '—'} → ${r.changes.price.new}` : (r.price ?? '')),
      render: (r) =>
        r.changes.price
          ? check(r, 'price', `${r.changes.price.old ?? '—'} → ${r.changes.price.new}${r.changes.price.percent !== null ? ` (${r.changes.price.percent}%)` : ''} · ${t(`product.units.${r.changes.price.unit}`)}`)
          : <span>{r.price ?? ''}</span>,
      width: 220,
    },
    {
      id: 'packing',
      header: t('priceSync.packing'),
      value: (r) => (r.changes.packings ? Object.entries(r.changes.packings).map(([k, v]) => `${k} ${v!.old ?? '—'} → ${v!.new}`).join(', ') : ''),
      render: (r) =>
        r.changes.packings
          ? check(r, 'packing', Object.entries(r.changes.packings).map(([k, v]) => `${t(`product.units.${k}`)} ${v!.old ?? '—'} → ${v!.new}`).join(', '))
          : null,
      width: 220,
    },
    { id: 'errors', header: t('priceSync.problems'), value: (r) => r.errors.map((e) => `${e.field}: ${e.message}`).join('; '), width: 260 },
  ];
  return <DataGrid<SyncRow> title={t('priceSync.differences')} columns={columns} rows={rows} getRowId={(r) => String(r.row)} height={420} />;
}

function SettingsPanel({ supplierId }: { supplierId: string | null }) {
  const { t } = useTranslation();
  const current = useSyncSettings(supplierId);
  const [showHistory, setShowHistory] = useState(false);

  return (
    <details className="settings-panel">
      <summary>
        {t('priceSync.settings.title')}
        {current.data ? ` · ${t(`priceSync.settings.sources.${current.data.source}`)}` : ''}
      </summary>
      <LoadError error={current.isError ? current.error : null} />
      {current.data && (
        <SettingsForm supplierId={supplierId} settings={current.data.settings} version={current.data.version} onConflict={() => void current.refetch()} onHistory={() => setShowHistory(true)} />
      )}
      {showHistory && (
        <HistoryDialog title={t('priceSync.settings.title')} queryKey={['sync-settings', supplierId]} load={() => getSyncSettingsHistory(supplierId)} onClose={() => setShowHistory(false)} />
      )}
    </details>
  );
}

/**
 * The sync settings shown (the supplier's, else the company default), saved for the supplier or as
 * the company default. A stale version reloads what is saved and keeps what was typed.
 */
function SettingsForm({ supplierId, settings, version, onConflict, onHistory }: {
  supplierId: string | null;
  settings: SupplierSyncSettings;
  version: number;
  onConflict: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(syncSettingsSchema, settings);
  const save = useSaveSyncSettings();
  // Which button saved: the supplier's own settings, or the company default (null).
  const target = useRef<string | null>(supplierId);
  const units = UNITS.map((u) => ({ value: u, label: t(`product.units.${u}`) }));
  const { submit } = useFormSave(form, {
    bodyPrefix: 'settings.',
    conflictHint: t('form.conflictReloaded'),
    // The version is that of the settings shown; the company default is saved without one (it is shared).
    onSave: async (values) => {
      const to = target.current;
      try {
        return await save.mutateAsync({ supplierId: to, settings: values, ...(to === supplierId && to !== null ? { version } : {}) });
      } catch (err) {
        if (isConflict(err)) onConflict();
        throw err;
      }
    },
    onSaved: (_answer, values) => form.reset(values),
  });
  const saveTo = (to: string | null) => {
    target.current = to;
    void submit();
  };
  const check = (k: 'matchByBarcode' | 'updatePurchasePrice' | 'updatePackings' | 'linkItemCodes') => <Field key={k} name={k} label={t(`priceSync.settings.${k}`)} kind="checkbox" />;

  return (
    <FormProvider {...form}>
      <form
        className="form"
        style={{ marginTop: 8 }}
        noValidate
        onSubmit={(e) => {
          target.current = supplierId;
          void submit(e);
        }}
      >
        {check('matchByBarcode')}
        <div className="field-grid">
          <Field name="priceUnit" label={t('priceSync.settings.priceUnit')} kind="select" options={units} />
          <Field name="minPriceChangePercent" label={t('priceSync.settings.minPriceChangePercent')} inputMode="decimal" />
        </div>
        <fieldset className="choice-group">
          <legend>{t('priceSync.settings.autoSelect')}</legend>
          {check('updatePurchasePrice')}
          {check('updatePackings')}
          {check('linkItemCodes')}
        </fieldset>
        <FormError />
        <div className="actions">
          {supplierId && (
            <button type="button" className="btn btn-small btn-primary" disabled={form.formState.isSubmitting} onClick={() => saveTo(supplierId)}>
              {t('priceSync.settings.saveForSupplier')}
            </button>
          )}
          <button type="button" className={supplierId ? 'btn btn-small' : 'btn btn-small btn-primary'} disabled={form.formState.isSubmitting} onClick={() => saveTo(null)}>
            {t('priceSync.settings.saveAsDefault')}
          </button>
          <button type="button" className="btn btn-small" disabled={version === 0} onClick={onHistory}>
            {t('priceSync.settings.history')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
