import { resetPasswordBody, type Employee } from '@tradedesk/contracts/identity/employees';
import { PASSWORD_MIN } from '@tradedesk/contracts/identity/identity';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, SearchFilter, StatusFilter } from '../../../components/filters/FilterBar';
import { ListPage } from '../../../components/list/ListPage';
import { exportPages, searchText, useListFilters } from '../../../components/list/list-state';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';
import { type GridColumn } from '../../../components/ui/DataGrid';
import { getEmployees, useEmployees } from '../api/get-employees';
import { useResetEmployeePassword } from '../api/reset-employee-password';
import { useSetEmployeeStatus } from '../api/set-employee-status';
import { EmployeeForm } from '../components/EmployeeForm';

const DISABLED_QUERY = { active: 'false', disabled: 'true', all: 'all' } as const;
type DisabledFilter = (typeof DISABLED_QUERY)[keyof typeof DISABLED_QUERY];

/** Employees (route Employees, /setting/employee): list, create, edit rights, disable, reset password. */
export default function Employees() {
  const { t } = useTranslation();
  const { filters, bind, page, limit, pager } = useListFilters<{ disabled: DisabledFilter; search: string }>({ disabled: 'false', search: '' });
  const [resetting, setResetting] = useState<Employee | null>(null);
  const query = { disabled: filters.disabled, search: searchText(filters.search) };
  const list = useEmployees({ ...query, page, limit });
  const status = useSetEmployeeStatus();

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

  return (
    <ListPage<Employee>
      titleId="employees-title"
      title={t('route.Employees')}
      filters={
        <FilterBar>
          <StatusFilter values={DISABLED_QUERY} {...bind('disabled')} />
          <SearchFilter label={t('form.search')} {...bind('search')} />
        </FilterBar>
      }
      query={list}
      table="employeeList"
      columns={columns}
      rows={list.data?.employees}
      getRowId={(e) => e.id}
      editor={{ newLabel: t('employee.new'), render: (e, close) => <EmployeeForm key={e?.id ?? 'new'} employee={e} onClose={close} /> }}
      rowActions={[
        { label: t('employee.resetPassword'), run: setResetting },
        {
          status: {
            isDisabled: (e) => e.disabled,
            run: (e, action) => status.mutateAsync({ id: e.id, action }),
            confirm: (e, action) => t(action === 'enable' ? 'employee.enableConfirm' : 'employee.disableConfirm', { name: e.name }),
          },
        },
      ]}
      pager={pager(list.data?.total)}
      exportAll={exportPages(({ page, limit }) => getEmployees({ ...query, page, limit }), (a) => a.employees, (a) => a.total)}
    >
      {resetting && <ResetPasswordDialog employee={resetting} onClose={() => setResetting(null)} />}
    </ListPage>
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
