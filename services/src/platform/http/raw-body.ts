import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { formatBytes } from '@tradedesk/contracts/platform/uploads';
import type { Request } from 'express';
import { ApiException } from './errors.js';

/** Content types under which an upload arrives as raw bytes (not JSON): .xlsx, CSV, or any file. */
export const SPREADSHEET_TYPES = /^(application\/(vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet|octet-stream)|text\/csv)\b/i;

/** The request body as bytes, refused with 413 past `limit` (the JSON parser leaves these bodies alone). */
export async function readRaw(req: Request, limit: number): Promise<Buffer> {
  const tooLarge = () => {
    // The rest is read and dropped, so the client (still sending) gets the answer, not a reset.
    req.resume();
    return new ApiException(413, ErrorCode.PayloadTooLarge, `The file is larger than the ${formatBytes(limit)} allowed.`);
  };
  if (Number(req.headers['content-length'] ?? 0) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
