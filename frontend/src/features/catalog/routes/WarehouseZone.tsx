import { addZoneBody, type AddZoneBody, type Warehouse } from '@tradedesk/contracts/catalog/warehouses';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilterBar } from '../../../components/filters/FilterBar';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { FormRefusal } from '../../../components/form/useFormSave';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { useZodForm } from '../../../components/form/useZodForm';
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
  const query = warehouseId ? `?warehouseId=${encodeURIComponent(warehouseId)}` : '';
  const shown = warehouse.data;

  const columns = useMemo<GridColumn<Zone>[]>(
    () => [
      { id: 'code', header: t('zone.code'), value: (z) => z.code, width: 130, lockVisible: true },
      { id: 'name', header: t('zone.name'), value: (z) => z.name, flex: 1 },
      { id: 'barcode', header: t('zone.barcode'), value: (z) => z.barcode, width: 170 },
      { id: 'status', header: t('form.status'), value: (z) => (z.disabled ? t('form.disabled') : t('form.active')), width: 100 },
    ],
    [t],
  );

  return (
    <ListPage<Zone>
      titleId="zone-title"
      title={t('route.WarehouseZone')}
      gridTitle={shown ? t('zone.zonesOf', { name: shown.name }) : undefined}
      filters={
        <FilterBar>
          <WarehousePicker value={warehouseId} onChange={choose} />
        </FilterBar>
      }
      query={warehouse}
      placeholder={shown ? undefined : warehouseId ? null : <p className="muted">{t('zone.pickWarehouse')}</p>}
      gridKey={shown?.id}
      table="warehouseZones"
      columns={columns}
      rows={shown?.zones}
      getRowId={(z) => z.id}
      editor={{
        newLabel: t('zone.new'),
        newDisabled: shown?.status === 'disabled',
        render: (z, close) => shown && <ZoneForm key={z?.id ?? 'new'} warehouse={shown} zone={z} onClose={close} />,
      }}
      rowActions={[
        { status: { isDisabled: (z) => z.disabled, run: (z, action) => command.mutateAsync({ action: 'updateZone', id: warehouseId, zoneId: z.id, body: { disabled: action === 'disable' } }) } },
      ]}
      actions={
        <>
          <ToolbarButton label={t('zone.batchImport')} onClick={() => void navigate(`/setting/basics/warehouseZone/batch-import${query}`)} />
          <ToolbarButton label={t('zone.printBarcodes')} onClick={() => void navigate(`/setting/basics/warehouseZone/barcode${query}`)} />
        </>
      }
    />
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
