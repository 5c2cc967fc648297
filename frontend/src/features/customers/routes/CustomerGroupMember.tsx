import type { Customer } from '@tradedesk/contracts/customers/customers';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { FilterBar, SearchFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useCustomers } from '../api/customers';
import { getGroupMembers, useChangeMembers, useGroup, useGroupMembers } from '../api/groups';

/** A group's members (route CustomerGroupMember, /customer/group/:id/member): list, add found customers, remove selected ones. */
export default function CustomerGroupMember() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const group = useGroup(id);
  const { filters, bind, page, limit, pager } = useListFilters({ search: '' });
  const [find, setFind] = useState('');
  const [toAdd, setToAdd] = useState<Customer[]>([]);
  const members = useGroupMembers(id, { search: searchText(filters.search), page, limit });
  const found = useCustomers({ search: searchText(find), status: 'active', limit: 50 }, find.trim().length > 0);
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
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const name = group.data?.name ?? '';
  return (
    <ListPage<Customer>
      titleId="group-member-title"
      title={`${t('route.CustomerGroupMember')}${name ? `: ${name}` : ''}`}
      gridTitle={name ? `${t('customerGroup.members')} ${name}` : t('customerGroup.members')}
      filters={
        <>
          <p>
            <Link to="/customer/group">{t('customerGroup.back')}</Link>
            {group.data?.status === 'disabled' && <span className="muted"> · {t('customerGroup.disabledNote')}</span>}
          </p>
          <FilterBar>
            <SearchFilter label={t('customerGroup.searchMembers')} {...bind('search')} />
          </FilterBar>
        </>
      }
      query={{ error: group.error ?? members.error, isPending: members.isPending }}
      table="customerGroupMembers"
      columns={columns}
      rows={members.data?.customers}
      getRowId={(c) => c.id}
      selectable
      height={360}
      actions={(_one, selected) => (
        <button type="button" className="btn btn-small" disabled={selected.length === 0 || change.isPending} onClick={() => void run('remove', selected)}>
          {t('customerGroup.removeSelected', { count: selected.length })}
        </button>
      )}
      pager={pager(members.data?.total)}
      exportAll={exportPages(({ page, limit }) => getGroupMembers(id, { search: searchText(filters.search), page, limit }), (a) => a.customers, (a) => a.total)}
    >
      <section className="card" aria-labelledby="group-add-title">
        <h2 id="group-add-title">{t('customerGroup.addTitle')}</h2>
        <div className="filters">
          <SearchFilter label={t('customerGroup.findCustomers')} value={find} onChange={setFind} />
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
    </ListPage>
  );
}
