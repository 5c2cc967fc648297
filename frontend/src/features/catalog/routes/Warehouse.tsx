import { createWarehouseBody, type CreateWarehouseBody, type Warehouse as WarehouseRow } from '@tradedesk/contracts/catalog/warehouses';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilterBar, StatusFilter, type StatusChoice } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { FormRefusal } from '../../../components/form/useFormSave';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { useZodForm } from '../../../components/form/useZodForm';
import { getWarehouseHistory, useWarehouseCommand, useWarehouseList } from '../api/warehouse-admin';
import { HistoryDialog } from '../components/HistoryDialog';

/** Warehouses (route Warehouse, /setting/basics/warehouse): create, edit (409 when stale), disable / enable, history. */
export default function Warehouse() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusChoice>('all');
  const [history, setHistory] = useState<WarehouseRow | null>(null);
  const list = useWarehouseList({ status, limit: 1000 });
  const command = useWarehouseCommand();

  const columns = useMemo<GridColumn<WarehouseRow>[]>(
    () => [
      { id: 'code', header: t('warehouse.code'), value: (w) => w.code, width: 120, lockVisible: true },
      { id: 'name', header: t('warehouse.name'), value: (w) => w.name, width: 200 },
      { id: 'address', header: t('warehouse.address'), value: (w) => w.address, flex: 1 },
      { id: 'zones', header: t('warehouse.zones'), value: (w) => w.zones.filter((z) => !z.disabled).length, kind: 'number', width: 90 },
      { id: 'status', header: t('form.status'), value: (w) => (w.status === 'disabled' ? t('form.disabled') : t('form.active')), width: 90 },
      { id: 'updatedAt', header: t('basics.updatedAt'), value: (w) => w.updatedAt, kind: 'datetime', width: 150, hiddenByDefault: true },
    ],
    [t],
  );

  return (
    <ListPage<WarehouseRow>
      titleId="warehouse-title"
      title={t('route.Warehouse')}
      filters={
        <FilterBar>
          <StatusFilter order={['all', 'active', 'disabled']} value={status} onChange={setStatus} />
        </FilterBar>
      }
      query={list}
      table="warehouseList"
      columns={columns}
      rows={list.data?.warehouses}
      getRowId={(w) => w.id}
      editor={{ newLabel: t('warehouse.new'), render: (w, close) => <WarehouseForm key={w?.id ?? 'new'} warehouse={w} onClose={close} /> }}
      rowActions={[
        { status: { isDisabled: (w) => w.status === 'disabled', run: (w, action) => command.mutateAsync({ action, id: w.id }) } },
        { label: t('product.history'), run: setHistory },
        { label: t('warehouse.zones'), run: (w) => void navigate(`/setting/basics/warehouseZone?warehouseId=${encodeURIComponent(w.id)}`) },
      ]}
    >
      {history && (
        <HistoryDialog title={t('basics.historyOf', { name: history.name })} queryKey={['warehouse', history.id]} load={() => getWarehouseHistory(history.id)} onClose={() => setHistory(null)} />
      )}
    </ListPage>
  );
}

function WarehouseForm({ warehouse, onClose }: { warehouse: WarehouseRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = { code: warehouse?.code ?? '', name: warehouse?.name ?? '', address: warehouse?.address ?? '' };
  const form = useZodForm(createWarehouseBody, initial);
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useWarehouseCommand();

  const save = async (values: CreateWarehouseBody) => {
    if (!warehouse) return command.mutateAsync({ action: 'create', body: { ...values, commandId } });
    const changed = changedFields(values, initial);
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('product.nothingChanged'));
    return command.mutateAsync({ action: 'update', id: warehouse.id, body: { version: warehouse.version, ...changed } });
  };

  return (
    <EntityFormDialog form={form} title={warehouse ? t('warehouse.editOf', { name: warehouse.name }) : t('warehouse.new')} onSave={save} onClose={onClose}>
      <Field name="code" label={t('warehouse.code')} autoFocus maxLength={100} />
      <Field name="name" label={t('warehouse.name')} maxLength={100} />
      <Field name="address" label={t('warehouse.address')} maxLength={300} />
    </EntityFormDialog>
  );
}
