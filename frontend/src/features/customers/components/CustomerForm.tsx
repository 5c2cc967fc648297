import type { Customer } from '@tradedesk/contracts/customers/customers';
import { SALE_PRICE_TYPES } from '@tradedesk/contracts/sales/sale-order';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/FormDialog';
import { ApiRequestError, errorMessage, isConflict } from '../../../lib/api';
import { toast } from '../../../stores/toast';
import { useCreateCustomer, useUpdateCustomer } from '../api/customers';
import { useGroups } from '../api/groups';
import { useLevels } from '../api/membership';
import { createBody, customerToForm, type CustomerFormState, emptyCustomerForm, type IssueMap, updateBody } from '../customer-form';

type TextKey = 'code' | 'name' | 'phone' | 'email' | 'address' | 'taxId' | 'country' | 'paymentTermsDays' | 'currency' | 'creditLimit' | 'memo';

/** The customer form in a dialog: new (customer null) or edit (the version it was opened with; 409 when someone saved since). */
export function CustomerForm({ customer, onClose, onSaved }: { customer: Customer | null; onClose: () => void; onSaved?: (id: string) => void }) {
  const { t } = useTranslation();
  const base = useId();
  const editing = customer !== null;
  const [original] = useState<CustomerFormState>(() => (customer ? customerToForm(customer) : emptyCustomerForm()));
  const [form, setForm] = useState(original);
  const [errors, setErrors] = useState<IssueMap>({});
  const [formError, setFormError] = useState<ReactNode>(null);
  const [commandId] = useState(() => crypto.randomUUID());
  const levels = useLevels('all');
  const groups = useGroups('all');
  const create = useCreateCustomer();
  const update = useUpdateCustomer();

  const set = <K extends keyof CustomerFormState>(key: K, value: CustomerFormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const err = (key: string) =>
    errors[key] ? (
      <span className="field-error" id={`${base}-${key}-err`} role="alert">
        {errors[key]}
      </span>
    ) : null;
  const text = (key: TextKey, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${base}-${key}`}>{t(`customer.${key}`)}</label>
      <input
        id={`${base}-${key}`}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${base}-${key}-err` : undefined}
        {...extra}
      />
      {err(key)}
    </div>
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const checked = editing ? updateBody(form, original, customer.version) : createBody(form, commandId);
    if (!checked.ok) {
      if (Object.keys(checked.errors).length === 1 && checked.errors[''] !== undefined) setFormError(t('customer.nothingChanged'));
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const r = editing
        ? await update.mutateAsync({ id: customer.id, body: checked.body as Parameters<typeof update.mutateAsync>[0]['body'] })
        : await create.mutateAsync(checked.body as Parameters<typeof create.mutateAsync>[0]);
      toast.success(t('form.saved'));
      onSaved?.(r.id);
      onClose();
    } catch (error) {
      const reason = error instanceof ApiRequestError ? error.error?.reason : undefined;
      if (reason === 'customer_code_taken') setErrors({ code: t('customer.codeTaken') });
      else if (isConflict(error) && reason === 'version_conflict') setFormError(`${errorMessage(error)} ${t('form.conflictClose')}`);
      else setFormError(errorMessage(error));
    }
  };

  const levelOptions = (levels.data ?? []).filter((l) => l.status === 'active' || l.id === original.membershipLevelId);
  const groupOptions = (groups.data ?? []).filter((g) => g.status === 'active' || original.groupIds.includes(g.id));
  return (
    <FormDialog wide title={editing ? `${t('customer.edit')}: ${customer.code}` : t('customer.new')} busy={create.isPending || update.isPending} onSubmit={(e) => void submit(e)} onClose={onClose}>
        <div className="field-grid">
          {text('code', { autoFocus: true, maxLength: 40 })}
          {text('name', { maxLength: 150 })}
          {text('phone', { type: 'tel', maxLength: 40 })}
          {text('email', { type: 'email', maxLength: 200 })}
          {text('taxId', { maxLength: 40 })}
          {text('country', { maxLength: 2, placeholder: 'CL' })}
          {text('address', { maxLength: 300 })}
          <div className="field">
            <label htmlFor={`${base}-priceType`}>{t('customer.priceType')}</label>
            <select id={`${base}-priceType`} value={form.priceType} onChange={(e) => set('priceType', e.target.value as CustomerFormState['priceType'])}>
              <option value="">{t('customer.priceTypeFromLevel')}</option>
              {SALE_PRICE_TYPES.map((p) => (
                <option key={p} value={p}>
                  {t(`customer.priceTypes.${p}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${base}-level`}>{t('customer.membershipLevel')}</label>
            <select id={`${base}-level`} value={form.membershipLevelId} onChange={(e) => set('membershipLevelId', e.target.value)}>
              <option value="">{t('customer.noLevel')}</option>
              {levelOptions.map((l) => (
                <option key={l.id} value={l.id}>
                  {t('customer.levelOption', { name: l.name, discount: l.discount })}
                </option>
              ))}
            </select>
            {err('membershipLevelId')}
          </div>
          {text('paymentTermsDays', { inputMode: 'numeric', maxLength: 4 })}
          {text('currency', { maxLength: 3, placeholder: t('customer.currencyBase') })}
          {text('creditLimit', { inputMode: 'decimal', placeholder: t('customer.noLimit') })}
          {text('memo', { maxLength: 500 })}
        </div>
        <fieldset>
          <legend>{t('customer.groups')}</legend>
          {groupOptions.length === 0 && <p className="muted">{t('customer.noGroups')}</p>}
          <div className="field-grid">
            {groupOptions.map((g) => (
              <label key={g.id} className="inline-check">
                <input
                  type="checkbox"
                  checked={form.groupIds.includes(g.id)}
                  onChange={(e) => set('groupIds', e.target.checked ? [...form.groupIds, g.id] : form.groupIds.filter((x) => x !== g.id))}
                />
                {g.name}
              </label>
            ))}
          </div>
          {err('groupIds')}
        </fieldset>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
    </FormDialog>
  );
}
