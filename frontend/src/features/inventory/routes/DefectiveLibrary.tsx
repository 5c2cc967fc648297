import type { Supplier } from '@tradedesk/contracts/catalog/suppliers';
import type { Product } from '@tradedesk/contracts/catalog/products';
import { DISPOSAL_ACTIONS, type DisposalAction, disposeDefectiveBody } from '@tradedesk/contracts/inventory/defective';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterBar, optionsOf, SelectFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { buttonsColumn } from '../../../components/list/row-buttons';
import { chosen, exportPages, useListFilters } from '../../../components/list/list-state';
import type { z } from 'zod';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { blankAsUndefined } from '../../../components/form/form-input';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { api, errorMessage, isConflict } from '../../../lib/api';
import { type DefectiveDisposalRow, type DefectiveLotRow, getDefectiveDisposals, getDefectiveLots, useDefectiveDisposals, useDefectiveLots, useDisposeDefective } from '../api/defective';
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
  const { filters, bind, limit, offset, pager } = useListFilters<{ warehouseId: string; product: Product | null; status: Status }>({ warehouseId: '', product: null, status: 'held' });
  const [disposing, setDisposing] = useState<DefectiveLotRow | null>(null);
  const [history, setHistory] = useState<DefectiveLotRow | null>(null);
  const fmt = useStockFormat();
  const query = { warehouseId: filters.warehouseId || undefined, productId: filters.product?.id, status: filters.status };
  const list = useDefectiveLots({ ...query, limit, offset });

  const columns = useMemo<GridColumn<DefectiveLotRow>[]>(
    () => [
      buttonsColumn<DefectiveLotRow>(
        'actions',
        t('transfer.actions'),
        [
          { label: t('defective.dispose'), onClick: setDisposing, disabled: (r) => r.status !== 'held', ariaLabel: (r) => t('defective.disposeOf', { product: `${r.code} ${r.source.number}` }) },
          { label: t('stockHistory.history'), onClick: setHistory, ariaLabel: (r) => t('stockHistory.historyOf', { document: `${r.code} ${r.source.number}` }) },
        ],
        180,
      ),
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
    <ListPage<DefectiveLotRow>
      titleId="defective-title"
      title={t('route.DefectiveLibrary')}
      intro={t('defective.help')}
      filters={
        <>
          <FilterBar>
            <WarehouseSelect label={t('stock.warehouse')} {...bind('warehouseId')} allowAll />
            <ProductPicker label={t('stock.product')} value={filters.product} onPick={bind('product').onChange} allowAll />
            <SelectFilter<Status>
              label={t('form.status')}
              options={[
                { value: 'held', label: t('defective.statusHeld') },
                { value: 'disposed', label: t('defective.statusDisposed') },
                { value: 'all', label: t('form.all') },
              ]}
              {...bind('status')}
            />
          </FilterBar>
          {list.data && <p className="muted">{t('defective.heldTotal', { value: list.data.heldValue })}</p>}
        </>
      }
      query={list}
      table="defectiveLots"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => r.lotId}
      onRowActivated={(r) => r.status === 'held' && setDisposing(r)}
      height={380}
      rowActions={[{ label: t('defective.dispose'), primary: true, disabled: (r) => r.status !== 'held', run: setDisposing }]}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ limit, offset }) => getDefectiveLots({ ...query, limit, offset }), (a) => a.rows, (a) => a.total)}
    >
      <Disposals warehouseId={filters.warehouseId} productId={filters.product?.id} />
      {disposing && <DisposeDialog lot={disposing} onClose={() => setDisposing(null)} />}
      {history && <HistoryDialog path={`/api/stock/defective/${encodeURIComponent(history.lotId)}/history`} title={`${history.code ?? ''} ${history.source.number}`} onClose={() => setHistory(null)} />}
    </ListPage>
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
  const { filters, bind, limit, offset, pager } = useListFilters<{ action: DisposalAction | '' }>({ action: '' });
  const fmt = useStockFormat();
  const warehouses = useWarehouseNames();
  const query = { warehouseId: warehouseId || undefined, productId, action: chosen(filters.action) };
  const list = useDefectiveDisposals({ ...query, limit, offset });
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
    <ListPage<DefectiveDisposalRow>
      card
      titleId="disposals-title"
      title={t('defective.disposals')}
      filters={
        <FilterBar>
          <SelectFilter label={t('defective.action')} allLabel={t('form.all')} options={optionsOf(DISPOSAL_ACTIONS, (a) => t(`defective.actions.${a}`))} {...bind('action')} />
        </FilterBar>
      }
      query={list}
      table="defectiveDisposals"
      columns={columns}
      rows={list.data?.rows}
      getRowId={(r) => `${r.lotId}/${r.version}`}
      height={300}
      pager={{ ...pager(list.data?.total), onLimit: undefined }}
      exportAll={exportPages(({ limit, offset }) => getDefectiveDisposals({ ...query, limit, offset }), (a) => a.rows, (a) => a.total)}
    />
  );
}
