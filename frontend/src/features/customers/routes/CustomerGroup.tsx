import { createCustomerGroupBody, type CreateCustomerGroupBody, type CustomerGroup as Group, CUSTOMER_GROUPS_READ_MODEL } from '@tradedesk/contracts/customers/customer-groups';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ShowDisabledFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { useCreateGroup, useGroups, useSetGroupStatus, useUpdateGroup } from '../api/groups';
import { HistoryDialog } from '../components/HistoryDialog';

const membersPath = (g: Group) => `/customer/group/${encodeURIComponent(g.id)}/member`;

/** Customer groups (route CustomerGroup, /customer/group): create, rename, disable; open a group's members. */
export default function CustomerGroup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [includeDisabled, setIncludeDisabled] = useState(false);
  const [history, setHistory] = useState<Group | null>(null);
  const list = useGroups(includeDisabled ? 'all' : 'active');
  const status = useSetGroupStatus();

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

  return (
    <ListPage<Group>
      titleId="customer-group-title"
      title={t('route.CustomerGroup')}
      filters={<ShowDisabledFilter checked={includeDisabled} onChange={setIncludeDisabled} />}
      query={list}
      table="customerGroupList"
      columns={columns}
      rows={list.data}
      getRowId={(g) => g.id}
      height={460}
      onRowActivated={(g) => void navigate(membersPath(g))}
      editor={{ newLabel: t('customerGroup.new'), editLabel: t('customerGroup.rename'), render: (g, close) => <GroupForm key={g?.id ?? 'new'} group={g} onClose={close} /> }}
      rowActions={[
        { status: { isDisabled: (g) => g.status === 'disabled', run: (g, action) => status.mutateAsync({ id: g.id, action }) } },
        { label: t('customerGroup.members'), run: (g) => void navigate(membersPath(g)) },
        { label: t('customer.history'), run: setHistory },
      ]}
    >
      {history && (
        <HistoryDialog
          title={`${t('customer.history')}: ${history.name}`}
          readModel={CUSTOMER_GROUPS_READ_MODEL}
          path={`/api/customers/groups/${encodeURIComponent(history.id)}/history`}
          onClose={() => setHistory(null)}
        />
      )}
    </ListPage>
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
