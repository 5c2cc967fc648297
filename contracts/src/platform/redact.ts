/**
 * Session tokens taken out of text that is stored or logged (URLs a browser reports, request
 * lines): `token=<value>` in a query or fragment, and the `/token/<value>` sign-in route.
 */
export const REDACTED = '***';

export function redactTokens(text: string): string {
  return text
    .replace(/([?&#;]token=)[^&#\s"'<>]*/gi, `$1${REDACTED}`)
    .replace(/(\/token\/)[^/?#\s"'<>]+/gi, `$1${REDACTED}`);
}
