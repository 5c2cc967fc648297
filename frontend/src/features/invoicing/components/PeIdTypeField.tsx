import { PE_ID_TYPES } from '@tradedesk/contracts/invoicing/pe-ids';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/Field';

/**
 * Peru: the type of a buyer's identity document, SUNAT catálogo 06 (docs/invoicing-es-latam.md
 * "Peruvian buyer ids"). Left at "—" the server takes the default (a boleta's consumer: DNI; a
 * client: RUC).
 */
export function PeIdTypeField({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Field
      name={name}
      kind="select"
      label={t('invoicingPeIds.idType')}
      setValueAs={(v) => v || undefined}
      options={[{ value: '', label: '—' }, ...PE_ID_TYPES.map((c) => ({ value: c, label: `${c} · ${t(`invoicingPeIds.type.${c}`)}` }))]}
    />
  );
}
