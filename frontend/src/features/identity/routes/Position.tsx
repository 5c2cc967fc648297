import { useTranslation } from 'react-i18next';
import { ShowDisabledFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { createPositionBody, type CreatePositionBody, type Position as PositionRow } from '@tradedesk/contracts/identity/positions';
import type { PagePrivileges } from '@tradedesk/contracts/identity/identity';
import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { useCreatePosition } from '../api/create-position';
import { usePositions } from '../api/get-positions';
import { useSetPositionStatus } from '../api/set-position-status';
import { useUpdatePosition } from '../api/update-position';
import { PrivilegeTree } from '../components/PrivilegeTree';
import { ACCESSIBLE, setGranted, type Privileges } from '../privilege-tree';

/** Positions (route Position, /setting/position): company roles and the pages they open. */
export default function Position() {
  const { t } = useTranslation();
  const [includeDisabled, setIncludeDisabled] = useState(false);
  const list = usePositions(includeDisabled);
  const status = useSetPositionStatus();

  const columns = useMemo<GridColumn<PositionRow>[]>(
    () => [
      { id: 'name', header: t('position.name'), value: (p) => p.name, width: 180, lockVisible: true },
      { id: 'description', header: t('position.description'), value: (p) => p.description, flex: 1, width: 260 },
      { id: 'pages', header: t('position.pageCount'), value: (p) => Object.values(p.pagePrivileges).filter((v) => v === ACCESSIBLE).length, kind: 'number', width: 110 },
      { id: 'userCount', header: t('position.userCount'), value: (p) => p.userCount, kind: 'number', width: 110 },
      { id: 'status', header: t('form.status'), value: (p) => (p.disabled ? t('form.disabled') : t('form.active')), width: 100 },
    ],
    [t],
  );

  return (
    <ListPage<PositionRow>
      titleId="position-title"
      title={t('route.Position')}
      filters={<ShowDisabledFilter checked={includeDisabled} onChange={setIncludeDisabled} />}
      query={list}
      table="positionList"
      columns={columns}
      rows={list.data?.positions}
      getRowId={(p) => p.id}
      editor={{ newLabel: t('position.new'), render: (p, close) => <PositionForm key={p?.id ?? 'new'} position={p} onClose={close} /> }}
      rowActions={[{ status: { isDisabled: (p) => p.disabled, run: (p, action) => status.mutateAsync({ id: p.id, action }) } }]}
    />
  );
}

/** Only the granted pages are kept on a position. */
const grantedOnly = (privileges: Privileges) => Object.fromEntries(Object.entries(privileges).filter(([, v]) => v === ACCESSIBLE)) as PagePrivileges;

function PositionForm({ position, onClose }: { position: PositionRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = { name: position?.name ?? '', description: position?.description ?? '', pagePrivileges: grantedOnly(position?.pagePrivileges ?? {}) };
  const form = useZodForm(createPositionBody, initial, { messages: { name: t('position.nameInvalid') } });
  const privileges = useController({ control: form.control, name: 'pagePrivileges' });
  const granted = (privileges.field.value ?? {}) as Privileges;
  const [commandId] = useState(() => crypto.randomUUID());
  const create = useCreatePosition();
  const update = useUpdatePosition();

  const save = async (values: CreatePositionBody) => {
    const body = { ...values, pagePrivileges: grantedOnly(values.pagePrivileges) };
    if (!position) return create.mutateAsync({ ...body, commandId });
    const changed = changedFields(body, initial);
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('product.nothingChanged'));
    return update.mutateAsync({ id: position.id, body: { version: position.version, ...changed } });
  };

  return (
    <EntityFormDialog form={form} wide title={position ? t('position.edit') : t('position.new')} onSave={save} onClose={onClose}>
      <Field name="name" label={t('position.name')} maxLength={50} autoFocus />
      <Field name="description" label={t('position.description')} kind="textarea" rows={2} maxLength={500} />
      <PrivilegeTree
        legend={t('position.pagePrivileges')}
        isOn={(page) => granted[page] === ACCESSIBLE}
        onChange={(names, on) => privileges.field.onChange(setGranted(granted, names, on))}
      />
    </EntityFormDialog>
  );
}
