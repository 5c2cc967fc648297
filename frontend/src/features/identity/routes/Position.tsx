import { createPositionBody, updatePositionBody, type Position as PositionRow } from '@tradedesk/contracts/identity/positions';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowDisabledFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { Dialog } from '../../../components/ui/Dialog';
import { errorMessage, isConflict } from '../../../lib/api';
import { fieldErrors } from '../../../lib/form';
import { toast } from '../../../stores/toast';
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

function PositionForm({ position, onClose }: { position: PositionRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = position !== null;
  const [name, setName] = useState(position?.name ?? '');
  const [description, setDescription] = useState(position?.description ?? '');
  const [privileges, setPrivileges] = useState<Privileges>(position?.pagePrivileges ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commandId] = useState(() => crypto.randomUUID());
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const ids = { form: useId(), name: useId(), description: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const granted = Object.fromEntries(Object.entries(privileges).filter(([, v]) => v === ACCESSIBLE));
    const parsed = editing
      ? updatePositionBody.safeParse({ version: position.version, name, description, pagePrivileges: granted })
      : createPositionBody.safeParse({ commandId, name, description, pagePrivileges: granted });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      if (found.name) found.name = t('position.nameInvalid');
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (editing) await update.mutateAsync({ id: position.id, body: parsed.data as Parameters<typeof update.mutateAsync>[0]['body'] });
      else await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      toast.success(t('form.saved'));
      onClose();
    } catch (error) {
      setFormError(isConflict(error) ? `${errorMessage(error)} ${t('form.conflictClose')}` : errorMessage(error));
    }
  };

  return (
    <Dialog
      open
      wide
      title={editing ? t('position.edit') : t('position.new')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" form={ids.form} className="btn btn-primary" disabled={create.isPending || update.isPending}>
            {t('form.save')}
          </button>
        </>
      }
    >
      <form id={ids.form} className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.name}>{t('position.name')}</label>
          <input
            id={ids.name}
            value={name}
            maxLength={50}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? `${ids.name}-err` : undefined}
            autoFocus
          />
          {errors.name && (
            <p className="field-error" id={`${ids.name}-err`}>
              {errors.name}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.description}>{t('position.description')}</label>
          <textarea id={ids.description} rows={2} maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <PrivilegeTree
          legend={t('position.pagePrivileges')}
          isOn={(page) => privileges[page] === ACCESSIBLE}
          onChange={(names, on) => setPrivileges((p) => setGranted(p, names, on))}
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
