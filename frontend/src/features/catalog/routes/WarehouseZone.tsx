import { addZoneBody, type AddZoneBody, type Warehouse } from '@tradedesk/contracts/catalog/warehouses';
import { useMemo, useState } from 'react';
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
import { useWarehouse, useWarehouseCommand } from '../api/warehouse-admin';
import { useChosenWarehouse, WarehousePicker } from '../components/WarehousePicker';

type Zone = Warehouse['zones'][number];

/** Zones of a warehouse (route WarehouseZone, /setting/basics/warehouseZone): create, edit, disable; batch import; barcode labels. */
export default function WarehouseZone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [warehouseId, choose] = useChosenWarehouse();
  const warehouse = useWarehouse(warehouseId || undefined);
  const command = useWarehouseCommand();
  const [selected, setSelected] = useState<Zone[]>([]);
  const [editing, setEditing] = useState<Zone | null | undefined>(undefined);
  const one = selected.length === 1 ? selected[0]! : null;
  const query = warehouseId ? `?warehouseId=${encodeURIComponent(warehouseId)}` : '';

  const columns = useMemo<GridColumn<Zone>[]>(
    () => [
      { id: 'code', header: t('zone.code'), value: (z) => z.code, width: 130, lockVisible: true },
      { id: 'name', header: t('zone.name'), value: (z) => z.name, flex: 1 },
      { id: 'barcode', header: t('zone.barcode'), value: (z) => z.barcode, width: 170 },
      { id: 'status', header: t('form.status'), value: (z) => (z.disabled ? t('form.disabled') : t('form.active')), width: 100 },
    ],
    [t],
  );

  const toggle = async () => {
    if (!one || !warehouse.data) return;
    try {
      await command.mutateAsync({ action: 'updateZone', id: warehouse.data.id, zoneId: one.id, body: { disabled: !one.disabled } });
      toast.success(t('form.saved'));
      setSelected([]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="page" aria-labelledby="zone-title">
      <h1 id="zone-title" className="page-title">
        {t('route.WarehouseZone')}
      </h1>
      <div className="filters">
        <WarehousePicker value={warehouseId} onChange={(id) => (choose(id), setSelected([]))} />
      </div>
      <LoadError error={warehouse.isError ? warehouse.error : null} />
      {!warehouseId && <p className="muted">{t('zone.pickWarehouse')}</p>}
      {warehouse.data && (
        <DataGrid<Zone>
          key={warehouse.data.id}
          table="warehouseZones"
          title={t('zone.zonesOf', { name: warehouse.data.name })}
          columns={columns}
          rows={warehouse.data.zones}
          getRowId={(z) => z.id}
          selectable
          onSelectionChange={setSelected}
          onRowActivated={(z) => setEditing(z)}
          toolbar={
            <>
              <button type="button" className="btn btn-small btn-primary" disabled={warehouse.data.status === 'disabled'} onClick={() => setEditing(null)}>
                {t('zone.new')}
              </button>
              <button type="button" className="btn btn-small" disabled={!one} onClick={() => setEditing(one)}>
                {t('form.edit')}
              </button>
              <button type="button" className="btn btn-small" disabled={!one || command.isPending} onClick={() => void toggle()}>
                {one?.disabled ? t('form.enable') : t('form.disable')}
              </button>
              <button type="button" className="btn btn-small" onClick={() => void navigate(`/setting/basics/warehouseZone/batch-import${query}`)}>
                {t('zone.batchImport')}
              </button>
              <button type="button" className="btn btn-small" onClick={() => void navigate(`/setting/basics/warehouseZone/barcode${query}`)}>
                {t('zone.printBarcodes')}
              </button>
            </>
          }
        />
      )}
      {editing !== undefined && warehouse.data && <ZoneForm key={editing?.id ?? 'new'} warehouse={warehouse.data} zone={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}

function ZoneForm({ warehouse, zone, onClose }: { warehouse: Warehouse; zone: Zone | null; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = { code: zone?.code ?? '', name: zone?.name ?? '', barcode: zone?.barcode ?? '' };
  const form = useZodForm(addZoneBody, initial);
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useWarehouseCommand();

  const save = async (values: AddZoneBody) => {
    if (!zone) return command.mutateAsync({ action: 'addZone', id: warehouse.id, body: { ...values, commandId } });
    const changed = changedFields(values, initial);
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('product.nothingChanged'));
    // A zone is part of its warehouse's stream: the version edited is the warehouse's.
    return command.mutateAsync({ action: 'updateZone', id: warehouse.id, zoneId: zone.id, body: { version: warehouse.version, ...changed } });
  };

  return (
    <EntityFormDialog form={form} title={zone ? t('zone.editOf', { code: zone.code }) : t('zone.newIn', { name: warehouse.name })} onSave={save} onClose={onClose}>
      <Field name="code" label={t('zone.code')} autoFocus maxLength={100} />
      <Field name="name" label={t('zone.name')} maxLength={100} />
      <Field name="barcode" label={t('zone.barcode')} maxLength={100} hint={t('zone.barcodeHint')} />
    </EntityFormDialog>
  );
}
