/**
 * Uploads whose body is a file's bytes (spreadsheets, pictures), not JSON: the same session
 * header and envelope as lib/api, with the upload's own progress (XMLHttpRequest reports it,
 * fetch does not).
 */
import type { Envelope } from '@tradedesk/contracts/platform/envelope';
import { i18n } from '../i18n';
import { API_BASE, ApiRequestError, buildUrl, type QueryValue, REQUEST_TIMEOUT_MS } from './api';
import { getToken } from './auth';

export function uploadBytes<T>(
  path: string,
  body: Blob,
  { query, contentType, onProgress }: { query?: Record<string, QueryValue>; contentType: string; onProgress?: (fraction: number) => void },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('X-Auth-Token', token);
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
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
      resolve(envelope.data as T);
    };
    xhr.send(body);
  });
}

export { API_BASE };
