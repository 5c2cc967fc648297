import { createEmployeeBody, updateEmployeeBody, type Employee } from '@tradedesk/contracts/identity/employees';
import { BUILT_IN_ROLES, PASSWORD_MIN, ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { LANGUAGES } from '../../../i18n/languages';
import { errorMessage, isConflict } from '../../../lib/api';
import { fieldErrors } from '../../../lib/form';
import { useSession } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { useCreateEmployee } from '../api/create-employee';
import { usePositions } from '../api/get-positions';
import { useTags } from '../api/get-tags';
import { useUpdateEmployee } from '../api/update-employee';
import { effectiveGranted, inheritedPages, setOverride, type Privileges } from '../privilege-tree';
import { PrivilegeTree } from './PrivilegeTree';

/**
 * Create an employee, or change one's roles, positions, tags, page privileges and profile. Page
 * privileges here are the employee's own overrides on top of what their positions give.
 */
export function EmployeeForm({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const { t } = useTranslation();
  const editing = employee !== null;
  const iAmRoot = useSession((s) => (s.profile?.role ?? []).includes(ROLE_ROOT));
  const positions = usePositions(false);
  const tags = useTags(false);
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const [username, setUsername] = useState(employee?.username ?? '');
  const [password, setPassword] = useState('');
  const [name, setName] = useState(employee?.name ?? '');
  const [language, setLanguage] = useState(employee?.language ?? 'zh');
  const [roles, setRoles] = useState<string[]>(employee?.roles.filter((r) => (BUILT_IN_ROLES as readonly string[]).includes(r)) ?? []);
  const [positionIds, setPositionIds] = useState<string[]>(employee?.positions.map((p) => p.id) ?? []);
  const [tagIds, setTagIds] = useState<string[]>(employee?.tags.map((x) => x.id) ?? []);
  const [isBoss, setIsBoss] = useState(employee?.isBoss ?? false);
  const [phone, setPhone] = useState(employee?.phone ?? '');
  const [email, setEmail] = useState(employee?.email ?? '');
  const [overrides, setOverrides] = useState<Privileges>(employee?.pagePrivileges ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commandId] = useState(() => crypto.randomUUID());
  const ids = {
    form: useId(), username: useId(), password: useId(), name: useId(), language: useId(), phone: useId(), email: useId(),
  };

  const inherited = useMemo(
    () => inheritedPages((positions.data?.positions ?? []).filter((p) => positionIds.includes(p.id))),
    [positions.data, positionIds],
  );
  const toggle = (list: string[], set: (v: string[]) => void, id: string, on: boolean) => set(on ? [...list, id] : list.filter((x) => x !== id));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const common = { name, language, roles, positionIds, tagIds, isBoss, pagePrivileges: overrides, phone, email };
    const parsed = editing
      ? updateEmployeeBody.safeParse({ version: employee.version, ...common })
      : createEmployeeBody.safeParse({ commandId, username, password, ...common });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      if (found.password) found.password = t('employee.passwordTooShort', { min: PASSWORD_MIN });
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (editing) await update.mutateAsync({ id: employee.id, body: parsed.data as Parameters<typeof update.mutateAsync>[0]['body'] });
      else await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      toast.success(t('form.saved'));
      onClose();
    } catch (error) {
      setFormError(isConflict(error) ? `${errorMessage(error)} ${t('form.conflictClose')}` : errorMessage(error));
    }
  };

  const text = (id: string, key: string, label: string, value: string, set: (v: string) => void, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={Boolean(errors[key])}
        aria-describedby={errors[key] ? `${id}-err` : undefined}
        {...extra}
      />
      {errors[key] && (
        <p className="field-error" id={`${id}-err`}>
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <Dialog
      open
      wide
      title={editing ? t('employee.edit') : t('employee.new')}
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
      <form id={ids.form} className="form" onSubmit={submit} noValidate>
        <div className="field-grid">
          {editing
            ? text(ids.username, 'username', t('employee.username'), username, setUsername, { readOnly: true })
            : text(ids.username, 'username', t('employee.username'), username, setUsername, { autoComplete: 'off', autoFocus: true })}
          {!editing && text(ids.password, 'password', t('employee.password'), password, setPassword, { type: 'password', autoComplete: 'new-password' })}
          {text(ids.name, 'name', t('employee.name'), name, setName)}
          <div className="field">
            <label htmlFor={ids.language}>{t('employee.language')}</label>
            <select id={ids.language} value={language} onChange={(e) => setLanguage(e.target.value)}>
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code} lang={l.locale}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          {text(ids.phone, 'phone', t('employee.phone'), phone, setPhone, { type: 'tel' })}
          {text(ids.email, 'email', t('employee.email'), email, setEmail, { type: 'email' })}
        </div>
        <fieldset className="choice-group">
          <legend>{t('employee.roles')}</legend>
          {BUILT_IN_ROLES.filter((r) => r !== ROLE_ROOT || iAmRoot || roles.includes(r)).map((role) => (
            <label key={role}>
              <input
                type="checkbox"
                checked={roles.includes(role)}
                disabled={role === ROLE_ROOT && !iAmRoot}
                onChange={(e) => toggle(roles, setRoles, role, e.target.checked)}
              />
              {role}
            </label>
          ))}
          <label>
            <input type="checkbox" checked={isBoss} onChange={(e) => setIsBoss(e.target.checked)} />
            {t('employee.isBoss')}
          </label>
        </fieldset>
        <fieldset className="choice-group">
          <legend>{t('employee.positions')}</legend>
          {(positions.data?.positions ?? []).length === 0 && <span className="muted">{t('employee.noPositions')}</span>}
          {(positions.data?.positions ?? []).map((p) => (
            <label key={p.id}>
              <input type="checkbox" checked={positionIds.includes(p.id)} onChange={(e) => toggle(positionIds, setPositionIds, p.id, e.target.checked)} />
              {p.name}
            </label>
          ))}
        </fieldset>
        <fieldset className="choice-group">
          <legend>{t('employee.tags')}</legend>
          {(tags.data?.tags ?? []).length === 0 && <span className="muted">{t('employee.noTags')}</span>}
          {(tags.data?.tags ?? []).map((tag) => (
            <label key={tag.id}>
              <input type="checkbox" checked={tagIds.includes(tag.id)} onChange={(e) => toggle(tagIds, setTagIds, tag.id, e.target.checked)} />
              <span className="tag-swatch" style={{ background: tag.color }} aria-hidden="true" />
              {tag.name}
            </label>
          ))}
        </fieldset>
        <p className="hint">{t('employee.pagePrivilegesHint')}</p>
        <PrivilegeTree
          legend={t('employee.pagePrivileges')}
          isOn={(page) => effectiveGranted(overrides, inherited, page)}
          onChange={(names, on) => setOverrides((o) => setOverride(o, inherited, names, on))}
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
