import { cancelBody } from '@tradedesk/contracts/sales/sale-order';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog } from '../../../components/form/EntityFormDialog';
import { Field } from '../../../components/form/Field';
import { useZodForm } from '../../../components/form/useZodForm';

/** The reason as the order's cancel (and unsave) body takes it; `required` for a cancel. */
const reasonForm = (required: boolean) =>
  cancelBody.pick({ reason: true }).refine((b) => !required || b.reason !== '', { path: ['reason'], message: 'enter a reason' });

/**
 * "Are you sure?" with a reason, for cancel and unsave: the reason is recorded in the order's
 * event (history) and, for a cancel, is required. `onConfirm` runs the command; a refusal it
 * throws (FormRefusal) stays on the dialog.
 */
export function SaleReasonDialog({ title, message, confirmLabel, required = false, danger, onConfirm, onClose }: {
  title: string;
  message: string;
  confirmLabel: string;
  required?: boolean;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(reasonForm(required), { reason: '' }, { messages: { reason: t('saleList.reasonMissing') } });
  return (
    <EntityFormDialog form={form} title={title} submitLabel={confirmLabel} danger={danger} savedMessage={null} onSave={({ reason }) => onConfirm(reason)} onClose={onClose}>
      <p>{message}</p>
      <Field name="reason" label={required ? t('saleList.reasonRequired') : t('saleList.reason')} maxLength={500} autoFocus />
    </EntityFormDialog>
  );
}
