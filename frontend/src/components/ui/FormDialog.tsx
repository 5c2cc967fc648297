import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogButtons } from './Dialog';

/**
 * A form in a dialog with Cancel and Save (or the action's own label): Enter in a field saves, as
 * the Save button does. The page kit's EntityFormDialog puts a kit form in it.
 */
export function FormDialog({ title, busy, wide, submitLabel, danger, onSubmit, onClose, children }: {
  title: string;
  busy?: boolean;
  wide?: boolean;
  /** The action button's label; "Save" by default. */
  submitLabel?: string;
  danger?: boolean;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      open
      wide={wide}
      title={title}
      onClose={onClose}
      footer={<DialogButtons label={submitLabel ?? t('form.save')} danger={danger} busy={busy} form={formId} onCancel={onClose} />}
    >
      <form id={formId} className="form" onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
