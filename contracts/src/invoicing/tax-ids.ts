import type { InvoiceCountry } from './invoice-setup.js';

/**
 * Tax identifiers per country with their check digits (docs/invoicing.md "Clients"). Each answers
 * null when the id is valid, else why not. Spaces, dots and a leading EU country prefix are
 * ignored; the normalised form is what `normaliseTaxId` returns.
 */

const digits = (s: string) => s.split('').map(Number);
const weighted = (ds: number[], weights: number[]) => weights.reduce((sum, w, i) => sum + w * ds[i], 0);

export function normaliseTaxId(country: InvoiceCountry, raw: string): string {
  const s = raw.trim().toUpperCase().replace(/[\s.]/g, '');
  if (['PL', 'CZ', 'RO', 'ES', 'HU'].includes(country) && s.startsWith(country)) return s.slice(2);
  return s;
}

/** Polish NIP: 10 digits, weights 6 5 7 2 3 4 5 6 7, sum mod 11 is the last digit. */
export function checkNip(id: string): string | null {
  const s = id.replace(/-/g, '');
  if (!/^\d{10}$/.test(s)) return 'a NIP has 10 digits';
  const r = weighted(digits(s), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return r !== 10 && r === Number(s[9]) ? null : 'NIP check digit does not match';
}

/** Chilean RUT: number-DV, DV by modulo 11 with weights 2..7 from the right (10 is K, 11 is 0). */
export function checkRut(id: string): string | null {
  const m = /^(\d{1,8})-?([\dK])$/.exec(id);
  if (!m) return 'a RUT is a number and a check digit (12345678-5)';
  const sum = digits(m[1]).reverse().reduce((acc, d, i) => acc + d * (2 + (i % 6)), 0);
  const dv = 11 - (sum % 11);
  const expected = dv === 11 ? '0' : dv === 10 ? 'K' : String(dv);
  return expected === m[2] ? null : 'RUT check digit does not match';
}

/** Peruvian RUC: 11 digits starting 10, 15, 17 or 20; weights 5 4 3 2 7 6 5 4 3 2, modulo 11. */
export function checkRuc(id: string): string | null {
  if (!/^(10|15|17|20)\d{9}$/.test(id)) return 'a RUC has 11 digits and starts with 10, 15, 17 or 20';
  const dv = 11 - (weighted(digits(id), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return dv % 10 === Number(id[10]) ? null : 'RUC check digit does not match';
}

function checkCedula(id: string): string | null {
  if (!/^\d{10}$/.test(id)) return 'a cédula has 10 digits';
  const province = Number(id.slice(0, 2));
  if (!((province >= 1 && province <= 24) || province === 30) || Number(id[2]) >= 6) return 'not a cédula (province or third digit)';
  const sum = digits(id.slice(0, 9)).reduce((acc, d, i) => {
    const p = d * (i % 2 === 0 ? 2 : 1);
    return acc + (p > 9 ? p - 9 : p);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(id[9]) ? null : 'cédula check digit does not match';
}

/** Ecuador: a cédula (10 digits, modulo 10) or a RUC (13 digits: a cédula + 001, a company's modulo 11 with 9, a public body's with 6). */
export function checkEcuador(id: string): string | null {
  if (/^\d{10}$/.test(id)) return checkCedula(id);
  if (!/^\d{13}$/.test(id)) return 'a cédula has 10 digits, a RUC 13';
  const third = Number(id[2]);
  if (third < 6) return id.endsWith('001') ? checkCedula(id.slice(0, 10)) : 'a RUC ends in 001';
  const mod11 = (body: string, weights: number[], at: number) => {
    const r = weighted(digits(body), weights) % 11;
    return (r === 0 ? 0 : 11 - r) === Number(id[at]);
  };
  if (third === 9) return mod11(id.slice(0, 9), [4, 3, 2, 7, 6, 5, 4, 3, 2], 9) && id.endsWith('001') ? null : 'RUC check digit does not match';
  if (third === 6) return mod11(id.slice(0, 8), [3, 2, 7, 6, 5, 4, 3, 2], 8) && id.endsWith('0001') ? null : 'RUC check digit does not match';
  return 'not a RUC (third digit)';
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spanish NIF: DNI (8 digits + letter), NIE (X/Y/Z + 7 digits + letter) or CIF (letter + 7 digits + control digit or letter). */
export function checkNif(id: string): string | null {
  const dni = /^(\d{8})([A-Z])$/.exec(id);
  if (dni) return DNI_LETTERS[Number(dni[1]) % 23] === dni[2] ? null : 'NIF letter does not match';
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (nie) return DNI_LETTERS[Number(`${'XYZ'.indexOf(nie[1])}${nie[2]}`) % 23] === nie[3] ? null : 'NIE letter does not match';
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([\dA-J])$/.exec(id);
  if (!cif) return 'not a NIF, NIE or CIF';
  const ds = digits(cif[2]);
  const sum = ds.reduce((acc, d, i) => {
    if (i % 2 === 1) return acc + d;
    const p = d * 2;
    return acc + Math.floor(p / 10) + (p % 10);
  }, 0);
  const control = (10 - (sum % 10)) % 10;
  const asLetter = 'JABCDEFGHI'[control];
  const letterOnly = 'PQRSNW'.includes(cif[1]);
  const digitOnly = 'ABEH'.includes(cif[1]);
  const ok = (!letterOnly && cif[3] === String(control)) || (!digitOnly && cif[3] === asLetter);
  return ok ? null : 'CIF control does not match';
}

/** Czech IČO: 8 digits, weights 8..2, check (11 - sum mod 11) mod 10. */
export function checkIco(id: string): string | null {
  if (!/^\d{8}$/.test(id)) return 'an IČO has 8 digits';
  return (11 - (weighted(digits(id), [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === Number(id[7]) ? null : 'IČO check digit does not match';
}

/** Hungarian adószám 12345678-1-23: the base number's check digit (weights 9 7 3 1), VAT code 1-5, county code. */
export function checkAdoszam(id: string): string | null {
  const m = /^(\d{8})-?([1-5])-?(\d{2})$/.exec(id);
  if (!m) return 'an adószám is 8-1-2 digits (12345678-1-23)';
  return (10 - (weighted(digits(m[1]), [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10 === Number(m[1][7]) ? null : 'adószám check digit does not match';
}

/** Romanian CUI/CIF: 2 to 10 digits; key 753217532 on the digits before the last, x10 mod 11 (10 is 0). */
export function checkCui(id: string): string | null {
  if (!/^\d{2,10}$/.test(id)) return 'a CUI has 2 to 10 digits';
  const body = id.slice(0, -1).padStart(9, '0');
  const r = (weighted(digits(body), [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11;
  return (r === 10 ? 0 : r) === Number(id.at(-1)) ? null : 'CUI check digit does not match';
}

const CHECKS: Record<InvoiceCountry, (id: string) => string | null> = {
  PL: checkNip,
  CL: checkRut,
  PE: checkRuc,
  EC: checkEcuador,
  ES: checkNif,
  CZ: checkIco,
  HU: checkAdoszam,
  RO: checkCui,
};

/** Why `raw` is not a tax id of `country`, or null when it is (after normalising). */
export function taxIdProblem(country: InvoiceCountry, raw: string): string | null {
  return CHECKS[country](normaliseTaxId(country, raw));
}
