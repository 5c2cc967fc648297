/**
 * Region flags by currency (spec section 9): Chile's peso and Poland's złoty have their own flag;
 * the other European currencies show Europe's, the other American ones America's; any other
 * currency shows none.
 */
export type CurrencyFlag = 'chile' | 'poland' | 'europe' | 'america';

const EUROPE = ['EUR', 'HUF', 'PLN', 'RON', 'CZK', 'BGN', 'RSD'];
const AMERICA = ['USD', 'CLP', 'PEN', 'MXN', 'GTQ', 'BRL', 'ARS', 'JMD', 'BOB', 'DOP'];

export function currencyFlag(code: string): CurrencyFlag | null {
  const c = code.trim().toUpperCase();
  if (c === 'CLP') return 'chile';
  if (c === 'PLN') return 'poland';
  if (EUROPE.includes(c)) return 'europe';
  if (AMERICA.includes(c)) return 'america';
  return null;
}

/** The flag as text: Chile's and Poland's flags, the EU flag for Europe, the Americas globe. */
export const FLAG_GLYPH: Record<CurrencyFlag, string> = { chile: '🇨🇱', poland: '🇵🇱', europe: '🇪🇺', america: '🌎' };
