import type { InvoiceCountry } from './invoice-setup.js';
import { checkRuc, taxIdProblem } from './tax-ids.js';

/**
 * Peru: the buyer's identity document, SUNAT catálogo 06 (docs/invoicing-es-latam.md "Peruvian
 * buyer ids"): the type written as `cbc:ID@schemeID` in the UBL and named on the print. Each type
 * has its format; a wrong one is refused with its own reason code.
 */
export const PE_ID_TYPES = ['0', '1', '4', '6', '7', 'A'] as const;
export type PeIdType = (typeof PE_ID_TYPES)[number];

/** The names SUNAT's printed representations use (the print page's label of the buyer's id). */
export const PE_ID_TYPE_NAMES: Record<PeIdType, string> = {
  '0': 'DOC. TRIB. NO DOM. SIN RUC',
  '1': 'DNI',
  '4': 'CARNET DE EXTRANJERÍA',
  '6': 'RUC',
  '7': 'PASAPORTE',
  A: 'CÉDULA DIPLOMÁTICA DE IDENTIDAD',
};

/** The refusal each type's wrong format answers (errors.json refusal.reason). */
export const PE_ID_REFUSALS: Record<PeIdType, string> = {
  '0': 'invalid_foreign_tax_id',
  '1': 'invalid_dni',
  '4': 'invalid_carnet_extranjeria',
  '6': 'invalid_ruc',
  '7': 'invalid_passport',
  A: 'invalid_diplomatic_id',
};

/** What each type must look like, in words (the refusal's message). */
const FORMATS: Record<PeIdType, [RegExp, string]> = {
  '0': [/^[A-Z0-9-]{1,15}$/, 'the foreign tax id: 1 to 15 letters, digits or hyphens'],
  '1': [/^\d{8}$/, 'a DNI: 8 digits'],
  '4': [/^[A-Z0-9]{1,12}$/, 'a carnet de extranjería: up to 12 letters or digits'],
  '6': [/^\d{11}$/, 'a RUC: 11 digits starting 10, 15, 17 or 20, with its check digit'],
  '7': [/^[A-Z0-9]{1,12}$/, 'a passport number: up to 12 letters or digits'],
  A: [/^\d{1,15}$/, 'a cédula diplomática: up to 15 digits'],
};

/** As kept: trimmed, upper case, without spaces or dots (a passport's letters are upper case). */
export const normalisePeId = (raw: string) => raw.trim().toUpperCase().replace(/[\s.]/g, '');

/** Why `raw` is not an id of `type`, or null when it is: `{ reason, message }`. */
export function peIdProblem(type: PeIdType, raw: string): { reason: string; message: string } | null {
  const id = normalisePeId(raw);
  const [shape, words] = FORMATS[type];
  if (shape.test(id) && (type !== '6' || checkRuc(id) === null)) return null;
  return { reason: PE_ID_REFUSALS[type], message: `${raw} is not ${words}` };
}

/** Words a sheet may name a type by besides its code and SUNAT's name (accents, case and spaces ignored). */
const TYPE_WORDS: Record<string, PeIdType> = { CE: '4', CARNET: '4', PASSPORT: '7', NODOMICILIADO: '0', CEDULADIPLOMATICA: 'A' };
const plainWords = (raw: string) => raw.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[\s.]/g, '');

/**
 * A type as a sheet cell writes it: its catálogo 06 code (1, 7, A), SUNAT's name (DNI, PASAPORTE,
 * CARNET DE EXTRANJERÍA...) or a short word (CE, CARNET, PASSPORT); null when it names none.
 */
export function peIdTypeFromCell(raw: string): PeIdType | null {
  const w = plainWords(raw);
  if ((PE_ID_TYPES as readonly string[]).includes(w)) return w as PeIdType;
  const named = PE_ID_TYPES.find((t) => plainWords(PE_ID_TYPE_NAMES[t]) === w);
  return named ?? TYPE_WORDS[w] ?? null;
}

/** The type of an id kept without one (older clients and documents): 11 digits a RUC, 8 a DNI. */
export const peIdTypeOf = (taxId: string, given?: string): PeIdType =>
  (PE_ID_TYPES as readonly string[]).includes(given ?? '') ? (given as PeIdType) : taxId.length === 11 ? '6' : taxId.length === 8 ? '1' : '0';

/**
 * Why a party's id is not valid for its country, or null: a Peruvian id by its catálogo 06 type
 * (a RUC when none is given), every other country's tax id as `taxIdProblem` checks it.
 */
export function partyIdProblem(country: InvoiceCountry, taxId: string, idType?: PeIdType): string | null {
  if (country === 'PE' && idType && idType !== '6') return peIdProblem(idType, taxId)?.message ?? null;
  return taxIdProblem(country, taxId);
}
