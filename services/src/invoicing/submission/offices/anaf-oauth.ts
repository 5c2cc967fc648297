import type { HttpCall } from './office.port.js';

/**
 * ANAF's OAuth2 service (logincert.anaf.ro/anaf-oauth2/v1, "Procedura de înregistrare a aplicațiilor
 * în portalul ANAF" and the OAuth2 guide): the company registers an application at ANAF (client
 * id, client secret, the redirect address), a person holding the company's qualified certificate
 * signs in at `authorize` in the browser (the certificate goes to logincert.anaf.ro, never to us),
 * ANAF sends the browser back to the redirect address with a one-time `code`, and `token` turns it
 * into an access token (90 days) and a refresh token (365 days). `token` with grant_type
 * refresh_token gives a new pair before the access token expires. Form-encoded POST, client id and
 * secret in the body, `token_content_type=jwt`.
 */
export const ANAF_OAUTH = 'https://logincert.anaf.ro/anaf-oauth2/v1';
/** ANAF's refresh token lives 365 days (it is not in the token answer). */
export const ANAF_REFRESH_DAYS = 365;
/** The worker refreshes an access token that expires within this many hours. */
export const ANAF_REFRESH_BEFORE_HOURS = 24;

/** The OAuth2 service for an API address: the documented one, or an overridden address's origin (a proxy, the stand-in). */
export function anafOAuthBase(baseUrl: string, documented: readonly string[]): string {
  const b = baseUrl.replace(/\/+$/, '');
  return !b || documented.includes(b) ? ANAF_OAUTH : `${new URL(b).origin}/anaf-oauth2/v1`;
}

export function anafAuthorizeUrl(base: string, clientId: string, redirectUri: string, state: string): string {
  const q = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, state, token_content_type: 'jwt' });
  return `${base}/authorize?${q}`;
}

export interface OfficeTokens {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: string;
  refreshExpiresAt: string;
}

/** ANAF refused the code or the refresh token (400 / 401 with the OAuth2 error). */
export class TokenRefused extends Error {}

/** POST to ANAF's token endpoint: `authorization_code` (code, redirect_uri) or `refresh_token` (refresh_token). */
export async function anafToken(
  http: HttpCall,
  base: string,
  client: { clientId: string; clientSecret: string },
  grant: { grant_type: 'authorization_code'; code: string; redirect_uri: string } | { grant_type: 'refresh_token'; refresh_token: string },
  now: Date,
): Promise<OfficeTokens> {
  const body = new URLSearchParams({ ...grant, client_id: client.clientId, client_secret: client.clientSecret, token_content_type: 'jwt' }).toString();
  const res = await http({ method: 'POST', url: `${base}/token`, headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' }, body });
  let b: any = {};
  try {
    b = JSON.parse(res.body);
  } catch {
    /* an answer that is not JSON: refused below */
  }
  if (res.status !== 200 || !b.access_token) throw new TokenRefused(`ANAF refused the ${grant.grant_type} grant (${res.status}${b.error ? ` ${b.error}` : ''}${b.error_description ? `: ${b.error_description}` : ''}).`);
  const expiresIn = Number(b.expires_in) > 0 ? Number(b.expires_in) : 90 * 86400;
  return {
    accessToken: String(b.access_token),
    refreshToken: String(b.refresh_token ?? (grant.grant_type === 'refresh_token' ? grant.refresh_token : '')),
    accessExpiresAt: new Date(now.getTime() + expiresIn * 1000).toISOString(),
    refreshExpiresAt: new Date(now.getTime() + ANAF_REFRESH_DAYS * 86400_000).toISOString(),
  };
}
