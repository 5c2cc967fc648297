import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/Field';

/** The address of a seller or a client (the form's `address` object). */
export function AddressFields() {
  const { t } = useTranslation();
  return (
    <>
      <Field name="address.street" label={t('invoicing.field.street')} maxLength={200} />
      <Field name="address.buildingNumber" label={t('invoicing.field.buildingNumber')} maxLength={20} />
      <Field name="address.postalCode" label={t('invoicing.field.postalCode')} maxLength={20} />
      <Field name="address.city" label={t('invoicing.field.city')} maxLength={100} />
      <Field name="address.region" label={t('invoicing.field.region')} maxLength={100} />
      <Field name="address.countryCode" label={t('invoicing.field.countryCode')} maxLength={2} />
    </>
  );
}
