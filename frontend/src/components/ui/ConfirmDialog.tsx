import type { ReactNode } from 'react';
import { Dialog, DialogButtons } from './Dialog';

/** "Are you sure?" in the app's own dialog (never window.confirm). */
export function ConfirmDialog({ open, title, message, confirmLabel, danger, busy, onConfirm, onClose, children }: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** More to read under the message. */
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} title={title} onClose={onClose} footer={<DialogButtons label={confirmLabel} danger={danger} busy={busy} onConfirm={onConfirm} onCancel={onClose} />}>
      <p>{message}</p>
      {children}
    </Dialog>
  );
}
