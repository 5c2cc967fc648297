import { createDeskBody, type Desk as DeskRow } from '@tradedesk/contracts/pos/desks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useWarehouses } from '../../../api/warehouses';
import { FilterBar, SearchFilter, SelectFilter, StatusFilter, type StatusChoice } from '../../../components/filters/FilterBar';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { ListPage } from '../../../components/list/ListPage';
import type { GridColumn } from '../../../components/ui/DataGrid';
import { eventSummary, HistoryDialog } from '../../../components/ui/HistoryTable';
import { WarehouseSelect } from '../../../components/pickers/WarehouseSelect';
import { useDeskCommand, useDeskHistory, useDesks } from '../api/desks';

/**
 * Desks (route Desk, /setting/basics/desk; docs/pos.md "Desks"): the tables of each store with
 * their area, seats and place on the floor plan; created, changed, disabled and enabled, never
 * deleted; each with its history.
 */
export default function Desk() {
  const { t } = useTranslation();
  const [warehouseId, setWarehouseId] = useState('');
  const [area, setArea] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusChoice>('all');
  const [history, setHistory] = useState<DeskRow | null>(null);
  const list = useDesks({ warehouseId: warehouseId || undefined, area: area || undefined, search: search.trim() || undefined, status });
  // The areas to filter by: those of the store's desks (another filter does not hide them).
  const areasOf = useDesks({ warehouseId: warehouseId || undefined, status: 'all' });
  const areas = useMemo(() => [...new Set((areasOf.data?.desks ?? []).map((d) => d.area).filter((a) => a !== ''))].sort((a, b) => a.localeCompare(b)), [areasOf.data]);
  const command = useDeskCommand();
  const columns = useMemo<GridColumn<DeskRow>[]>(
    () => [
      { id: 'warehouse', header: t('restaurant.desk.store'), value: (d) => d.warehouseName, width: 160 },
      { id: 'area', header: t('restaurant.desk.area'), value: (d) => d.area, width: 140 },
      { id: 'position', header: t('restaurant.desk.position'), value: (d) => d.position, kind: 'number', width: 100 },
      { id: 'name', header: t('restaurant.desk.name'), value: (d) => d.name, width: 180, lockVisible: true },
      { id: 'seats', header: t('restaurant.desk.seats'), value: (d) => d.seats, kind: 'number', width: 90 },
      { id: 'status', header: t('form.status'), value: (d) => (d.active ? t('form.active') : t('form.disabled')), width: 100 },
      { id: 'updatedAt', header: t('restaurant.desk.updatedAt'), value: (d) => d.updatedAt, kind: 'datetime', width: 150, hiddenByDefault: true },
    ],
    [t],
  );
  return (
    <ListPage<DeskRow>
      titleId="desk-title"
      title={t('route.Desk')}
      intro={<p className="muted">{t('restaurant.desk.intro')}</p>}
      filters={
        <FilterBar>
          <WarehouseSelect label={t('restaurant.desk.store')} value={warehouseId} onChange={(id) => (setWarehouseId(id), setArea(''))} allowAll />
          <SelectFilter label={t('restaurant.desk.area')} value={area} onChange={setArea} allLabel={t('form.all')} options={areas.map((a) => ({ value: a, label: a }))} />
          <SearchFilter label={t('restaurant.desk.name')} value={search} onChange={setSearch} />
          <StatusFilter order={['all', 'active', 'disabled']} value={status} onChange={setStatus} />
        </FilterBar>
      }
      query={list}
      table="deskList"
      columns={columns}
      rows={list.data?.desks}
      getRowId={(d) => d.id}
      editor={{ newLabel: t('restaurant.desk.new'), render: (d, close) => <DeskForm key={d?.id ?? 'new'} desk={d} warehouseId={warehouseId} onClose={close} /> }}
      rowActions={[
        { status: { isDisabled: (d) => !d.active, run: (d, action) => command.mutateAsync({ action, id: d.id }) } },
        { label: t('restaurant.desk.history'), run: setHistory },
      ]}
    >
      {history && <DeskHistory desk={history} onClose={() => setHistory(null)} />}
    </ListPage>
  );
}

function DeskHistory({ desk, onClose }: { desk: DeskRow; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useDeskHistory(desk.id);
  return (
    <HistoryDialog
      title={t('restaurant.desk.historyOf', { name: desk.name })}
      entries={history.data}
      error={history.isError ? history.error : null}
      describe={(e) => t(`restaurant.events.${e.type}`, { defaultValue: e.type })}
      detail={(e) => eventSummary(e.data)}
      onClose={onClose}
    />
  );
}

/** Digits -> that whole number; anything else -> NaN, which the contract refuses under the field. */
const whole = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);

/** The form: seats and place typed as text, then the contract's body decides (its refusals keep the fields' paths). */
const deskForm = z
  .object({ warehouseId: z.string(), name: z.string(), area: z.string(), seats: z.string(), position: z.string() })
  .transform((v): z.input<typeof createDeskBody> => ({ ...v, seats: whole(v.seats), position: whole(v.position) }))
  .pipe(createDeskBody);

function DeskForm({ desk, warehouseId, onClose }: { desk: DeskRow | null; warehouseId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useDeskCommand();
  const warehouses = useWarehouses();
  const initial = { warehouseId: desk?.warehouseId ?? warehouseId, name: desk?.name ?? '', area: desk?.area ?? '', seats: String(desk?.seats ?? 4), position: String(desk?.position ?? 0) };
  const form = useZodForm(deskForm, initial);
  const save = async (v: z.output<typeof deskForm>) => {
    if (!desk) return command.mutateAsync({ action: 'create', body: { ...v, commandId } });
    const { warehouseId: _store, commandId: _id, ...fields } = v;
    const changed = changedFields(fields, { name: desk.name, area: desk.area, seats: desk.seats, position: desk.position });
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('restaurant.desk.nothingChanged'));
    return command.mutateAsync({ action: 'change', id: desk.id, body: { version: desk.version, ...changed } });
  };
  return (
    <EntityFormDialog form={form} title={desk ? t('restaurant.desk.editOf', { name: desk.name }) : t('restaurant.desk.new')} onSave={save} onClose={onClose}>
      <Field
        name="warehouseId"
        kind="select"
        label={t('restaurant.desk.store')}
        disabled={!!desk}
        options={[{ value: '', label: t('restaurant.desk.chooseStore') }, ...(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` }))]}
      />
      <Field name="name" label={t('restaurant.desk.name')} autoFocus maxLength={40} />
      <Field name="area" label={t('restaurant.desk.area')} maxLength={40} placeholder={t('restaurant.desk.areaHint')} />
      <Field name="seats" label={t('restaurant.desk.seats')} inputMode="numeric" />
      <Field name="position" label={t('restaurant.desk.position')} inputMode="numeric" />
    </EntityFormDialog>
  );
}
