import { resetPasswordBody, type Employee } from '@tradedesk/contracts/identity/employees';
import { LoadError } from '../../../components/ui/LoadError';
import { PASSWORD_MIN } from '@tradedesk/contracts/identity/identity';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DataGrid, type GridColumn } from '../../../components/ui/DataGrid';
import { Pager } from '../../../components/ui/Pager';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useEmployees } from '../api/get-employees';
import { useResetEmployeePassword } from '../api/reset-employee-password';
import { useSetEmployeeStatus } from '../api/set-employee-status';
import { EmployeeForm } from '../components/EmployeeForm';

type DisabledFilter = 'false' | 'true' | 'all';

/** Employees (route Employees, /setting/employee): list, create, edit rights, disable, reset password. */
export default function Employees() {
  const { t } = useTranslation();
  const [disabled, setDisabled] = useState<DisabledFilter>('false');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [selected, setSelected] = useState<Employee[]>([]);
  const [editing, setEditing] = useState<Employee | null | undefined>(undefined);
  const [confirmStatus, setConfirmStatus] = useState(false);
  const [resetting, setResetting] = useState<Employee | null>(null);
  const ids = { disabled: useId(), search: useId() };
  const list = useEmployees({ disabled, search: search.trim() || undefined, page, limit });
  const status = useSetEmployeeStatus();
  const one = selected.length === 1 ? selected[0]! : null;

  const columns = useMemo<GridColumn<Employee>[]>(
    () => [
      { id: 'username', header: t('employee.username'), value: (e) => e.username, width: 140, lockVisible: true },
      { id: 'name', header: t('employee.name'), value: (e) => e.name, width: 160 },
      { id: 'roles', header: t('employee.roles'), value: (e) => e.roles, width: 160 },
      { id: 'positions', header: t('employee.positions'), value: (e) => e.positions.map((p) => p.name), width: 160 },
      {
        id: 'tags',
        header: t('employee.tags'),
        value: (e) => e.tags.map((x) => x.name),
        render: (e) => (
          <span className="tag-chips">
            {e.tags.map((x) => (
              <span key={x.id} className="tag-chip" style={{ borderColor: x.color, color: x.color }}>
                {x.name}
              </span>
            ))}
          </span>
        ),
        width: 160,
      },
      { id: 'isBoss', header: t('employee.isBoss'), value: (e) => e.isBoss, kind: 'boolean', width: 80 },
      { id: 'language', header: t('employee.language'), value: (e) => e.language, width: 90 },
      { id: 'phone', header: t('employee.phone'), value: (e) => e.phone, width: 130 },
      { id: 'email', header: t('employee.email'), value: (e) => e.email, width: 180, hiddenByDefault: true },
      { id: 'status', header: t('form.status'), value: (e) => (e.disabled ? t('form.disabled') : t('form.active')), width: 100 },
      { id: 'createdAt', header: t('form.createdAt'), value: (e) => e.createdAt, kind: 'datetime', width: 150, hiddenByDefault: true },
    ],
    [t],
  );

  const changeStatus = async () => {
    if (!one) return;
    try {
      await status.mutateAsync({ id: one.id, action: one.disabled ? 'enable' : 'disable' });
      toast.success(t('form.saved'));
      setConfirmStatus(false);
      setSelected([]);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="page" aria-labelledby="employees-title">
      <h1 id="employees-title" className="page-title">
        {t('route.Employees')}
      </h1>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.disabled}>{t('form.status')}</label>
          <select
            id={ids.disabled}
            value={disabled}
            onChange={(e) => {
              setDisabled(e.target.value as DisabledFilter);
              setPage(1);
            }}
          >
            <option value="false">{t('form.active')}</option>
            <option value="true">{t('form.disabled')}</option>
            <option value="all">{t('form.all')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.search}>{t('form.search')}</label>
          <input
            id={ids.search}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
      </form>
      <LoadError error={list.isError ? list.error : null} />
      <DataGrid<Employee>
        table="employeeList"
        title={t('route.Employees')}
        columns={columns}
        rows={list.data?.employees}
        getRowId={(e) => e.id}
        loading={list.isPending}
        selectable
        onSelectionChange={setSelected}
        onRowActivated={(e) => setEditing(e)}
        toolbar={
          <>
            <button type="button" className="btn btn-small btn-primary" onClick={() => setEditing(null)}>
              {t('employee.new')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setEditing(one)}>
              {t('form.edit')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setResetting(one)}>
              {t('employee.resetPassword')}
            </button>
            <button type="button" className="btn btn-small" disabled={!one} onClick={() => setConfirmStatus(true)}>
              {one?.disabled ? t('form.enable') : t('form.disable')}
            </button>
          </>
        }
      />
      <Pager page={page} limit={limit} total={list.data?.total ?? 0} onPage={setPage} onLimit={(n) => (setLimit(n), setPage(1))} />
      {editing !== undefined && <EmployeeForm key={editing?.id ?? 'new'} employee={editing} onClose={() => setEditing(undefined)} />}
      {resetting && <ResetPasswordDialog employee={resetting} onClose={() => setResetting(null)} />}
      <ConfirmDialog
        open={confirmStatus && Boolean(one)}
        title={one?.disabled ? t('form.enable') : t('form.disable')}
        message={one?.disabled ? t('employee.enableConfirm', { name: one?.name ?? '' }) : t('employee.disableConfirm', { name: one?.name ?? '' })}
        confirmLabel={one?.disabled ? t('form.enable') : t('form.disable')}
        danger={!one?.disabled}
        busy={status.isPending}
        onConfirm={() => void changeStatus()}
        onClose={() => setConfirmStatus(false)}
      />
    </section>
  );
}

function ResetPasswordDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(resetPasswordBody, { newPassword: '' }, { messages: { newPassword: t('employee.passwordTooShort', { min: PASSWORD_MIN }) } });
  const reset = useResetEmployeePassword();
  return (
    <EntityFormDialog
      form={form}
      title={`${t('employee.resetPassword')}: ${employee.username}`}
      savedMessage={t('employee.passwordReset')}
      onSave={(body) => reset.mutateAsync({ id: employee.id, body })}
      onClose={onClose}
    >
      <Field name="newPassword" label={t('employee.newPassword')} type="password" autoComplete="new-password" autoFocus />
    </EntityFormDialog>
  );
}
