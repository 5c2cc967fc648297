import { createSupplierBody, type CreateSupplierBody, type Supplier } from '@tradedesk/contracts/catalog/suppliers';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { FormRefusal } from '../../../components/form/useFormSave';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { useZodForm } from '../../../components/form/useZodForm';
import { FilterBar, SearchFilter, StatusFilter, type StatusChoice } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { getSupplierHistory, getSuppliers, useSupplierCommand, useSuppliers } from '../api/suppliers';
import { HistoryDialog } from '../components/HistoryDialog';

const FIELDS = ['code', 'name', 'contact', 'phone', 'email', 'currency', 'country'] as const;

/**
 * Suppliers: the same list and form under /product/supplier/index (route Supplier) and
 * /setting/basics/supplier (route BasicsSupplier). Create, edit (409 when someone saved first),
 * disable / enable, history, and the way to the supplier's account.
 */
export function SupplierList({ route }: { route: 'Supplier' | 'BasicsSupplier' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, bind, page, limit, pager } = useListFilters<{ status: StatusChoice; search: string }>({ status: 'all', search: '' });
  const [history, setHistory] = useState<Supplier | null>(null);
  const query = { status: filters.status, search: searchText(filters.search) };
  const list = useSuppliers({ ...query, page, limit });
  const command = useSupplierCommand();

  const columns = useMemo<GridColumn<Supplier>[]>(
    () => [
      { id: 'code', header: t('supplier.code'), value: (s) => s.code, width: 120, lockVisible: true },
      { id: 'name', header: t('supplier.name'), value: (s) => s.name, width: 220 },
      { id: 'contact', header: t('supplier.contact'), value: (s) => s.contact, width: 150 },
      { id: 'phone', header: t('supplier.phone'), value: (s) => s.phone, width: 130 },
      { id: 'email', header: t('supplier.email'), value: (s) => s.email, width: 180 },
      { id: 'currency', header: t('supplier.currency'), value: (s) => s.currency, width: 90 },
      { id: 'country', header: t('supplier.country'), value: (s) => s.country, width: 90 },
      { id: 'paymentTermsDays', header: t('supplier.paymentTermsDays'), value: (s) => s.paymentTermsDays, kind: 'number', width: 120 },
      { id: 'status', header: t('form.status'), value: (s) => (s.status === 'disabled' ? t('form.disabled') : t('form.active')), width: 90 },
      { id: 'updatedAt', header: t('basics.updatedAt'), value: (s) => s.updatedAt, kind: 'datetime', width: 150, hiddenByDefault: true },
    ],
    [t],
  );

  return (
    <ListPage<Supplier>
      titleId="supplier-title"
      title={t(`route.${route}`)}
      filters={
        <FilterBar>
          <SearchFilter label={t('supplier.search')} {...bind('search')} />
          <StatusFilter order={['all', 'active', 'disabled']} {...bind('status')} />
        </FilterBar>
      }
      query={list}
      table="supplierList"
      columns={columns}
      rows={list.data?.suppliers}
      getRowId={(s) => s.id}
      editor={{ newLabel: t('supplier.new'), render: (s, close) => <SupplierForm key={s?.id ?? 'new'} supplier={s} onClose={close} /> }}
      rowActions={[
        { status: { isDisabled: (s) => s.status === 'disabled', run: (s, action) => command.mutateAsync({ action, id: s.id }) } },
        { label: t('product.history'), run: setHistory },
        { label: t('supplier.account'), run: (s) => void navigate(`/product/supplier/account?supplierId=${encodeURIComponent(s.id)}`) },
      ]}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getSuppliers({ ...query, page, limit }), (a) => a.suppliers, (a) => a.total)}
    >
      {history && (
        <HistoryDialog title={t('basics.historyOf', { name: history.name })} queryKey={['supplier', history.id]} load={() => getSupplierHistory(history.id)} onClose={() => setHistory(null)} />
      )}
    </ListPage>
  );
}

export default function SupplierPage() {
  return <SupplierList route="Supplier" />;
}

const upperCase = (value: string) => value.trim().toUpperCase();

function SupplierForm({ supplier, onClose }: { supplier: Supplier | null; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = {
    code: supplier?.code ?? '',
    name: supplier?.name ?? '',
    contact: supplier?.contact ?? '',
    phone: supplier?.phone ?? '',
    email: supplier?.email ?? '',
    currency: supplier?.currency ?? 'USD',
    country: supplier?.country ?? '',
    paymentTermsDays: supplier?.paymentTermsDays ?? 0,
  };
  const form = useZodForm(createSupplierBody, initial);
  const [commandId] = useState(() => crypto.randomUUID());
  const command = useSupplierCommand();

  const save = async (values: CreateSupplierBody) => {
    if (!supplier) return command.mutateAsync({ action: 'create', body: { ...values, commandId } });
    const changed = changedFields(values, initial);
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('product.nothingChanged'));
    return command.mutateAsync({ action: 'update', id: supplier.id, body: { version: supplier.version, ...changed } });
  };

  return (
    <EntityFormDialog form={form} title={supplier ? t('supplier.editOf', { name: supplier.name }) : t('supplier.new')} onSave={save} onClose={onClose}>
      <div className="field-row">
        {FIELDS.map((k) => (
          <Field
            key={k}
            name={k}
            label={t(`supplier.${k}`)}
            autoFocus={k === 'code'}
            maxLength={k === 'currency' ? 3 : k === 'country' ? 2 : 200}
            type={k === 'email' ? 'email' : 'text'}
            setValueAs={k === 'currency' || k === 'country' ? upperCase : undefined}
          />
        ))}
        <Field name="paymentTermsDays" label={t('supplier.paymentTermsDays')} type="number" min={0} max={365} step={1} inputMode="numeric" />
      </div>
      <p className="hint">{t('supplier.codesHint')}</p>
      <p className="hint">{t('supplier.termsHint')}</p>
    </EntityFormDialog>
  );
}
