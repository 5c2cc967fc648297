import { createWarehouseBody, type CreateWarehouseBody, type Warehouse as WarehouseRow } from '@tradedesk/contracts/catalog/warehouses';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { FormRefusal } from '../../../components/form/useFormSave';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { useZodForm } from '../../../components/form/useZodForm';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { getWarehouseHistory, useWarehouseCommand, useWarehouseList } from '../api/warehouse-admin';
import { HistoryDialog } from '../components/HistoryDialog';

type StatusFilter = 'active' | 'disabled' | 'all';

/** Warehouses (route Warehouse, /setting/basics/warehouse): create, edit (409 when stale), disable / enable, history. */
export default function Warehouse() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [selected, setSelected] = useState<WarehouseRow[]>([]);
  const [editing, setEditing] = useState<WarehouseRow | null | undefined>(undefined);
  const [history, setHistory] = useState<WarehouseRow | null>(null);
  const list = useWarehouseList({ status, limit: 1000 });
  const command = useWarehouseCommand();
  const one = selected.length === 1 ? selected[0]! : null;
  const statusId = useId();

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

  const toggle = async () => {
    if (!one) return;
    try {
      await command.mutateAsync({ action: one.status === 'disabled' ? 'enable' : 'disable', id: one.id });
      toast.success(t('form.saved'));
      setSelected([]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="page" aria-labelledby="warehouse-title">
      <h1 id="warehouse-title" className="page-title">
        {t('route.Warehouse')}
      </h1>
      <div className="filters">
        <div className="field">
          <label htmlFor={statusId}>{t('form.status')}</label>
          <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
            <option value="all">{t('form.all')}</option>
            <option value="active">{t('form.active')}</option>
            <option value="disabled">{t('form.disabled')}</option>
          </select>
        </div>
      </div>
      <LoadError error={list.isError ? list.error : null} />
      <DataGrid<WarehouseRow>
        table="warehouseList"
        title={t('route.Warehouse')}
        columns={columns}
        rows={list.data?.warehouses}
        getRowId={(w) => w.id}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={(w) => setEditing(w)}
        toolbar={
          <>
            <button type="button" className="btn btn-small btn-primary" onClick={() => setEditing(null)}>
              {t('warehouse.new')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setEditing(one)}>
              {t('form.edit')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one || command.isPending} onClick={() => void toggle()}>
              {one?.status === 'disabled' ? t('form.enable') : t('form.disable')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setHistory(one)}>
              {t('product.history')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => one && void navigate(`/setting/basics/warehouseZone?warehouseId=${encodeURIComponent(one.id)}`)}>
              {t('warehouse.zones')}
            </button>
          </>
        }
      />
      {editing !== undefined && <WarehouseForm key={editing?.id ?? 'new'} warehouse={editing} onClose={() => setEditing(undefined)} />}
      {history && (
        <HistoryDialog title={t('basics.historyOf', { name: history.name })} queryKey={['warehouse', history.id]} load={() => getWarehouseHistory(history.id)} onClose={() => setHistory(null)} />
      )}
    </section>
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
