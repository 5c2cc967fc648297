import type { ApiError, Envelope } from '@tradedesk/contracts/platform/envelope';
import { SALE_ORDER_LIST_READ_MODEL, type SaleImportAnswer } from '@tradedesk/contracts/sales/sale-order';
import { API_BASE, ApiRequestError, REQUEST_TIMEOUT_MS } from '../../../lib/api';
import { getToken } from '../../../lib/auth';
import { sheetJobResult } from '../../../lib/jobs';
import { noteWrite } from '../../../lib/read-your-writes';

/**
 * POST /be/api/sale/order/batch-import with progress. fetch() cannot report how much of a body
 * has gone up, so this one call goes through XMLHttpRequest: the screen shows the file being read,
 * sent (percent), then the queue job checking and writing every order (all or nothing; its
 * percent once it reports), followed through GET /be/api/queue/status until it ends.
 */
export type ImportPhase = { phase: 'reading'; percent: number } | { phase: 'uploading'; percent: number } | { phase: 'processing'; percent?: number };

/** The file as base64 (the body carries it as a string), reporting how much was read. */
export function readFileBase64(file: Blob, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

export async function importSaleOrdersWithProgress(
  input: { file: File; commit: boolean },
  onPhase: (p: ImportPhase) => void,
): Promise<SaleImportAnswer> {
  onPhase({ phase: 'reading', percent: 0 });
  const base64 = await readFileBase64(input.file, (percent) => onPhase({ phase: 'reading', percent }));
  const body = JSON.stringify({ commandId: crypto.randomUUID(), fileName: input.file.name, file: base64, commit: input.commit });
  const envelope = await new Promise<{ status: number; envelope: Envelope<{ jobId: string }> | null }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/api/sale/order/batch-import`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('X-Auth-Token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onPhase({ phase: 'uploading', percent: Math.round((e.loaded / e.total) * 100) });
    };
    xhr.upload.onload = () => onPhase({ phase: 'processing' });
    xhr.onload = () => {
      let parsed: Envelope<{ jobId: string }> | null = null;
      try {
        parsed = JSON.parse(xhr.responseText) as Envelope<{ jobId: string }>;
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, envelope: parsed });
    };
    xhr.onerror = () => reject(new ApiRequestError('network error', { status: 0, error: null, transport: true }));
    xhr.ontimeout = () => reject(new ApiRequestError('timeout', { status: 0, error: null, transport: true }));
    onPhase({ phase: 'uploading', percent: 0 });
    xhr.send(body);
  });
  const { status, envelope: env } = envelope;
  if (!env) throw new ApiRequestError(`HTTP ${status}`, { status, error: null, transport: true });
  if (env.error && env.error.code !== 0) throw new ApiRequestError(env.error.message, { status, error: env.error as ApiError, data: env.data });
  const result = await sheetJobResult<SaleImportAnswer>(env.data!.jobId, (percent) => onPhase({ phase: 'processing', percent }));
  noteWrite(SALE_ORDER_LIST_READ_MODEL, result.globalPosition);
  return result;
}
