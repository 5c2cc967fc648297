/** Which side of a supplier balance we are on (pure). Amounts are shown through the money module. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** What a balance means: we owe the supplier, the supplier owes us (a prepayment), or nothing. */
export function balanceSide(amount: string): 'owed' | 'credit' | 'zero' {
  const m = DECIMAL.exec(amount.trim());
  if (!m || !/[1-9]/.test(`${m[2]}${m[3] ?? ''}`)) return 'zero';
  return m[1] === '-' ? 'credit' : 'owed';
}
