/**
 * Where the session lives in the browser (docs/shell.md "Session"): the token in cookie
 * 'Admin-Token', sent as header X-Auth-Token. The invoice identity flag is a localStorage entry.
 */
import { getCookie, removeCookie, setCookie } from './cookies';

export const TOKEN_COOKIE = 'Admin-Token';
export const IDENTITY_STORAGE_KEY = 'identity';

export const getToken = () => getCookie(TOKEN_COOKIE);
/**
 * Kept until the session's own expiry (login answers expireTime in ten-digit seconds); without one
 * it is a browser-session cookie, as the original app kept it.
 */
export function setToken(token: string, expireTime?: unknown): void {
  const seconds = typeof expireTime === 'number' ? expireTime : Number(expireTime);
  const expires = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds < 1e12 ? seconds * 1000 : seconds) : undefined;
  setCookie(TOKEN_COOKIE, token, expires && expires.getTime() > Date.now() ? { expires } : {});
}
export const removeToken = () => removeCookie(TOKEN_COOKIE);

export function isInvoiceIdentity(): boolean {
  try {
    return localStorage.getItem(IDENTITY_STORAGE_KEY) === 'invoice';
  } catch {
    return false;
  }
}

export function setInvoiceIdentity(on: boolean): void {
  try {
    if (on) localStorage.setItem(IDENTITY_STORAGE_KEY, 'invoice');
    else localStorage.removeItem(IDENTITY_STORAGE_KEY);
  } catch {
    /* storage disabled: the flag simply does not stick */
  }
}
