import type { Customer } from '@tradedesk/contracts/customers/customers';
import { SALE_PRICE_TYPES } from '@tradedesk/contracts/sales/sale-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { FormRefusal } from '../../../components/form/useFormSave';
import { useZodForm } from '../../../components/form/useZodForm';
import { useCreateCustomer, useUpdateCustomer } from '../api/customers';
import { useGroups } from '../api/groups';
import { useLevels } from '../api/membership';
import { type CustomerFields, customerForm, customerToForm, customerUpdate, emptyCustomerForm } from '../customer-form';

type TextKey = 'code' | 'name' | 'phone' | 'email' | 'address' | 'taxId' | 'country' | 'paymentTermsDays' | 'currency' | 'creditLimit' | 'memo';

/** The customer form in a dialog: new (customer null) or edit (the version it was opened with; 409 when someone saved since). */
export function CustomerForm({ customer, onClose, onSaved }: { customer: Customer | null; onClose: () => void; onSaved?: (id: string) => void }) {
  const { t } = useTranslation();
  const [original] = useState(() => (customer ? customerToForm(customer) : emptyCustomerForm()));
  const form = useZodForm(customerForm, original);
  const [commandId] = useState(() => crypto.randomUUID());
  const levels = useLevels('all');
  const groups = useGroups('all');
  const create = useCreateCustomer();
  const update = useUpdateCustomer();

  const save = async (values: CustomerFields) => {
    if (!customer) return create.mutateAsync({ ...values, commandId });
    const body = customerUpdate(values, customer);
    if (!body) throw new FormRefusal(t('customer.nothingChanged'));
    return update.mutateAsync({ id: customer.id, body });
  };

  const text = (key: TextKey, extra: Record<string, unknown> = {}) => <Field name={key} label={t(`customer.${key}`)} {...extra} />;
  const levelOptions = [
    { value: '', label: t('customer.noLevel') },
    ...(levels.data ?? [])
      .filter((l) => l.status === 'active' || l.id === original.membershipLevelId)
      .map((l) => ({ value: l.id, label: t('customer.levelOption', { name: l.name, discount: l.discount }) })),
  ];
  const priceTypes = [{ value: '', label: t('customer.priceTypeFromLevel') }, ...SALE_PRICE_TYPES.map((p) => ({ value: p, label: t(`customer.priceTypes.${p}`) }))];
  const groupOptions = (groups.data ?? []).filter((g) => g.status === 'active' || original.groupIds.includes(g.id)).map((g) => ({ value: g.id, label: g.name }));
  return (
    <EntityFormDialog
      form={form}
      wide
      title={customer ? `${t('customer.edit')}: ${customer.code}` : t('customer.new')}
      reasons={{ customer_code_taken: t('customer.codeTaken') }}
      onSave={save}
      onSaved={(answer) => {
        onSaved?.((answer as { id: string }).id);
        onClose();
      }}
      onClose={onClose}
    >
      <div className="field-grid">
        {text('code', { autoFocus: true, maxLength: 40 })}
        {text('name', { maxLength: 150 })}
        {text('phone', { type: 'tel', maxLength: 40 })}
        {text('email', { type: 'email', maxLength: 200 })}
        {text('taxId', { maxLength: 40 })}
        {text('country', { maxLength: 2, placeholder: 'CL' })}
        {text('address', { maxLength: 300 })}
        <Field name="priceType" label={t('customer.priceType')} kind="select" options={priceTypes} />
        <Field name="membershipLevelId" label={t('customer.membershipLevel')} kind="select" options={levelOptions} />
        {text('paymentTermsDays', { inputMode: 'numeric', maxLength: 4 })}
        {text('currency', { maxLength: 3, placeholder: t('customer.currencyBase') })}
        {text('creditLimit', { inputMode: 'decimal', placeholder: t('customer.noLimit') })}
        {text('memo', { maxLength: 500 })}
      </div>
      <Field name="groupIds" label={t('customer.groups')} kind="checks" options={groupOptions} empty={t('customer.noGroups')} />
    </EntityFormDialog>
  );
}
