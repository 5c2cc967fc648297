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
import { areaOfPath, languageOfPath } from './areas';

/**
 * A language is a folder of area files (locales/<lang>/<area>.json: shell, catalog, sales, ...);
 * each file holds its own top-level keys and the loaded language is their union. Before sign-in
 * only the pre-login areas load (areas.ts); the rest of the language loads when the first screen
 * outside the shell opens (`everyAreaPending`, awaited by the page frame: app/PageHost.tsx). Even
 * the map of those other files (21 languages x every area) is a chunk of its own (other-areas.ts).
 * The pattern names the PRE_LOGIN_AREAS (areas.unit.spec.ts checks both lists).
 */
type LocaleModule = { default: Record<string, unknown> };
type LocaleLoader = () => Promise<LocaleModule>;
const preLoginLoaders: Record<string, LocaleLoader> = import.meta.glob<LocaleModule>('./locales/*/{shell,errors}.json');

let otherLoaders: Promise<Record<string, LocaleLoader>> | null = null;
function loadOtherLoaders(): Promise<Record<string, LocaleLoader>> {
  otherLoaders ??= import('./other-areas').then(
    (m) => m.OTHER_AREA_LOADERS,
    (error: unknown) => {
      otherLoaders = null; // a later screen tries again
      throw error;
    },
  );
  return otherLoaders;
}

/** Once a screen outside the shell has asked for them, every area of a language loads with it. */
let everyAreaWanted = false;
/** language -> the areas already in i18next's store. */
const loadedAreas = new Map<string, Set<string>>();
/** The languages whose every area is in i18next's store. */
const completeLanguages = new Set<string>();
/** language -> the load of its missing areas under way. */
const pendingAreas = new Map<string, Promise<void>>();

async function areaFiles(language: string, every: boolean): Promise<Array<[string, LocaleLoader]>> {
  const loaders = every ? { ...preLoginLoaders, ...(await loadOtherLoaders()) } : preLoginLoaders;
  return Object.entries(loaders).filter(([path]) => languageOfPath(path) === language);
}

function markLoaded(language: string, paths: readonly string[]) {
  let areas = loadedAreas.get(language);
  if (!areas) loadedAreas.set(language, (areas = new Set()));
  for (const path of paths) areas.add(areaOfPath(path));
}

async function readFiles(files: ReadonlyArray<[string, LocaleLoader]>) {
  const modules = await Promise.all(files.map(([, load]) => load()));
  return Object.assign({}, ...modules.map((m) => m.default)) as Record<string, unknown>;
}

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const every = everyAreaWanted;
    areaFiles(language, every)
      .then(async (files) => {
        if (files.length === 0) throw new Error(`no locale files for ${language}`);
        const resources = await readFiles(files);
        markLoaded(language, files.map(([path]) => path));
        if (every) completeLanguages.add(language);
        return resources;
      })
      .then(
        (resources) => callback(null, resources),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

/**
 * Loads every area of `language` (default: the current one) that is not loaded yet, and from now on
 * every area of any language switched to. Null when they are all there already; else the promise
 * of their load (a screen waits for it before it renders: no raw keys).
 */
export function everyAreaPending(language: string = i18n.language): Promise<void> | null {
  everyAreaWanted = true;
  if (completeLanguages.has(language)) return null;
  let pending = pendingAreas.get(language);
  if (!pending) {
    pending = areaFiles(language, true)
      .then(async (files) => {
        const loaded = loadedAreas.get(language);
        const missing = files.filter(([path]) => !loaded?.has(areaOfPath(path)));
        if (missing.length > 0) {
          i18n.addResourceBundle(language, 'translation', await readFiles(missing), true, true);
          markLoaded(language, missing.map(([path]) => path));
        }
        completeLanguages.add(language);
      })
      .finally(() => pendingAreas.delete(language));
    pendingAreas.set(language, pending);
  }
  return pending;
}

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
    // language is downloaded as a fallback, the first screen loads one language's files only
    // (and of those only the pre-login areas: areas.ts).
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
  // Signed in, a screen may show keys of any area: the new language comes whole, before the switch.
  if (everyAreaWanted) await everyAreaPending(language);
  await i18n.changeLanguage(language);
}

export { i18n };
