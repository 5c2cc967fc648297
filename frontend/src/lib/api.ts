/**
 * The one HTTP wrapper (docs/shell.md "Calling the API"). Base '/be', credentials sent, 180 s
 * timeout, header X-Auth-Token from the token cookie. Resolves with the envelope {status, data,
 * error}; rejects with ApiRequestError when error.code is non-zero (carrying data and error). A 403
 * whose message is not 'Access Denied' ends the session and reloads; a transport failure shows an
 * error toast for 5 s.
 */
import type { ApiError, Envelope } from '@tradedesk/contracts/platform/envelope';
import { i18n } from '../i18n';
import { placeholdersOf, reasonKeys } from '../i18n/refusals';
import { toast } from '../stores/toast';
import { getToken, removeToken } from './auth';

export const API_BASE = '/be';
export const REQUEST_TIMEOUT_MS = 180_000;
export const ERROR_TOAST_MS = 5_000;

export class ApiRequestError extends Error {
  readonly status: number;
  readonly error: ApiError | null;
  readonly data: unknown;
  /** True when no envelope came back (network down, timeout, proxy error page). */
  readonly transport: boolean;

  constructor(message: string, init: { status: number; error: ApiError | null; data?: unknown; transport?: boolean }) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.error = init.error;
    this.data = init.data ?? null;
    this.transport = init.transport ?? false;
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** No toast on transport errors (the caller reports, or the widget hides quietly). */
  silent?: boolean;
  timeoutMs?: number;
  /** Extra headers (the till's device and PIN session tokens, docs/pos.md). */
  headers?: Record<string, string>;
  /**
   * Not on behalf of the signed-in user: the user's token is not sent, and a 401 or 403 does not
   * end the user's session (the till's calls, which carry their own tokens).
   */
  anonymous?: boolean;
  /** A user token for this call only, kept by the caller (the till's authorise page), never stored. */
  token?: string;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  body !== null && typeof body === 'object' && ('error' in body || 'data' in body);

let endingSession = false;
function endSessionAndReload() {
  if (endingSession) return;
  endingSession = true;
  removeToken();
  window.location.reload();
}

function transportFailure(message: string, status: number, silent: boolean | undefined): ApiRequestError {
  if (!silent) toast.error(`${i18n.t('common.requestFailed')}: ${message}`, ERROR_TOAST_MS);
  return new ApiRequestError(message, { status, error: null, transport: true });
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { method = 'GET', query, body, silent, timeoutMs = REQUEST_TIMEOUT_MS, anonymous } = options;
  const token = anonymous ? options.token : getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers['X-Auth-Token'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: anonymous ? 'omit' : 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = controller.signal.aborted;
    const message = timedOut ? i18n.t('common.timeout') : error instanceof Error ? error.message : String(error);
    throw transportFailure(message, 0, silent);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  let parsed: unknown = undefined;
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }

  if (!isEnvelope(parsed)) {
    if (!response.ok) throw transportFailure(`${response.status} ${response.statusText}`.trim(), response.status, silent);
    // A body that is not an envelope (or no body at all): treat it as the data.
    return { status: response.status, data: (parsed ?? null) as T | null, error: null };
  }

  const envelope = parsed as Envelope<T>;
  if (anonymous) {
    // The caller handles its own tokens' refusals.
  } else if (response.status === 403 && envelope.error?.message !== 'Access Denied') {
    endSessionAndReload();
  } else if (response.status === 401 && token) {
    // The token is no longer valid: start again from the login page.
    removeToken();
    if (!window.location.pathname.startsWith('/login')) window.location.assign('/login');
  }
  if (envelope.error && envelope.error.code !== 0) {
    throw new ApiRequestError(envelope.error.message, { status: envelope.status ?? response.status, error: envelope.error, data: envelope.data });
  }
  if (!response.ok) {
    throw new ApiRequestError(response.statusText, { status: response.status, error: { code: response.status, message: response.statusText }, data: envelope.data });
  }
  return envelope;
}

export const api = {
  get: <T>(path: string, query?: Record<string, QueryValue>, options: Omit<RequestOptions, 'method' | 'query'> = {}) =>
    request<T>(path, { ...options, method: 'GET', query }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'DELETE', body }),
};

