/**
 * One line per system-log entry (pure, unit-tested): the event's data as `key: value` pairs, ids of
 * the record left out (the record column shows them), long values cut.
 */
const SKIP = /^(alarmId|positionId|tagId|userId|errorId|sessionId)$/;
const MAX = 60;

function short(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

export function summarizeLogData(data: Record<string, unknown> | null | undefined): string {
  if (!data) return '';
  // Settings changes carry { changes, previous }: show "Key: old → new".
  if (data.changes && typeof data.changes === 'object' && !Array.isArray(data.changes)) {
    const previous = (data.previous ?? {}) as Record<string, unknown>;
    return Object.entries(data.changes as Record<string, unknown>)
      .map(([k, v]) => (k in previous ? `${k}: ${short(previous[k])} → ${short(v)}` : `${k}: ${short(v)}`))
      .join('; ');
  }
  return Object.entries(data)
    .filter(([k]) => !SKIP.test(k))
    .map(([k, v]) => `${k}: ${short(v)}`)
    .join('; ');
}
