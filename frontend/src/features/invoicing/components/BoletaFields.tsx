import { PE_BOLETA_ID_THRESHOLD } from '@tradedesk/contracts/invoicing/invoice';
import type { InvoiceCountry } from '@tradedesk/contracts/invoicing/invoice-setup';
import { Decimal } from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/Field';
import { PeIdTypeField } from './PeIdTypeField';

/**
 * A boleta's consumer when no registered client is picked (docs/invoicing-es-latam.md "Boletas"):
 * a name and an id, both optional. Chile: the RUT, SII's 66666666-6 when none. Peru: an identity
 * document of SUNAT catálogo 06 (its type picked, DNI by default), which SUNAT wants with the name
 * once the boleta is over 700 PEN (the note turns into a warning).
 */
export function BoletaFields({ country, gross }: { country: InvoiceCountry; gross: string | null }) {
  const { t } = useTranslation();
  const idRequired = country === 'PE' && gross !== null && /^\d+(\.\d+)?$/.test(gross) && new Decimal(gross).gt(PE_BOLETA_ID_THRESHOLD);
  return (
    <>
      <Field name="consumer.name" label={t('invoicingBoleta.billing.consumerName')} maxLength={100} />
      {country === 'PE' && <PeIdTypeField name="consumer.idType" />}
      <Field
        name="consumer.taxId"
        label={country === 'CL' ? t('invoicingBoleta.billing.consumerRut') : t('invoicingPeIds.consumerId')}
        hint={country === 'CL' ? t('invoicingBoleta.billing.rutHint') : undefined}
        maxLength={20}
      />
      {country === 'PE' && (
        <p className={idRequired ? 'invoice-folio-warning' : 'hint'} role={idRequired ? 'status' : undefined}>
          {t('invoicingPeIds.idRule', { amount: PE_BOLETA_ID_THRESHOLD })}
        </p>
      )}
    </>
  );
}
