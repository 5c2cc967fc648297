import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import type { Request } from 'express';
import { ApiException } from './errors.js';

/** Content types under which an upload arrives as raw bytes (not JSON). */
export const SPREADSHEET_TYPES = /^application\/(vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet|octet-stream)\b/i;

/** The request body as bytes, refused with 413 past `limit` (the JSON parser leaves these bodies alone). */
export async function readRaw(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ApiException(413, ErrorCode.PayloadTooLarge, `The file is larger than the ${limit / 1024 / 1024} MB allowed.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** An .xlsx is a zip: anything else is refused at once, before a job is queued. */
export function assertXlsx(file: Buffer) {
  if (file.length < 4 || file[0] !== 0x50 || file[1] !== 0x4b) {
    throw new ApiException(400, ErrorCode.ValidationFailed, 'Invalid file: not an .xlsx spreadsheet.', [{ path: 'file', message: 'not an .xlsx spreadsheet' }]);
  }
}
