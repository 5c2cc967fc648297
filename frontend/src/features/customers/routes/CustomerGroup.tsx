import { createCustomerGroupBody, type CustomerGroup as Group, CUSTOMER_GROUPS_READ_MODEL, updateCustomerGroupBody } from '@tradedesk/contracts/customers/customer-groups';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ShowDisabledFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { Dialog } from '../../../components/ui/Dialog';
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
