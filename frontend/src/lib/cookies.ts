/** Minimal document.cookie helpers (path '/', SameSite=Lax). */
export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        return part.slice(prefix.length);
      }
    }
  }
  return null;
}

export function setCookie(name: string, value: string, options: { days?: number; expires?: Date } = {}): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  const expires = options.expires ?? (options.days !== undefined ? new Date(Date.now() + options.days * 86_400_000) : undefined);
  if (expires) cookie += `; expires=${expires.toUTCString()}`;
  document.cookie = cookie;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
