/**
 * docs/shell.md "Session": a token with no roles loaded fetches the profile; on success the
 * language is stored and loaded, routes are generated (derived from the store) and navigation
 * repeats; on failure the session ends and the user goes to the login page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../features/identity/api/get-profile';
import { settingsQueryOptions } from '../features/settings/api/get-settings';
import { applyLanguage } from '../i18n';
import { normalizeLanguage } from '../i18n/languages';
import { removeToken } from '../lib/auth';
import { connectLive, disconnectLive } from '../lib/live';
import { sessionEnded, sessionLoaded } from '../stores/session';

let inFlight: { token: string; promise: Promise<boolean> } | null = null;

/** Loads profile + company settings once per token. Resolves false when the session was ended. */
export function loadSession(token: string, queryClient: QueryClient): Promise<boolean> {
  if (inFlight && inFlight.token === token) return inFlight.promise;
  const promise = (async () => {
    try {
      const [profile, settings] = await Promise.all([
        queryClient.fetchQuery(profileQueryOptions()),
        queryClient.fetchQuery(settingsQueryOptions()).catch(() => null),
      ]);
      const language = normalizeLanguage(profile.language);
      if (language) await applyLanguage(language);
      sessionLoaded(profile, settings);
      connectLive(token, queryClient);
      return true;
    } catch (error) {
      console.warn('profile could not be loaded, signing out', error);
      endSession(queryClient);
      return false;
    } finally {
      inFlight = null;
    }
  })();
  inFlight = { token, promise };
  return promise;
}

/** Forgets everything derived from the session (token, cached server data, live connection). */
export function endSession(queryClient: QueryClient): void {
  removeToken();
  disconnectLive();
  queryClient.clear();
  sessionEnded();
}