/** The message to show for a failed call. */
/** A translate function: i18next's `t` or `i18n.t` (only the call shape errorText needs). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

const I18NEXT_OPTIONS = new Set(['lng', 'lngs', 'ns', 'context', 'defaultValue', 'replace', 'returnObjects', 'returnDetails', 'interpolation', 'postProcess', 'keyPrefix', 'joinArrays']);

/** A key's stored sentence in the current language (or its fallback), placeholders unfilled. */
function storedSentence(key: string): string | undefined {
  for (const language of i18n.languages ?? [i18n.language]) {
    const value = i18n.getResource(language, 'translation', key) as unknown;
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/**
 * The envelope error's refusal in the user's language (locales/<lang>/errors.json), filled with
 * its `params`; undefined when no sentence fits. A sentence is used only when the refusal carries
 * every value it names: a reason raised in several places may name fewer, and then a plainer
 * sentence (its kind's) or the server's message is better than a blank.
 */
export function reasonText(t: Translate, error: ApiError | null | undefined, sentence: (key: string) => string | undefined = storedSentence): string | undefined {
  if (!error?.reason) return undefined;
  // The server's values fill {{placeholders}}; none may pass for one of i18next's own options.
  const values = Object.fromEntries(Object.entries(error.params ?? {}).filter(([name]) => !I18NEXT_OPTIONS.has(name)));
  const key = reasonKeys(error.reason).find((k) => {
    const text = sentence(k);
    return text !== undefined && placeholdersOf(text).every((name) => name in values);
  });
  return key ? t(key, values) : undefined;
}

/**
 * What a person reads for a failed call (docs/shell.md "Calling the API"): the server's refusal
 * translated with its values when the reason is known; a validation failure as "Please check:"
 * and its fields; otherwise the server's own message.
 */
export function errorText(t: Translate, error: unknown, sentence?: (key: string) => string | undefined): string {
  if (!(error instanceof ApiRequestError)) return error instanceof Error ? error.message : String(error);
  const translated = reasonText(t, error.error, sentence);
  if (translated) return translated;
  const details = error.error?.details;
  if (!error.error?.reason && details?.length) return t('refusal.invalid', { details: details.map((d) => (d.path && d.path !== '(body)' ? `${d.path}: ${d.message}` : d.message)).join('; ') });
  return error.error?.message || error.message;
}

/** errorText in the current UI language, for code without a `t` at hand (toasts, callbacks). */
export function errorMessage(error: unknown): string {
  return errorText((key, options) => i18n.t(key, options), error);
}

/** True for "this endpoint is not there (yet)". */
export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * Optional widgets (exchange rates, today's deliveries) call endpoints a server may not have yet.
 * After one 404 the endpoint is not called again in this browser session: no repeated failed
 * requests in the console, and the widget stays hidden.
 */
const MISSING_KEY = 'tradedesk.missingEndpoints';
function missingEndpoints(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(MISSING_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}
export const isKnownMissing = (path: string) => missingEndpoints().includes(path);
export function rememberIfMissing(path: string, error: unknown): void {
  if (!isNotFound(error) || isKnownMissing(path)) return;
  try {
    sessionStorage.setItem(MISSING_KEY, JSON.stringify([...missingEndpoints(), path]));
  } catch {
    /* storage disabled: the call is simply retried next time */
  }
}

/** True for "someone changed it after the version you edited" (HTTP 409, optimistic concurrency). */
export const isConflict = (error: unknown) => error instanceof ApiRequestError && (error.status === 409 || error.error?.code === 40901);
