import type { Envelope } from '@tradedesk/contracts/platform/envelope';
import { ApiRequestError, buildUrl, REQUEST_TIMEOUT_MS } from '../../../lib/api';
import { getToken } from '../../../lib/auth';
import { sheetJobResult } from '../../../lib/jobs';

/** Where a long import stands: reading the file, sending it (fraction known), or the server's job working on it (percent once known). */
export type UploadPhase = { phase: 'reading' } | { phase: 'sending'; fraction: number } | { phase: 'processing'; percent?: number };

/** A chosen file as base64 (what the import endpoints take in `file`). */
export function readFileBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * POST a JSON body with upload progress (fetch cannot report it): XMLHttpRequest, the same
 * headers and envelope handling as the app's HTTP wrapper. Rejects with ApiRequestError.
 */
export function postWithProgress<T>(path: string, body: unknown, onPhase: (p: UploadPhase) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('X-Auth-Token', token);
    xhr.upload.onprogress = (e) => onPhase({ phase: 'sending', fraction: e.lengthComputable && e.total > 0 ? e.loaded / e.total : 0 });
    xhr.upload.onload = () => onPhase({ phase: 'processing' });
    xhr.onerror = () => reject(new ApiRequestError('network error', { status: 0, error: null, transport: true }));
    xhr.ontimeout = () => reject(new ApiRequestError('timeout', { status: 0, error: null, transport: true }));
    xhr.onload = () => {
      let envelope: Envelope<T> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        envelope = null;
      }
      if (!envelope) return reject(new ApiRequestError(`${xhr.status} ${xhr.statusText}`.trim(), { status: xhr.status, error: null, transport: true }));
      if (envelope.error && envelope.error.code !== 0) return reject(new ApiRequestError(envelope.error.message, { status: xhr.status, error: envelope.error, data: envelope.data }));
      if (xhr.status >= 400) return reject(new ApiRequestError(xhr.statusText, { status: xhr.status, error: { code: xhr.status, message: xhr.statusText }, data: envelope.data }));
      resolve(envelope.data as T);
    };
    xhr.send(JSON.stringify(body));
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
