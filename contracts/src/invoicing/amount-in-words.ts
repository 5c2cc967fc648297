import { Decimal } from 'decimal.js';

/**
 * SUNAT's legend 1000 (catálogo 52): the total in Spanish words, "CIENTO DIECIOCHO CON 00/100
 * SOLES". Whole units in words (up to 999 999 999 999), cents as nn/100, then the currency's name.
 */
const UNITS = ['', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE', 'DIEZ', 'ONCE', 'DOCE', 'TRECE', 'CATORCE', 'QUINCE', 'DIECISEIS', 'DIECISIETE', 'DIECIOCHO', 'DIECINUEVE', 'VEINTE', 'VEINTIUNO', 'VEINTIDOS', 'VEINTITRES', 'VEINTICUATRO', 'VEINTICINCO', 'VEINTISEIS', 'VEINTISIETE', 'VEINTIOCHO', 'VEINTINUEVE'];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = ['', 'CIENTO', 'DOSCIENTOS', 'TRESCIENTOS', 'CUATROCIENTOS', 'QUINIENTOS', 'SEISCIENTOS', 'SETECIENTOS', 'OCHOCIENTOS', 'NOVECIENTOS'];

function belowThousand(n: number): string {
  if (n === 100) return 'CIEN';
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const tens = rest < 30 ? UNITS[rest]! : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? ` Y ${UNITS[rest % 10]}` : ''}`;
  return [HUNDREDS[h], tens].filter(Boolean).join(' ');
}

/** "UNO" becomes "UN" before a noun (mil, millones, the currency): VEINTIUN MIL, UN MILLON. */
const apocope = (words: string) => words.replace(/VEINTIUNO$/, 'VEINTIUN').replace(/UNO$/, 'UN');

export function integerInWords(n: number): string {
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const units = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'UN MILLON' : `${apocope(integerInWords(millions))} MILLONES`);
  if (thousands) parts.push(thousands === 1 ? 'MIL' : `${apocope(belowThousand(thousands))} MIL`);
  if (units) parts.push(belowThousand(units));
  return parts.join(' ');
}

const CURRENCY_NAMES: Record<string, string> = { PEN: 'SOLES', USD: 'DOLARES AMERICANOS', EUR: 'EUROS' };

export function amountInWords(amount: string, currency: string): string {
  const d = new Decimal(amount).abs().toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const whole = d.floor();
  const cents = d.minus(whole).times(100).toNumber();
  return `SON ${apocope(integerInWords(whole.toNumber()))} CON ${String(cents).padStart(2, '0')}/100 ${CURRENCY_NAMES[currency] ?? currency}`;
}
