import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A modal dialog on the native <dialog> element (focus trap and Escape for free). */
export function Dialog({ open, title, onClose, children, footer, wide }: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={wide ? 'dialog dialog-wide' : 'dialog'} aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      {open && (
        <>
          <header className="dialog-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
              ×
            </button>
          </header>
          <div className="dialog-body">{children}</div>
          {footer && <footer className="dialog-footer">{footer}</footer>}
        </>
      )}
    </dialog>
  );
}

/**
 * The buttons of a dialog that asks for one thing: Cancel, and the action (Save, Move, Cancel the
 * order). With `form` the action submits that form (Enter in a field does the same); without it,
 * it calls `onConfirm`.
 */
export function DialogButtons({ label, danger, busy, form, onConfirm, onCancel }: {
  label: string;
  danger?: boolean;
  busy?: boolean;
  form?: string;
  onConfirm?: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="btn" onClick={onCancel}>
        {t('form.cancel')}
      </button>
      <button type={form ? 'submit' : 'button'} form={form} className={danger ? 'btn btn-danger' : 'btn btn-primary'} disabled={busy} onClick={onConfirm}>
        {label}
      </button>
    </>
  );
}
