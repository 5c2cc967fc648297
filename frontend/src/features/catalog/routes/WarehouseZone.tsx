import { addZoneBody, updateZoneBody, type Warehouse } from '@tradedesk/contracts/catalog/warehouses';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { FormDialog } from '../../../components/ui/FormDialog';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage, isConflict } from '../../../lib/api';
import { fieldErrors } from '../../../lib/form';
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
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useWarehouseCommand();
  const base = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const changed = Object.fromEntries((['code', 'name', 'barcode'] as const).filter((k) => form[k] !== initial[k]).map((k) => [k, form[k]]));
    if (zone && Object.keys(changed).length === 0) {
      setFormError(t('product.nothingChanged'));
      return;
    }
    // A zone is part of its warehouse's stream: the version edited is the warehouse's.
    const parsed = zone ? updateZoneBody.safeParse({ version: warehouse.version, ...changed }) : addZoneBody.safeParse({ commandId, ...form });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      if (zone) await command.mutateAsync({ action: 'updateZone', id: warehouse.id, zoneId: zone.id, body: parsed.data as never });
      else await command.mutateAsync({ action: 'addZone', id: warehouse.id, body: parsed.data as never });
      toast.success(t('form.saved'));
      onClose();
    } catch (err) {
      setFormError(isConflict(err) ? `${errorMessage(err)} ${t('form.conflictClose')}` : errorMessage(err));
    }
  };

  return (
    <FormDialog title={zone ? t('zone.editOf', { code: zone.code }) : t('zone.newIn', { name: warehouse.name })} busy={command.isPending} onSubmit={submit} onClose={onClose}>
        {(['code', 'name', 'barcode'] as const).map((k) => (
          <div className="field" key={k}>
            <label htmlFor={`${base}-${k}`}>{t(`zone.${k}`)}</label>
            <input id={`${base}-${k}`} value={form[k]} autoFocus={k === 'code'} maxLength={100} onChange={(e) => setForm({ ...form, [k]: e.target.value })} aria-invalid={errors[k] ? true : undefined} />
            {errors[k] && (
              <span className="field-error" role="alert">
                {errors[k]}
              </span>
            )}
          </div>
        ))}
        <p className="hint">{t('zone.barcodeHint')}</p>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
    </FormDialog>
  );
}
