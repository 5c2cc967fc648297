import type { Supplier } from '@tradedesk/contracts/catalog/suppliers';
import type { Product } from '@tradedesk/contracts/catalog/products';
import { DISPOSAL_ACTIONS, type DisposalAction, disposeDefectiveBody } from '@tradedesk/contracts/inventory/defective';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { blankAsUndefined } from '../../../components/form/form-input';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Pager } from '../../../components/ui/Pager';
import { api, errorMessage, isConflict } from '../../../lib/api';
import { type DefectiveDisposalRow, type DefectiveLotRow, useDefectiveDisposals, useDefectiveLots, useDisposeDefective } from '../api/defective';
import { HistoryDialog } from '../components/HistoryDialog';
import { ProductPicker } from '../../../components/pickers/ProductPicker';
import { useWarehouseNames, WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useStockFormat } from '../use-stock-decimals';

type Status = 'held' | 'disposed' | 'all';

/**
 * The defective library (route DefectiveLibrary, /product/defective): goods held as defective per
 * warehouse, lot by lot (what, how much, where from, when), and their disposal: scrap, return to
 * a supplier, or restock into saleable stock. Below, what has left the library.
 */
export default function DefectiveLibrary() {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState('');
  const [product, setProduct] = useState<Product | null>(null);
  const [status, setStatus] = useState<Status>('held');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [selected, setSelected] = useState<DefectiveLotRow[]>([]);
  const [disposing, setDisposing] = useState<DefectiveLotRow | null>(null);
  const [history, setHistory] = useState<DefectiveLotRow | null>(null);
  const statusId = useId();
  const fmt = useStockFormat();
  const reset = () => setPage(1);
  const list = useDefectiveLots({ warehouseId: warehouseId || undefined, productId: product?.id, status, limit, offset: (page - 1) * limit });
  const one = selected.length === 1 ? selected[0]! : null;

  const columns = useMemo<GridColumn<DefectiveLotRow>[]>(
    () => [
      {
        id: 'actions',
        header: t('transfer.actions'),
        value: () => '',
        exportValue: () => '',
        sortable: false,
        width: 180,
        render: (r) => (
          <span className="row-actions">
            <button type="button" className="btn btn-small" disabled={r.status !== 'held'} onClick={() => setDisposing(r)} aria-label={t('defective.disposeOf', { product: `${r.code} ${r.source.number}` })}>
              {t('defective.dispose')}
            </button>{' '}
            <button type="button" className="btn btn-small" onClick={() => setHistory(r)} aria-label={t('stockHistory.historyOf', { document: `${r.code} ${r.source.number}` })}>
              {t('stockHistory.history')}
            </button>
          </span>
        ),
      },
      { id: 'receivedAt', header: t('defective.receivedAt'), value: (r) => r.receivedAt, kind: 'datetime', width: 150, lockVisible: true },
      { id: 'code', header: t('product.code'), value: (r) => r.code ?? r.productId, width: 120 },
      { id: 'name', header: t('product.name'), value: (r) => r.name ?? '', width: 180 },
      { id: 'held', header: t('defective.held'), value: (r) => r.held, format: (v) => fmt(v), kind: 'decimal', width: 100 },
      {
        id: 'received',
        header: t('defective.received'),
        value: (r) => r.received,
        format: (v, r) => `${fmt(v)}${r.unit !== 'unit' ? ` (${r.unitQuantity} ${t(`product.units.${r.unit}`)})` : ''}`,
        kind: 'decimal',
        width: 150,
      },
      { id: 'source', header: t('defective.source'), value: (r) => `${r.source.number} #${r.source.line}`, width: 180 },
      { id: 'warehouse', header: t('stock.warehouse'), value: (r) => r.warehouseName ?? r.warehouseId, width: 150 },
      { id: 'unitCost', header: t('transfer.unitCost'), value: (r) => r.unitCost, kind: 'decimal', width: 100, hiddenByDefault: true },
      { id: 'heldValue', header: t('defective.heldValue'), value: (r) => r.heldValue, kind: 'decimal', width: 110 },
      { id: 'note', header: t('stock.note'), value: (r) => r.note, width: 160 },
      { id: 'who', header: t('stock.who'), value: (r) => r.receivedByName ?? r.receivedBy, width: 110 },
    ],
    [t, fmt],
  );

  return (
    <section className="page" aria-labelledby="defective-title">
      <h1 id="defective-title" className="page-title">
        {t('route.DefectiveLibrary')}
      </h1>
      <p className="muted">{t('defective.help')}</p>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <WarehouseSelect label={t('stock.warehouse')} value={warehouseId} onChange={(v) => (setWarehouseId(v), reset())} allowAll />
        <ProductPicker label={t('stock.product')} value={product} onPick={(p) => (setProduct(p), reset())} allowAll />
        <div className="field">
          <label htmlFor={statusId}>{t('form.status')}</label>
          <select id={statusId} value={status} onChange={(e) => (setStatus(e.target.value as Status), reset())}>
            <option value="held">{t('defective.statusHeld')}</option>
            <option value="disposed">{t('defective.statusDisposed')}</option>
            <option value="all">{t('form.all')}</option>
          </select>
        </div>
      </form>
      {list.isError && (
        <p className="form-error" role="alert">
          {t('common.failedToGetData')} {errorMessage(list.error)}
        </p>
      )}
      {list.data && <p className="muted">{t('defective.heldTotal', { value: list.data.heldValue })}</p>}
      <DataGrid<DefectiveLotRow>
        table="defectiveLots"
        title={t('route.DefectiveLibrary')}
        columns={columns}
        rows={list.data?.rows}
        getRowId={(r) => r.lotId}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={(r) => r.status === 'held' && setDisposing(r)}
        height={380}
        toolbar={
          <button type="button" className="btn btn-small btn-primary" disabled={!one || one.status !== 'held'} onClick={() => setDisposing(one)}>
            {t('defective.dispose')}
          </button>
        }
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
      <Disposals warehouseId={warehouseId} productId={product?.id} />
      {disposing && <DisposeDialog lot={disposing} onClose={() => setDisposing(null)} />}
      {history && <HistoryDialog path={`/api/stock/defective/${encodeURIComponent(history.lotId)}/history`} title={`${history.code ?? ''} ${history.source.number}`} onClose={() => setHistory(null)} />}
    </section>
  );
}

