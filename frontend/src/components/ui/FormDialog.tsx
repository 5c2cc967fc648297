import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

/** A form in a dialog with Cancel and Save: Enter in a field saves, as the Save button does. */
export function FormDialog({ title, busy, wide, onSubmit, onClose, children }: { title: string; busy?: boolean; wide?: boolean; onSubmit: (e: FormEvent) => void; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      open
      wide={wide}
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
            {t('form.save')}
          </button>
        </>
      }
    >
      <form id={formId} className="form" onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
