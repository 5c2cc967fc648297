/** A labelled progress bar (imports, uploads): a native <progress>, so screen readers announce it. */
export function ProgressBar({ label, value, max = 100, detail }: { label: string; value: number | null; max?: number; detail?: string }) {
  const shown = value === null ? undefined : Math.max(0, Math.min(max, value));
  return (
    <div className="progress-field">
      <label>
        <span className="progress-label">{label}</span>
        <progress max={max} value={shown} aria-valuetext={detail} style={{ display: 'block', width: '100%', maxWidth: 480 }} />
      </label>
      {detail && <span className="muted">{detail}</span>}
    </div>
  );
}
