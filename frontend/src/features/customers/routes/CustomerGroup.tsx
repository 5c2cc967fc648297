import { createCustomerGroupBody, type CreateCustomerGroupBody, type CustomerGroup as Group, CUSTOMER_GROUPS_READ_MODEL } from '@tradedesk/contracts/customers/customer-groups';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage } from '../../../lib/api';
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
  const initial = { name: group?.name ?? '', memo: group?.memo ?? '' };
  const form = useZodForm(createCustomerGroupBody, initial, { messages: { name: t('customerGroup.nameRequired') } });
  const [commandId] = useState(() => crypto.randomUUID());
  const create = useCreateGroup();
  const update = useUpdateGroup();

  const save = async (values: CreateCustomerGroupBody) => {
    if (!group) return create.mutateAsync({ ...values, commandId });
    const changed = changedFields(values, initial);
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('customer.nothingChanged'));
    return update.mutateAsync({ id: group.id, body: { version: group.version, ...changed } });
  };

  return (
    <EntityFormDialog form={form} title={group ? t('customerGroup.rename') : t('customerGroup.new')} onSave={save} onClose={onClose}>
      <Field name="name" label={t('customerGroup.name')} maxLength={80} autoFocus />
      <Field name="memo" label={t('customerGroup.memo')} maxLength={300} />
    </EntityFormDialog>
  );
}
