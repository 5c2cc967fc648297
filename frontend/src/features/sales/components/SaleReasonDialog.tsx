import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/Dialog';

/**
 * "Are you sure?" with a reason, for cancel and unsave: the reason is recorded in the order's
 * event (history) and, for a cancel, is required.
 */
export function SaleReasonDialog({ title, message, confirmLabel, required, danger, busy, error, onConfirm, onClose }: {
  title: string;
  message: string;
  confirmLabel: string;
  required?: boolean;
  danger?: boolean;
  busy?: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const missing = required && !reason.trim();
  const confirm = () => {
    setTried(true);
    if (!missing) onConfirm(reason.trim());
  };
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="button" className={danger ? 'btn btn-danger' : 'btn btn-primary'} disabled={busy} onClick={confirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
      <div className="field">
        <label htmlFor={id}>{required ? t('saleList.reasonRequired') : t('saleList.reason')}</label>
        <input
          id={id}
          value={reason}
          maxLength={500}
          aria-invalid={Boolean(tried && missing)}
          onChange={(e) => setReason(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') confirm();
          }}
          autoFocus
        />
        {tried && missing && (
          <p className="field-error" role="alert">
            {t('saleList.reasonMissing')}
          </p>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
