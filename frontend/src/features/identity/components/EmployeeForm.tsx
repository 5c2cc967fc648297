import { createEmployeeBody, type CreateEmployeeBody, type Employee } from '@tradedesk/contracts/identity/employees';
import { BUILT_IN_ROLES, PASSWORD_MIN, ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { changedFields } from '../../../components/form/form-state';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { LANGUAGES } from '../../../i18n/languages';
import { useSession } from '../../../stores/session';
import { useCreateEmployee } from '../api/create-employee';
import { usePositions } from '../api/get-positions';
import { useTags } from '../api/get-tags';
import { useUpdateEmployee } from '../api/update-employee';
import { effectiveGranted, inheritedPages, setOverride, type Privileges } from '../privilege-tree';
import { PrivilegeTree } from './PrivilegeTree';

/**
 * What an edit may change: the create body without the sign-in name and password (set once; the
 * password has its own reset) and without what this form does not show (system pages, introduction),
 * so an edit never sends their defaults over the employee's values.
 */
const editEmployeeForm = createEmployeeBody.omit({ commandId: true, username: true, password: true, sysPagePrivileges: true, introduction: true });
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.name, lang: l.locale }));

/**
 * Create an employee, or change one's roles, positions, tags, page privileges and profile. Page
 * privileges here are the employee's own overrides on top of what their positions give.
 */
export function EmployeeForm({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  return employee ? <EditEmployee employee={employee} onClose={onClose} /> : <NewEmployee onClose={onClose} />;
}

const common = (employee: Employee | null) => ({
  name: employee?.name ?? '',
  language: (employee?.language ?? 'zh') as CreateEmployeeBody['language'],
  roles: (employee?.roles.filter((r) => (BUILT_IN_ROLES as readonly string[]).includes(r)) ?? []) as (typeof BUILT_IN_ROLES)[number][],
  positionIds: employee?.positions.map((p) => p.id) ?? [],
  tagIds: employee?.tags.map((x) => x.id) ?? [],
  isBoss: employee?.isBoss ?? false,
  phone: employee?.phone ?? '',
  email: employee?.email ?? '',
  pagePrivileges: (employee?.pagePrivileges ?? {}) as CreateEmployeeBody['pagePrivileges'],
});

function NewEmployee({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(createEmployeeBody, { username: '', password: '', ...common(null) }, { messages: { password: t('employee.passwordTooShort', { min: PASSWORD_MIN }) } });
  const [commandId] = useState(() => crypto.randomUUID());
  const create = useCreateEmployee();
  return (
    <EntityFormDialog form={form} wide title={t('employee.new')} onSave={(values) => create.mutateAsync({ ...values, commandId })} onClose={onClose}>
      <EmployeeFields
        account={
          <>
            <Field name="username" label={t('employee.username')} autoComplete="off" autoFocus />
            <Field name="password" label={t('employee.password')} type="password" autoComplete="new-password" />
          </>
        }
      />
    </EntityFormDialog>
  );
}

function EditEmployee({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = common(employee);
  const form = useZodForm(editEmployeeForm, initial);
  const update = useUpdateEmployee();
  const usernameId = useId();
  const save = async (values: (typeof editEmployeeForm)['_output']) => {
    const changed = changedFields(values, initial);
    if (Object.keys(changed).length === 0) throw new FormRefusal(t('product.nothingChanged'));
    return update.mutateAsync({ id: employee.id, body: { version: employee.version, ...changed } });
  };
  return (
    <EntityFormDialog form={form} wide title={t('employee.edit')} onSave={save} onClose={onClose}>
      <EmployeeFields
        account={
          <div className="field">
            <label htmlFor={usernameId}>{t('employee.username')}</label>
            <input id={usernameId} value={employee.username} readOnly />
          </div>
        }
      />
    </EntityFormDialog>
  );
}

/** The fields both dialogs share, inside the dialog's form. */
function EmployeeFields({ account }: { account: ReactNode }) {
  const { t } = useTranslation();
  const iAmRoot = useSession((s) => (s.profile?.role ?? []).includes(ROLE_ROOT));
  const positions = usePositions(false);
  const tags = useTags(false);
  const roles = useWatch({ name: 'roles' }) as string[];
  const positionIds = useWatch({ name: 'positionIds' }) as string[];
  const overrides = useController({ name: 'pagePrivileges' });
  const privileges = (overrides.field.value ?? {}) as Privileges;
  const inherited = useMemo(
    () => inheritedPages((positions.data?.positions ?? []).filter((p) => positionIds.includes(p.id))),
    [positions.data, positionIds],
  );
  const roleOptions = BUILT_IN_ROLES.filter((r) => r !== ROLE_ROOT || iAmRoot || roles.includes(r)).map((role) => ({ value: role, label: role, disabled: role === ROLE_ROOT && !iAmRoot }));
  const positionOptions = (positions.data?.positions ?? []).map((p) => ({ value: p.id, label: p.name }));
  const tagOptions = (tags.data?.tags ?? []).map((tag) => ({
    value: tag.id,
    label: (
      <>
        <span className="tag-swatch" style={{ background: tag.color }} aria-hidden="true" />
        {tag.name}
      </>
    ),
  }));

  return (
    <>
      <div className="field-grid">
        {account}
        <Field name="name" label={t('employee.name')} />
        <Field name="language" label={t('employee.language')} kind="select" options={LANGUAGE_OPTIONS} />
        <Field name="phone" label={t('employee.phone')} type="tel" />
        <Field name="email" label={t('employee.email')} type="email" />
      </div>
      <Field name="roles" label={t('employee.roles')} kind="checks" options={roleOptions}>
        <Field name="isBoss" label={t('employee.isBoss')} kind="checkbox" />
      </Field>
      <Field name="positionIds" label={t('employee.positions')} kind="checks" options={positionOptions} empty={t('employee.noPositions')} />
      <Field name="tagIds" label={t('employee.tags')} kind="checks" options={tagOptions} empty={t('employee.noTags')} />
      <p className="hint">{t('employee.pagePrivilegesHint')}</p>
      <PrivilegeTree
        legend={t('employee.pagePrivileges')}
        isOn={(page) => effectiveGranted(privileges, inherited, page)}
        onChange={(names, on) => overrides.field.onChange(setOverride(privileges, inherited, names, on))}
      />
    </>
  );
}
