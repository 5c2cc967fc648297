/**
 * i18next for the 21 languages. Each locale file is its own chunk, fetched when first needed
 * (import.meta.glob); the chosen language is kept in localStorage ('language'); before any choice
 * the browser's language when it is one of the 21; default Chinese (docs/shell.md "Languages").
 */
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_STORAGE_KEY, initialLanguage, localeOf, normalizeLanguage, type LanguageCode,
} from './languages';

/**
 * A language is a folder of area files (locales/<lang>/<area>.json: shell, catalog, sales, ...);
 * each file holds its own top-level keys and the loaded language is their union.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const files = Object.entries(loaders).filter(([path]) => path.startsWith(`./locales/${language}/`));
    if (files.length === 0) {
      callback(new Error(`no locale files for ${language}`), false);
      return;
    }
    Promise.all(files.map(([, load]) => load())).then(
      (modules) => callback(null, Object.assign({}, ...modules.map((m) => m.default))),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The browser's preferred languages, best first (empty where there is no navigator). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/** The kept choice, else the browser's language when it is one of the 21, else Chinese. */
export function storedLanguage(): LanguageCode {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    /* storage disabled */
  }
  return initialLanguage(stored, browserLanguages());
}

/** Whether a language was chosen here (the login page's list, the top bar, a past session), not only taken from the browser. */
export function languageChosen(): boolean {
  try {
    return normalizeLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY)) !== null;
  } catch {
    return false;
  }
}

export function rememberLanguage(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    /* storage disabled */
  }
}

function applyDocumentLanguage(code: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(code);
}

export const i18nReady = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // Every key exists in all 21 languages (locales.unit.spec.ts fails otherwise): no second
    // language is downloaded as a fallback, the first screen loads one language's files only.
    fallbackLng: false,
    supportedLngs: [...LANGUAGE_CODES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: true },
  });

i18n.on('languageChanged', applyDocumentLanguage);
applyDocumentLanguage(storedLanguage());

/** Switches the interface language and remembers it (no server call: see switch-language.ts). */
export async function applyLanguage(code: string): Promise<void> {
  const language = normalizeLanguage(code) ?? DEFAULT_LANGUAGE;
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
