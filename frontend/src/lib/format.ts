/** Small display helpers (docs/shell.md "Display rules"). Pure. Money and company time have their own modules in contracts/platform. */

/** Badges cap at 99: '99+' above. Zero or less gives ''. */
export function badgeText(count: number | null | undefined, cap = 99): string {
  if (!count || count <= 0) return '';
  return count > cap ? `${cap}+` : String(count);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' of the browser's calendar day (a notice shown once a day on this device). */
export function localDayKey(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
