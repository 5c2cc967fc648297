/** Small display helpers of the stock screens (pure). */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : undefined, { dateStyle: 'short', timeStyle: 'medium' }).format(d);
}
