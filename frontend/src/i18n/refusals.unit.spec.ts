import { flattenLocale } from './check';
import { LANGUAGE_CODES } from './languages';
import { readLocale } from './read-locales.node';
import { reasonKeys } from './refusals';
import { serverReasons } from './server-reasons.node';

const flat = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, flattenLocale(readLocale(code))]));
const reasons = serverReasons();
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');

describe('server refusals in the 21 languages', () => {
  it('finds the reasons of every kind of refusal in the server sources', () => {
    // decider fail(), DomainError, an inline projector's refusal, notFound(), ApiException with a
    // literal and with a constant, the exception filter's own mapping, a document history.
    for (const reason of ['order_committed', 'product_code_taken', 'negative_stock', 'barcode_not_found', 'import_refused', 'too_many_attempts', 'version_conflict', 'sale_order_not_found']) {
      expect({ reason, found: reasons.has(reason) }).toEqual({ reason, found: true });
    }
    expect(reasons.size).toBeGreaterThan(100);
  });

  it('translate every reason the server can answer in every language', () => {
    const gaps: string[] = [];
    for (const code of LANGUAGE_CODES) {
      for (const [reason, files] of reasons) {
        if (!reasonKeys(reason).some((key) => flat[code]![key]?.trim())) gaps.push(`${code}: ${reason} (${files[0]})`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('fill in the same values in every language as in English', () => {
    const english = Object.entries(flat.en!).filter(([key]) => key.startsWith('refusal.'));
    const mismatches: string[] = [];
    for (const code of LANGUAGE_CODES) {
      for (const [key, text] of english) {
        const other = flat[code]![key];
        if (other === undefined || placeholders(other) !== placeholders(text)) mismatches.push(`${code}: ${key} has {{${placeholders(other ?? '')}}}, English {{${placeholders(text)}}}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('are real translations, not English copies', () => {
    const english = Object.entries(flat.en!).filter(([key]) => key.startsWith('refusal.'));
    const copies = LANGUAGE_CODES.filter((code) => code !== 'en').flatMap((code) => english.filter(([key, text]) => flat[code]![key] === text).map(([key]) => `${code}: ${key}`));
    expect(copies).toEqual([]);
  });
});
