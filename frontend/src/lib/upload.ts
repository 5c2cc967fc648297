/**
 * Uploads with progress: a file's bytes (spreadsheets, pictures) or a JSON body carrying a file
 * in base64. fetch cannot report how much of a body has gone up, so these go through
 * XMLHttpRequest with the same session header and envelope handling as lib/api. A queued sheet
 * call is then followed to its end (lib/jobs), so an import screen shows one bar: the file read,
 * sent, then the server's job at work.
 */
import type { Envelope } from '@tradedesk/contracts/platform/envelope';
import { i18n } from '../i18n';
import { ApiRequestError, buildUrl, type QueryValue, REQUEST_TIMEOUT_MS } from './api';
import { getToken } from './auth';
import { sheetJobResult } from './jobs';
import type { UploadPhase } from './upload-phase';

export type { UploadPhase };

interface SendOptions {
  query?: Record<string, QueryValue>;
  contentType: string;
  /** How much of the body has gone up, 0..1. */
  onProgress?: (fraction: number) => void;
  /** The whole body is up: the server is working on it. */
  onSent?: () => void;
}

/** POST `body` to `path`; resolves with the envelope's data, rejects with ApiRequestError. */
function send<T>(path: string, body: XMLHttpRequestBodyInit, { query, contentType, onProgress, onSent }: SendOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('X-Auth-Token', token);
    if (onProgress) xhr.upload.onprogress = (e) => onProgress(e.lengthComputable && e.total > 0 ? e.loaded / e.total : 0);
    if (onSent) xhr.upload.onload = onSent;
    const fail = (message: string) => reject(new ApiRequestError(message, { status: xhr.status, error: null, transport: true }));
    xhr.onerror = () => fail(i18n.t('common.requestFailed'));
    xhr.ontimeout = () => fail(i18n.t('common.timeout'));
    xhr.onload = () => {
      let envelope: Envelope<T> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        return fail(`${xhr.status} ${xhr.statusText}`.trim());
      }
      if (envelope.error && envelope.error.code !== 0) {
        return reject(new ApiRequestError(envelope.error.message, { status: envelope.status ?? xhr.status, error: envelope.error, data: envelope.data }));
      }
      if (xhr.status >= 400) return reject(new ApiRequestError(xhr.statusText, { status: xhr.status, error: { code: xhr.status, message: xhr.statusText }, data: envelope.data }));
      resolve(envelope.data as T);
    };
    xhr.send(body);
  });
}

/** POST a file's bytes as the body (the query carries the options). */
export function uploadBytes<T>(
  path: string,
  body: Blob,
  { query, contentType, onProgress }: { query?: Record<string, QueryValue>; contentType: string; onProgress?: (fraction: number) => void },
): Promise<T> {
  return send<T>(path, body, { query, contentType, onProgress });
}

/** POST a JSON body, reporting it sent and then processing. */
export function postWithProgress<T>(path: string, body: unknown, onPhase: (p: UploadPhase) => void): Promise<T> {
  return send<T>(path, JSON.stringify(body), {
    contentType: 'application/json',
    onProgress: (fraction) => onPhase({ phase: 'sending', fraction }),
    onSent: () => onPhase({ phase: 'processing' }),
  });
}

/** A chosen file as base64 (what the JSON import endpoints take in `file`), reporting the percent read. */
export function readFileBase64(file: Blob, onProgress?: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    if (onProgress) reader.onprogress = (e) => e.lengthComputable && e.total > 0 && onProgress(Math.round((e.loaded / e.total) * 100));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * A queued sheet call: the JSON body posted with upload progress (answered 202 {jobId}), then the
 * job followed with its progress until it ends; resolves with its data, rejects with its refusal.
 */
export async function postSheetJob<T>(path: string, body: unknown, onPhase: (p: UploadPhase) => void): Promise<T> {
  const { jobId } = await postWithProgress<{ jobId: string }>(path, body, onPhase);
  onPhase({ phase: 'processing', percent: 0 });
  return sheetJobResult<T>(jobId, (percent) => onPhase({ phase: 'processing', percent }));
}
