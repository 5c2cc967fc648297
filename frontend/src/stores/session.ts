/**
 * The signed-in session as loaded from the server: token, profile, company settings. Everything
 * derived from it (allowed routes, menu, tabs, page cache) is computed in src/app and thrown away
 * when the roles change or the user logs out (the layout is keyed by the roles).
 */
import { getToken, isInvoiceIdentity } from '../lib/auth';
import { createStore, useStore } from './create-store';

export interface PagePrivilege {
  page: string;
  privilege: string;
}

/** GET /api/user/profile data. */
export interface Profile {
  id: string | number | null;
  role: string[];
  name: string;
  avatar: { staticUrl: string } | null;
  introduction: string;
  language: string | null;
  username: string;
  privilege: { isBoss?: boolean } | null;
  pagePrivileges: PagePrivilege[] | Record<string, string>;
  sysPagePrilvileges: { page: string; privilege: unknown }[] | Record<string, unknown> | null;
  sysSettings: Record<string, unknown> | null;
}

/** GET /api/system-setting/common data: { CompanyName: { value }, SystemTimeZone: { value }, ... }. */
export type CompanySettings = Record<string, unknown>;

export type SessionPhase = 'anonymous' | 'loading' | 'ready';

export interface SessionState {
  token: string | null;
  phase: SessionPhase;
  profile: Profile | null;
  settings: CompanySettings;
  invoiceIdentity: boolean;
}

const SETTINGS_CACHE_KEY = 'companySettings';

function cachedSettings(): CompanySettings {
  try {
    const raw = localStorage.getItem(SETTINGS_CACHE_KEY);
    return raw ? (JSON.parse(raw) as CompanySettings) : {};
  } catch {
    return {};
  }
}

export const sessionStore = createStore<SessionState>({
  token: getToken(),
  phase: getToken() ? 'loading' : 'anonymous',
  profile: null,
  settings: cachedSettings(),
  invoiceIdentity: isInvoiceIdentity(),
});

export const useSession = <T = SessionState>(select?: (s: SessionState) => T) =>
  useStore(sessionStore, select ?? ((s) => s as unknown as T));

export function sessionStarted(token: string): void {
  sessionStore.set((s) => ({ ...s, token, phase: 'loading', profile: null }));
}

export function sessionLoaded(profile: Profile, settings: CompanySettings | null): void {
  sessionStore.set((s) => ({ ...s, phase: 'ready', profile, settings: settings ?? s.settings }));
  if (settings) rememberSettings(settings);
}

/** Company settings are kept locally so the clock and the menu are right at once on reload (docs/shell.md "Session"). */
export function settingsChanged(settings: CompanySettings): void {
  sessionStore.set((s) => ({ ...s, settings }));
  rememberSettings(settings);
}

function rememberSettings(settings: CompanySettings) {
  try {
    localStorage.setItem(SETTINGS_CACHE_KEY, JSON.stringify(settings));
  } catch {
    /* quota or disabled storage: settings are simply reloaded next time */
  }
}

export function profileChanged(patch: Partial<Profile>): void {
  sessionStore.set((s) => (s.profile ? { ...s, profile: { ...s.profile, ...patch } } : s));
}

export function sessionEnded(): void {
  sessionStore.set((s) => ({ ...s, token: null, phase: 'anonymous', profile: null }));
}
