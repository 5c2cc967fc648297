import type { Customer } from '@tradedesk/contracts/customers/customers';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useCustomers } from '../api/customers';
import { useChangeMembers, useGroup, useGroupMembers } from '../api/groups';

/** A group's members (route CustomerGroupMember, /customer/group/:id/member): list, add found customers, remove selected ones. */
export default function CustomerGroupMember() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const group = useGroup(id);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [selected, setSelected] = useState<Customer[]>([]);
  const [find, setFind] = useState('');
  const [toAdd, setToAdd] = useState<Customer[]>([]);
  const ids = { search: useId(), find: useId() };
  const members = useGroupMembers(id, { search: search.trim() || undefined, page, limit });
  const found = useCustomers({ search: find.trim() || undefined, status: 'active', limit: 50 }, find.trim().length > 0);
  const change = useChangeMembers();

  const columns = useMemo<GridColumn<Customer>[]>(
    () => [
      { id: 'code', header: t('customer.code'), value: (c) => c.code, width: 110, lockVisible: true },
      { id: 'name', header: t('customer.name'), value: (c) => c.name, width: 220 },
      { id: 'phone', header: t('customer.phone'), value: (c) => c.phone, width: 130 },
      { id: 'level', header: t('customer.membershipLevel'), value: (c) => c.membershipLevelName ?? '', width: 110 },
      { id: 'groups', header: t('customer.groups'), value: (c) => c.groupNames, flex: 1 },
      { id: 'status', header: t('form.status'), value: (c) => (c.status === 'disabled' ? t('form.disabled') : t('form.active')), width: 90 },
    ],
    [t],
  );

  const run = async (action: 'add' | 'remove', customers: Customer[]) => {
    try {
      const r = await change.mutateAsync({ id, customerIds: customers.map((c) => c.id), action });
      toast.success(action === 'add' ? t('customerGroup.added', { count: r.changed }) : t('customerGroup.removed', { count: r.changed }));
      if (action === 'add') setToAdd([]);
      else setSelected([]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const name = group.data?.name ?? '';
  return (
    <section className="page" aria-labelledby="group-member-title">
      <h1 id="group-member-title" className="page-title">
        {t('route.CustomerGroupMember')}
        {name ? `: ${name}` : ''}
      </h1>
      <p>
        <Link to="/customer/group">{t('customerGroup.back')}</Link>
        {group.data?.status === 'disabled' && <span className="muted"> · {t('customerGroup.disabledNote')}</span>}
      </p>
      <LoadError error={group.isError ? group.error : members.isError ? members.error : null} />
      <div className="filters">
        <div className="field">
          <label htmlFor={ids.search}>{t('customerGroup.searchMembers')}</label>
          <input id={ids.search} type="search" value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} />
        </div>
      </div>
      <DataGrid<Customer>
        table="customerGroupMembers"
        title={name ? `${t('customerGroup.members')} ${name}` : t('customerGroup.members')}
        columns={columns}
        rows={members.data?.customers}
        getRowId={(c) => c.id}
        loading={members.isPending}
        selectable
        onSelectionChange={setSelected}
        height={360}
        toolbar={
          <button type="button" className="btn btn-small" disabled={selected.length === 0 || change.isPending} onClick={() => void run('remove', selected)}>
            {t('customerGroup.removeSelected', { count: selected.length })}
          </button>
        }
      />
      <Pager page={page} limit={limit} total={members.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />

      <section className="card" aria-labelledby="group-add-title">
        <h2 id="group-add-title">{t('customerGroup.addTitle')}</h2>
        <div className="filters">
          <div className="field">
            <label htmlFor={ids.find}>{t('customerGroup.findCustomers')}</label>
            <input id={ids.find} type="search" value={find} onChange={(e) => setFind(e.target.value)} />
          </div>
        </div>
        {find.trim() && (
          <DataGrid<Customer>
            title={t('customerGroup.found')}
            columns={columns}
            rows={found.data?.customers}
            getRowId={(c) => c.id}
            loading={found.isPending}
            selectable
            onSelectionChange={setToAdd}
            height={260}
            toolbar={
              <button type="button" className="btn btn-small btn-primary" disabled={toAdd.length === 0 || change.isPending} onClick={() => void run('add', toAdd)}>
                {t('customerGroup.addSelected', { count: toAdd.length })}
              </button>
            }
          />
        )}
      </section>
    </section>
  );
}
