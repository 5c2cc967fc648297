import { createCustomerGroupBody, type CustomerGroup as Group, CUSTOMER_GROUPS_READ_MODEL, updateCustomerGroupBody } from '@tradedesk/contracts/customers/customer-groups';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Dialog } from '../../../components/ui/Dialog';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage, isConflict } from '../../../lib/api';
import { fieldErrors } from '../../../lib/form';
import { toast } from '../../../stores/toast';
import { useCreateGroup, useGroups, useSetGroupStatus, useUpdateGroup } from '../api/groups';
import { HistoryDialog } from '../components/HistoryDialog';

const membersPath = (g: Group) => `/customer/group/${encodeURIComponent(g.id)}/member`;

/** Customer groups (route CustomerGroup, /customer/group): create, rename, disable; open a group's members. */
export default function CustomerGroup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showId = useId();
  const [includeDisabled, setIncludeDisabled] = useState(false);
  const [selected, setSelected] = useState<Group[]>([]);
  const [editing, setEditing] = useState<Group | null | undefined>(undefined);
  const [history, setHistory] = useState<Group | null>(null);
  const list = useGroups(includeDisabled ? 'all' : 'active');
  const status = useSetGroupStatus();
  const one = selected.length === 1 ? selected[0]! : null;

  const columns = useMemo<GridColumn<Group>[]>(
    () => [
      { id: 'name', header: t('customerGroup.name'), value: (g) => g.name, render: (g) => <Link to={membersPath(g)}>{g.name}</Link>, width: 220, lockVisible: true },
      { id: 'memberCount', header: t('customerGroup.memberCount'), value: (g) => g.memberCount, kind: 'number', width: 110 },
      { id: 'memo', header: t('customerGroup.memo'), value: (g) => g.memo, flex: 1 },
      { id: 'status', header: t('form.status'), value: (g) => (g.status === 'disabled' ? t('form.disabled') : t('form.active')), width: 100 },
      { id: 'createdAt', header: t('form.createdAt'), value: (g) => g.createdAt, kind: 'datetime', width: 150, hiddenByDefault: true },
    ],
    [t],
  );

  const changeStatus = async () => {
    if (!one) return;
    try {
      await status.mutateAsync({ id: one.id, action: one.status === 'disabled' ? 'enable' : 'disable' });
      toast.success(t('form.saved'));
      setSelected([]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="page" aria-labelledby="customer-group-title">
      <h1 id="customer-group-title" className="page-title">
        {t('route.CustomerGroup')}
      </h1>
      <div className="filters">
        <label className="inline-check" htmlFor={showId}>
          <input id={showId} type="checkbox" checked={includeDisabled} onChange={(e) => setIncludeDisabled(e.target.checked)} />
          {t('form.showDisabled')}
        </label>
      </div>
      <LoadError error={list.isError ? list.error : null} />
      <DataGrid<Group>
        table="customerGroupList"
        title={t('route.CustomerGroup')}
        columns={columns}
        rows={list.data}
        getRowId={(g) => g.id}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={(g) => void navigate(membersPath(g))}
        height={460}
        toolbar={
          <>
            <button type="button" className="btn btn-small btn-primary" onClick={() => setEditing(null)}>
              {t('customerGroup.new')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setEditing(one)}>
              {t('customerGroup.rename')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one || status.isPending} onClick={() => void changeStatus()}>
              {one?.status === 'disabled' ? t('form.enable') : t('form.disable')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => one && void navigate(membersPath(one))}>
              {t('customerGroup.members')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setHistory(one)}>
              {t('customer.history')}
            </button>
          </>
        }
      />
      {editing !== undefined && <GroupForm key={editing?.id ?? 'new'} group={editing} onClose={() => setEditing(undefined)} />}
      {history && (
        <HistoryDialog
          title={`${t('customer.history')}: ${history.name}`}
          readModel={CUSTOMER_GROUPS_READ_MODEL}
          path={`/api/customers/groups/${encodeURIComponent(history.id)}/history`}
          onClose={() => setHistory(null)}
        />
      )}
    </section>
  );
}

function GroupForm({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = group !== null;
  const ids = { form: useId(), name: useId(), memo: useId() };
  const [name, setName] = useState(group?.name ?? '');
  const [memo, setMemo] = useState(group?.memo ?? '');
  const [error, setError] = useState<string | null>(null);
  const [commandId] = useState(() => crypto.randomUUID());
  const create = useCreateGroup();
  const update = useUpdateGroup();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = editing
      ? updateCustomerGroupBody.safeParse({ version: group.version, ...(name.trim() !== group.name ? { name } : {}), ...(memo.trim() !== group.memo ? { memo } : {}) })
      : createCustomerGroupBody.safeParse({ commandId, name, memo });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setError(found.name ? t('customerGroup.nameRequired') : found[''] ? t('customer.nothingChanged') : (Object.values(found)[0] ?? ''));
      return;
    }
    try {
      if (editing) await update.mutateAsync({ id: group.id, body: parsed.data as Parameters<typeof update.mutateAsync>[0]['body'] });
      else await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      toast.success(t('form.saved'));
      onClose();
    } catch (err) {
      setError(isConflict(err) ? `${errorMessage(err)} ${t('form.conflictClose')}` : errorMessage(err));
    }
  };

  return (
    <Dialog
      open
      title={editing ? t('customerGroup.rename') : t('customerGroup.new')}
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
      <form id={ids.form} className="form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={ids.name}>{t('customerGroup.name')}</label>
          <input id={ids.name} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} autoFocus />
        </div>
        <div className="field">
          <label htmlFor={ids.memo}>{t('customerGroup.memo')}</label>
          <input id={ids.memo} value={memo} maxLength={300} onChange={(e) => setMemo(e.target.value)} />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
