import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { base64Bytes, formatBytes, type UploadLimit } from '@tradedesk/contracts/platform/uploads';
import type { Request } from 'express';
import { checkXlsxDirectory, SheetFileError, sheetFormat } from '../excel/upload-file.js';
import { ApiException } from './errors.js';
import { readRaw, SPREADSHEET_TYPES } from './raw-body.js';

const tooLarge = (message: string) => new ApiException(413, ErrorCode.PayloadTooLarge, message);

/** 413 when a base64 `file` stands for more bytes than the route takes (before it is decoded). */
export function assertBase64Size(file: string, limit: UploadLimit) {
  if (base64Bytes(file) > limit.maxBytes) throw tooLarge(`The file is larger than the ${formatBytes(limit.maxBytes)} allowed.`);
}

/**
 * What a request does with a spreadsheet before queueing it, and nothing more: its format (an
 * .xlsx or CSV text, else 400) and, for an .xlsx, the zip directory's declared uncompressed sizes
 * (413 past the limit). The rows are read by the job.
 */
export async function checkSheetUpload(bytes: Buffer, limit: UploadLimit, hint: { contentType?: string; fileName?: string } = {}) {
  if (bytes.length > limit.maxBytes) throw tooLarge(`The file is larger than the ${formatBytes(limit.maxBytes)} allowed.`);
  if (sheetFormat(bytes, hint) !== 'xlsx') return;
  try {
    await checkXlsxDirectory(bytes, limit);
  } catch (e) {
    if (!(e instanceof SheetFileError)) throw e;
    if (e.tooLarge) throw tooLarge(`The file is too large: ${e.message}.`);
    throw new ApiException(400, ErrorCode.ValidationFailed, `Invalid file: ${e.message}.`, [{ path: 'file', message: e.message }]);
  }
}

/** The request's checks of a base64 `file` a JSON body carries (size, then as checkSheetUpload); its rows are read by the job. */
export async function checkBase64Sheet(file: string, limit: UploadLimit) {
  assertBase64Size(file, limit);
  await checkSheetUpload(Buffer.from(file, 'base64'), limit);
}

/**
 * The uploaded sheet's bytes: the raw body when its Content-Type is a spreadsheet, CSV or
 * octet-stream (streamed, 413 past the limit), else the base64 `file` of the JSON body; checked
 * as above.
 */
export async function receiveSheet(req: Request, limit: UploadLimit, jsonFile: () => string): Promise<Buffer> {
  const contentType = req.headers['content-type'] ?? '';
  let bytes: Buffer;
  if (SPREADSHEET_TYPES.test(contentType)) bytes = await readRaw(req, limit.maxBytes);
  else {
    const file = jsonFile();
    assertBase64Size(file, limit);
    bytes = Buffer.from(file, 'base64');
  }
  const fileName = typeof req.query.fileName === 'string' ? req.query.fileName : undefined;
  await checkSheetUpload(bytes, limit, { contentType, fileName });
  return bytes;
}