/** Active suppliers for the return; a user without the supplier list types the name instead. */
function useSupplierOptions() {
  return useQuery({
    queryKey: ['suppliers', 'select'],
    queryFn: async () => (await api.get<{ suppliers: Supplier[] }>('/api/suppliers', { status: 'active', limit: 1000 }, { silent: true })).data?.suppliers ?? [],
    staleTime: 60_000,
    retry: false,
  });
}

/** The disposal as typed: a supplier chosen from the list, or (none chosen) its name typed in. */
const disposeForm = disposeDefectiveBody.safeExtend({ supplierId: blankAsUndefined(disposeDefectiveBody.shape.supplierId) });

function DisposeDialog({ lot, onClose }: { lot: DefectiveLotRow; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(
    disposeForm,
    { version: lot.version, action: 'scrap', quantity: lot.held, supplierId: '', supplierName: '', note: '' },
    { messages: { quantity: t('defective.quantityInvalid'), supplierName: t('defective.supplierRequired') } },
  );
  const [action, supplierId] = useWatch({ control: form.control, name: ['action', 'supplierId'] });
  const suppliers = useSupplierOptions();
  const dispose = useDisposeDefective();
  const warehouses = useWarehouseNames();
  const fmt = useStockFormat();

  const save = async (values: z.output<typeof disposeForm>) => {
    const { supplierId: chosen, supplierName, ...rest } = values;
    const supplier = values.action === 'return-to-supplier' ? (chosen ? { supplierId: chosen } : { supplierName }) : {};
    try {
      return await dispose.mutateAsync({ lotId: lot.lotId, body: { commandId: crypto.randomUUID(), ...rest, ...supplier } });
    } catch (e) {
      throw isConflict(e) ? new FormRefusal(`${t('defective.conflict')} ${errorMessage(e)}`) : e;
    }
  };

  return (
    <EntityFormDialog
      form={form}
      title={t('defective.disposeTitle', { product: `${lot.code ?? ''} · ${lot.name ?? ''}` })}
      submitLabel={t(`defective.actions.${action}`)}
      savedMessage={t(`defective.done.${action}`)}
      onSave={save}
      onClose={onClose}
    >
      <p>
        {t('defective.lotFacts', { held: fmt(lot.held), warehouse: warehouses.get(lot.warehouseId) ?? lot.warehouseName ?? lot.warehouseId, source: lot.source.number })}
      </p>
      <Field name="action" label={t('defective.action')} kind="radios" options={DISPOSAL_ACTIONS.map((a) => ({ value: a, label: t(`defective.actions.${a}`) }))} />
      <p className="muted">{t(`defective.actionHelp.${action}`)}</p>
      <Field name="quantity" label={t('defective.quantity')} inputMode="decimal" />
      {action === 'return-to-supplier' && (
        <>
          <Field
            name="supplierId"
            label={t('defective.supplier')}
            kind="select"
            options={[{ value: '', label: t('defective.supplierTyped') }, ...(suppliers.data ?? []).map((s) => ({ value: s.id, label: `${s.code} · ${s.name}` }))]}
          />
          {!supplierId && <Field name="supplierName" label={t('defective.supplierName')} maxLength={200} />}
        </>
      )}
      <Field name="note" label={t('stock.note')} maxLength={500} />
    </EntityFormDialog>
  );
}

function Disposals({ warehouseId, productId }: { warehouseId: string; productId?: string }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<DisposalAction | ''>('');
  const [page, setPage] = useState(1);
  const limit = 50;
  const actionId = useId();
  const fmt = useStockFormat();
  const warehouses = useWarehouseNames();
  const list = useDefectiveDisposals({ warehouseId: warehouseId || undefined, productId, action: action || undefined, limit, offset: (page - 1) * limit });
  const columns = useMemo<GridColumn<DefectiveDisposalRow>[]>(
    () => [
      { id: 'at', header: t('transfer.date'), value: (r) => r.at, kind: 'datetime', width: 150, lockVisible: true },
      { id: 'action', header: t('defective.action'), value: (r) => t(`defective.actions.${r.action}`), width: 160 },
      { id: 'warehouse', header: t('stock.warehouse'), value: (r) => warehouses.get(r.warehouseId) ?? r.warehouseId, width: 140 },
      { id: 'code', header: t('product.code'), value: (r) => r.code ?? r.productId, width: 120 },
      { id: 'name', header: t('product.name'), value: (r) => r.name ?? '', width: 170 },
      { id: 'quantity', header: t('defective.quantity'), value: (r) => r.quantity, format: (v) => fmt(v), kind: 'decimal', width: 100 },
      { id: 'supplier', header: t('defective.supplier'), value: (r) => r.supplierName ?? '', width: 150 },
      { id: 'source', header: t('defective.source'), value: (r) => r.sourceNumber, width: 160 },
      { id: 'note', header: t('stock.note'), value: (r) => r.note, width: 150 },
      { id: 'who', header: t('stock.who'), value: (r) => r.username ?? r.userId, width: 110 },
    ],
    [t, fmt, warehouses],
  );
  return (
    <section className="card" aria-labelledby="disposals-title">
      <h2 id="disposals-title">{t('defective.disposals')}</h2>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={actionId}>{t('defective.action')}</label>
          <select id={actionId} value={action} onChange={(e) => (setAction(e.target.value as DisposalAction | ''), setPage(1))}>
            <option value="">{t('form.all')}</option>
            {DISPOSAL_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`defective.actions.${a}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <DataGrid<DefectiveDisposalRow>
        table="defectiveDisposals"
        title={t('defective.disposals')}
        columns={columns}
        rows={list.data?.rows}
        getRowId={(r) => `${r.lotId}/${r.version}`}
        loading={list.isPending}
        height={300}
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} />
    </section>
  );
}
