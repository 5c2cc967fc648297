import { formatMoney } from '@tradedesk/contracts/platform/money';
import { localeOf } from '../../../i18n/languages';
import { type Customer, CUSTOMERS_READ_MODEL } from '@tradedesk/contracts/customers/customers';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useCustomers, useSetCustomerStatus } from '../api/customers';
import { useGroups } from '../api/groups';
import { useLevels } from '../api/membership';
import { CustomerForm } from '../components/CustomerForm';
import { HistoryDialog } from '../components/HistoryDialog';

type StatusFilter = 'active' | 'disabled' | 'all';

/** Customers (route CustomerList, /customer/index): search and filters, paging, the form, history, Excel export. */
export default function CustomerList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusFilter>('active');
  const [search, setSearch] = useState('');
  const [groupId, setGroupId] = useState('');
  const [levelId, setLevelId] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [selected, setSelected] = useState<Customer[]>([]);
  const [editing, setEditing] = useState<Customer | null | undefined>(undefined);
  const [history, setHistory] = useState<Customer | null>(null);
  const ids = { search: useId(), status: useId(), group: useId(), level: useId() };
  const list = useCustomers({ status, search: search.trim() || undefined, groupId: groupId || undefined, membershipLevelId: levelId || undefined, page, limit });
  const groups = useGroups('all');
  const levels = useLevels('all');
  const setStatusOf = useSetCustomerStatus();
  const one = selected.length === 1 ? selected[0]! : null;

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

  const changeStatus = async () => {
    if (!one) return;
    try {
      await setStatusOf.mutateAsync({ id: one.id, action: one.status === 'disabled' ? 'enable' : 'disable' });
      toast.success(t('form.saved'));
      setSelected([]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };

  return (
    <section className="page" aria-labelledby="customer-list-title">
      <h1 id="customer-list-title" className="page-title">
        {t('route.CustomerList')}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.search}>{t('customer.searchLabel')}</label>
          <input id={ids.search} type="search" value={search} onChange={(e) => reset(setSearch)(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.status}>{t('form.status')}</label>
          <select id={ids.status} value={status} onChange={(e) => reset(setStatus)(e.target.value as StatusFilter)}>
            <option value="active">{t('form.active')}</option>
            <option value="disabled">{t('form.disabled')}</option>
            <option value="all">{t('form.all')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.group}>{t('customer.group')}</label>
          <select id={ids.group} value={groupId} onChange={(e) => reset(setGroupId)(e.target.value)}>
            <option value="">{t('form.all')}</option>
            {(groups.data ?? []).map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.level}>{t('customer.membershipLevel')}</label>
          <select id={ids.level} value={levelId} onChange={(e) => reset(setLevelId)(e.target.value)}>
            <option value="">{t('form.all')}</option>
            {(levels.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
      </form>
      <LoadError error={list.isError ? list.error : null} />
      <DataGrid<Customer>
        table="customerList"
        title={t('route.CustomerList')}
        columns={columns}
        rows={list.data?.customers}
        getRowId={(c) => c.id}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={(c) => setEditing(c)}
        toolbar={
          <>
            <button type="button" className="btn btn-small btn-primary" onClick={() => setEditing(null)}>
              {t('customer.new')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setEditing(one)}>
              {t('form.edit')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one || setStatusOf.isPending} onClick={() => void changeStatus()}>
              {one?.status === 'disabled' ? t('form.enable') : t('form.disable')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setHistory(one)}>
              {t('customer.history')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => one && void navigate(`/customer/${encodeURIComponent(one.id)}/create-account`)}>
              {t('customer.account')}
            </button>
            <button type="button" className="btn btn-small" onClick={() => void navigate('/customer/Excel-import')}>
              {t('route.CustomerImport')}
            </button>
          </>
        }
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
      {editing !== undefined && <CustomerForm key={editing?.id ?? 'new'} customer={editing} onClose={() => setEditing(undefined)} />}
      {history && (
        <HistoryDialog
          title={`${t('customer.history')}: ${history.code}`}
          readModel={CUSTOMERS_READ_MODEL}
          path={`/api/customers/${encodeURIComponent(history.id)}/history`}
          onClose={() => setHistory(null)}
        />
      )}
    </section>
  );
}
