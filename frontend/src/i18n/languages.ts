/**
 * The 21 interface languages (docs/shell.md "Languages"). Codes are the product's own ('cz', 'gr'),
 * not always BCP 47: `locale` is what Intl and <html lang> get. Names are endonyms, shown the same
 * in every language.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-GB' },
  { code: 'hu', name: 'Magyar', locale: 'hu-HU' },
  { code: 'es', name: 'Español', locale: 'es-ES' },
  { code: 'bg', name: 'Български', locale: 'bg-BG' },
  { code: 'it', name: 'Italiano', locale: 'it-IT' },
  { code: 'de', name: 'Deutsch', locale: 'de-DE' },
  { code: 'pl', name: 'Polski', locale: 'pl-PL' },
  { code: 'fr', name: 'Français', locale: 'fr-FR' },
  { code: 'vi', name: 'Tiếng Việt', locale: 'vi-VN' },
  { code: 'pt', name: 'Português', locale: 'pt-PT' },
  { code: 'ru', name: 'Русский', locale: 'ru-RU' },
  { code: 'cz', name: 'Čeština', locale: 'cs-CZ' },
  { code: 'sk', name: 'Slovenčina', locale: 'sk-SK' },
  { code: 'hr', name: 'Hrvatski', locale: 'hr-HR' },
  { code: 'uk', name: 'Українська', locale: 'uk-UA' },
  { code: 'ro', name: 'Română', locale: 'ro-RO' },
  { code: 'gr', name: 'Ελληνικά', locale: 'el-GR' },
  { code: 'sr', name: 'Srpski', locale: 'sr-Latn-RS' },
  { code: 'bs', name: 'Bosanski', locale: 'bs-BA' },
  { code: 'zh', name: '中文', locale: 'zh-CN' },
  { code: 'lt', name: 'Lietuvių', locale: 'lt-LT' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANGUAGE: LanguageCode = 'zh';
/** localStorage key holding the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** Accepts the product codes and the BCP 47 forms a server or browser may send ('cs-CZ', 'el', 'zh-CN'). */
export function normalizeLanguage(value: unknown): LanguageCode | null {
  if (typeof value !== 'string' || !value) return null;
  const lower = value.trim().toLowerCase();
  if (isLanguageCode(lower)) return lower;
  const base = lower.split(/[-_]/)[0]!;
  if (base === 'cs') return 'cz';
  if (base === 'el') return 'gr';
  if (isLanguageCode(base)) return base;
  const byLocale = LANGUAGES.find((l) => l.locale.toLowerCase() === lower);
  return byLocale ? byLocale.code : null;
}

/**
 * The language of a page opened before any choice: the one kept in localStorage, else the first of
 * the browser's preferred languages that is one of the 21 (navigator.languages, 'de-AT' -> de),
 * else Chinese. After sign-in the user's own language (their profile) replaces it.
 */
export function initialLanguage(stored: unknown, browserLanguages: readonly string[]): LanguageCode {
  const kept = normalizeLanguage(stored);
  if (kept) return kept;
  for (const language of browserLanguages) {
    const code = normalizeLanguage(language);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}

export const localeOf = (code: string) => LANGUAGES.find((l) => l.code === code)?.locale ?? 'zh-CN';
