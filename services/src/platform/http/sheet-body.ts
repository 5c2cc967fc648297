import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import type { UploadLimit } from '@tradedesk/contracts/platform/uploads';
import type { Request } from 'express';
import { ApiException } from './errors.js';
import { zodDetails } from './interceptors.js';
import { receiveSheet } from './sheet-upload.js';

/**
 * receiveSheet for a route whose JSON body is `schema` (`{file: base64, commandId?, ...options}`):
 * the sheet's bytes and, when the sheet came as JSON, the body's other fields (400 naming each bad
 * field otherwise); null when the sheet came as raw bytes (the options are then in the query).
 */
export async function receiveSheetBody<T extends { file: string }>(
  req: Request,
  limit: UploadLimit,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof zodDetails>[0] } },
): Promise<{ bytes: Buffer; body: T | null }> {
  let body: T | null = null;
  const bytes = await receiveSheet(req, limit, () => {
    const r = schema.safeParse(req.body ?? {});
    if (!r.success) {
      const details = zodDetails(r.error);
      throw new ApiException(400, ErrorCode.ValidationFailed, `Invalid request body: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`, details);
    }
    body = r.data;
    return r.data.file;
  });
  return { bytes, body };
}
