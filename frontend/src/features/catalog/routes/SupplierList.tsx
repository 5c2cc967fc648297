import { createSupplierBody, type CreateSupplierBody, type Supplier } from '@tradedesk/contracts/catalog/suppliers';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { FormRefusal } from '../../../components/form/useFormSave';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { useZodForm } from '../../../components/form/useZodForm';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { LoadError } from '../../../components/ui/LoadError';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { getSupplierHistory, useSupplierCommand, useSuppliers } from '../api/suppliers';
import { HistoryDialog } from '../components/HistoryDialog';

type StatusFilter = 'active' | 'disabled' | 'all';
const FIELDS = ['code', 'name', 'contact', 'phone', 'email', 'currency', 'country'] as const;

/**
 * Suppliers: the same list and form under /product/supplier/index (route Supplier) and
 * /setting/basics/supplier (route BasicsSupplier). Create, edit (409 when someone saved first),
 * disable / enable, history, and the way to the supplier's account.
 */
export function SupplierList({ route }: { route: 'Supplier' | 'BasicsSupplier' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [selected, setSelected] = useState<Supplier[]>([]);
  const [editing, setEditing] = useState<Supplier | null | undefined>(undefined);
  const [history, setHistory] = useState<Supplier | null>(null);
  const list = useSuppliers({ status, search: search.trim() || undefined, page, limit });
  const command = useSupplierCommand();
  const one = selected.length === 1 ? selected[0]! : null;
  const ids = { search: useId(), status: useId() };

  const columns = useMemo<GridColumn<Supplier>[]>(
    () => [
      { id: 'code', header: t('supplier.code'), value: (s) => s.code, width: 120, lockVisible: true },
      { id: 'name', header: t('supplier.name'), value: (s) => s.name, width: 220 },
      { id: 'contact', header: t('supplier.contact'), value: (s) => s.contact, width: 150 },
      { id: 'phone', header: t('supplier.phone'), value: (s) => s.phone, width: 130 },
      { id: 'email', header: t('supplier.email'), value: (s) => s.email, width: 180 },
      { id: 'currency', header: t('supplier.currency'), value: (s) => s.currency, width: 90 },
      { id: 'country', header: t('supplier.country'), value: (s) => s.country, width: 90 },
      { id: 'status', header: t('form.status'), value: (s) => (s.status === 'disabled' ? t('form.disabled') : t('form.active')), width: 90 },
      { id: 'updatedAt', header: t('basics.updatedAt'), value: (s) => s.updatedAt, kind: 'datetime', width: 150, hiddenByDefault: true },
    ],
    [t],
  );

  const toggle = async () => {
    if (!one) return;
    try {
      await command.mutateAsync({ action: one.status === 'disabled' ? 'enable' : 'disable', id: one.id });
      toast.success(t('form.saved'));
      setSelected([]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="page" aria-labelledby="supplier-title">
      <h1 id="supplier-title" className="page-title">
        {t(`route.${route}`)}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.search}>{t('supplier.search')}</label>
          <input id={ids.search} type="search" value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} />
        </div>
        <div className="field">
          <label htmlFor={ids.status}>{t('form.status')}</label>
          <select id={ids.status} value={status} onChange={(e) => (setStatus(e.target.value as StatusFilter), setPage(1))}>
            <option value="all">{t('form.all')}</option>
            <option value="active">{t('form.active')}</option>
            <option value="disabled">{t('form.disabled')}</option>
          </select>
        </div>
      </form>
      <LoadError error={list.isError ? list.error : null} />
      <DataGrid<Supplier>
        table="supplierList"
        title={t(`route.${route}`)}
        columns={columns}
        rows={list.data?.suppliers}
        getRowId={(s) => s.id}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={(s) => setEditing(s)}
        toolbar={
          <>
            <button type="button" className="btn btn-small btn-primary" onClick={() => setEditing(null)}>
              {t('supplier.new')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setEditing(one)}>
              {t('form.edit')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one || command.isPending} onClick={() => void toggle()}>
              {one?.status === 'disabled' ? t('form.enable') : t('form.disable')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setHistory(one)}>
              {t('product.history')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => one && void navigate(`/product/supplier/account?supplierId=${encodeURIComponent(one.id)}`)}>
              {t('supplier.account')}
            </button>
          </>
        }
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
      {editing !== undefined && <SupplierForm key={editing?.id ?? 'new'} supplier={editing} onClose={() => setEditing(undefined)} />}
      {history && (
        <HistoryDialog title={t('basics.historyOf', { name: history.name })} queryKey={['supplier', history.id]} load={() => getSupplierHistory(history.id)} onClose={() => setHistory(null)} />
      )}
    </section>
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
      </div>
      <p className="hint">{t('supplier.codesHint')}</p>
    </EntityFormDialog>
  );
}
