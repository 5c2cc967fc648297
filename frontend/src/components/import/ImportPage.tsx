import { SHEET_ACCEPT } from '@tradedesk/contracts/platform/uploads';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../ui/ProgressBar';

export interface ImportProgressState {
  /** The bar's name (what a screen reader announces). */
  label: string;
  /** Percent (or count up to `max`); null runs the bar indeterminate. */
  value: number | null;
  max?: number;
  /** The stage in words, under the bar. */
  detail?: string;
}

/**
 * The import page of the kit: title, how to fill the sheet, the template to download, the form
 * (file, the screen's options, the import button), then the progress, the error line and what the
 * import did (the screen's report, given as children).
 */
export function ImportPage({
  titleId,
  title,
  help,
  template,
  fields,
  submitLabel,
  submitDisabled,
  onSubmit,
  progress,
  error,
  children,
}: {
  titleId: string;
  title: string;
  /** How to fill the sheet (a paragraph under the title). */
  help?: ReactNode;
  /** The template download: a button above the form (its label the import report's own unless given). */
  template?: { download: () => Promise<void> | void; label?: string };
  /** The file field and the screen's options. */
  fields: ReactNode;
  submitLabel: string;
  submitDisabled?: boolean;
  onSubmit: () => unknown;
  progress?: ImportProgressState | null;
  /** The one line saying why the import did not run or failed. */
  error?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        {title}
      </h1>
      {help && <p className="muted">{help}</p>}
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        {template && (
          <div className="actions">
            <button type="button" className="btn" onClick={() => void template.download()}>
              {template.label ?? t('importReport.template')}
            </button>
          </div>
        )}
        {fields}
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={submitDisabled}>
            {submitLabel}
          </button>
        </div>
      </form>
      {progress && (
        <div role="status" aria-live="polite">
          <ProgressBar label={progress.label} value={progress.value} max={progress.max} detail={progress.detail} />
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {children}
    </section>
  );
}

/**
 * The file field of an import: a labelled picker (spreadsheets unless `accept` says otherwise).
 * When the screen drops its file (`empty`, after a successful import) the picker is cleared too.
 */
export function FileField({
  label,
  onFiles,
  empty,
  accept = SHEET_ACCEPT,
  multiple,
}: {
  label: string;
  onFiles: (files: File[]) => void;
  empty?: boolean;
  accept?: string;
  multiple?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (empty && input.current) input.current.value = '';
  }, [empty]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={input} type="file" accept={accept} multiple={multiple} onChange={(e) => onFiles([...(e.target.files ?? [])])} />
    </div>
  );
}
