import { formatMoney } from '@tradedesk/contracts/platform/money';
import { localeOf } from '../../../i18n/languages';
import { type Customer, CUSTOMERS_READ_MODEL } from '@tradedesk/contracts/customers/customers';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FilterBar, SearchFilter, SelectFilter, StatusFilter, type StatusChoice } from '../../../components/filters/FilterBar';
import { ListPage, ToolbarButton } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { getCustomers, useCustomers, useSetCustomerStatus } from '../api/customers';
import { useGroups } from '../api/groups';
import { useLevels } from '../api/membership';
import { CustomerForm } from '../components/CustomerForm';
import { HistoryDialog } from '../components/HistoryDialog';

/** Customers (route CustomerList, /customer/index): search and filters, paging, the form, history, Excel export. */
export default function CustomerList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { filters, bind, page, limit, pager } = useListFilters<{ status: StatusChoice; search: string; groupId: string; levelId: string }>({ status: 'active', search: '', groupId: '', levelId: '' });
  const [history, setHistory] = useState<Customer | null>(null);
  const query = { status: filters.status, search: searchText(filters.search), groupId: filters.groupId || undefined, membershipLevelId: filters.levelId || undefined };
  const list = useCustomers({ ...query, page, limit });
  const groups = useGroups('all');
  const levels = useLevels('all');
  const setStatusOf = useSetCustomerStatus();

  const columns = useMemo<GridColumn<Customer>[]>(
    () => [
      { id: 'code', header: t('customer.code'), value: (c) => c.code, width: 110, lockVisible: true },
      { id: 'name', header: t('customer.name'), value: (c) => c.name, width: 220 },
      { id: 'phone', header: t('customer.phone'), value: (c) => c.phone, width: 130 },
      { id: 'email', header: t('customer.email'), value: (c) => c.email, width: 170, hiddenByDefault: true },
      { id: 'taxId', header: t('customer.taxId'), value: (c) => c.taxId, width: 120 },
      { id: 'address', header: t('customer.address'), value: (c) => c.address, width: 200, hiddenByDefault: true },
      { id: 'country', header: t('customer.country'), value: (c) => c.country, width: 70, hiddenByDefault: true },
      { id: 'level', header: t('customer.membershipLevel'), value: (c) => c.membershipLevelName ?? '', width: 110 },
      { id: 'priceType', header: t('customer.priceType'), value: (c) => t(`customer.priceTypes.${c.effectivePriceType}`), width: 110 },
      { id: 'discount', header: t('customer.discount'), value: (c) => c.discount, kind: 'decimal', width: 90 },
      { id: 'groups', header: t('customer.groups'), value: (c) => c.groupNames, width: 180 },
      { id: 'paymentTermsDays', header: t('customer.paymentTermsDays'), value: (c) => c.paymentTermsDays, kind: 'number', width: 100 },
      { id: 'currency', header: t('customer.currency'), value: (c) => c.currency || t('customer.currencyBase'), width: 90 },
      {
        id: 'creditLimit',
        header: t('customer.creditLimit'),
        value: (c) => c.creditLimit,
        kind: 'decimal',
        format: (v, c) => (v ? formatMoney(String(v), c.currency, localeOf(i18n.language)) : ''),
        width: 120,
      },
      { id: 'memo', header: t('customer.memo'), value: (c) => c.memo, width: 160, hiddenByDefault: true },
      { id: 'status', header: t('form.status'), value: (c) => (c.status === 'disabled' ? t('form.disabled') : t('form.active')), width: 90 },
      { id: 'updatedAt', header: t('customer.updatedAt'), value: (c) => c.updatedAt, kind: 'datetime', width: 140, hiddenByDefault: true },
    ],
    [t, i18n.language],
  );

  return (
    <ListPage<Customer>
      titleId="customer-list-title"
      title={t('route.CustomerList')}
      filters={
        <FilterBar>
          <SearchFilter label={t('customer.searchLabel')} {...bind('search')} />
          <StatusFilter {...bind('status')} />
          <SelectFilter label={t('customer.group')} allLabel={t('form.all')} options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))} {...bind('groupId')} />
          <SelectFilter label={t('customer.membershipLevel')} allLabel={t('form.all')} options={(levels.data ?? []).map((l) => ({ value: l.id, label: l.name }))} {...bind('levelId')} />
        </FilterBar>
      }
      query={list}
      table="customerList"
      columns={columns}
      rows={list.data?.customers}
      getRowId={(c) => c.id}
      editor={{ newLabel: t('customer.new'), render: (c, close) => <CustomerForm key={c?.id ?? 'new'} customer={c} onClose={close} /> }}
      rowActions={[
        { status: { isDisabled: (c) => c.status === 'disabled', run: (c, action) => setStatusOf.mutateAsync({ id: c.id, action }) } },
        { label: t('customer.history'), run: setHistory },
        { label: t('customer.account'), run: (c) => void navigate(`/customer/${encodeURIComponent(c.id)}/create-account`) },
      ]}
      actions={<ToolbarButton label={t('route.CustomerImport')} onClick={() => void navigate('/customer/Excel-import')} />}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getCustomers({ ...query, page, limit }), (a) => a.customers, (a) => a.total)}
    >
      {history && (
        <HistoryDialog
          title={`${t('customer.history')}: ${history.code}`}
          readModel={CUSTOMERS_READ_MODEL}
          path={`/api/customers/${encodeURIComponent(history.id)}/history`}
          onClose={() => setHistory(null)}
        />
      )}
    </ListPage>
  );
}
