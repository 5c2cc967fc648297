import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CUSTOMER_IMPORT_JOB, importCustomersBody, importCustomersQuery } from '@tradedesk/contracts/customers/customer-import';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import type { Request } from 'express';
import type { z } from 'zod';
import { CurrentSession, Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { ApiException } from '../../platform/http/errors.js';
import { zodDetails } from '../../platform/http/interceptors.js';
import type { Session } from '../../platform/http/request-context.js';
import { QueuePort } from '../../platform/queue/queue.port.js';
import { CUSTOMER_ACCESS } from '../access.js';

const MAX_UPLOAD = 32 * 1024 * 1024;
const SPREADSHEET_TYPES = /^application\/(vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet|octet-stream)\b/i;

async function readRaw(req: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ApiException(413, ErrorCode.PayloadTooLarge, `The file is larger than the ${limit / 1024 / 1024} MB allowed.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Customer import from Excel (/customer Excel-import): a queue job, its progress and report at /api/queue/status. */
@Controller('api/customers')
export class CustomerImportController {
  constructor(private readonly queue: QueuePort) {}

  @Post('import')
  @HttpCode(202)
  @Endpoint({
    summary:
      'Import customers from Excel: the .xlsx as the body (Content-Type spreadsheet or octet-stream; ?mode=all-or-nothing|valid-rows) or JSON {file: base64, mode}. Answers {jobId}; the row-by-row report at GET /api/queue/status?id=',
    access: CUSTOMER_ACCESS.import,
    query: importCustomersQuery,
  })
  async import(@Req() req: Request, @ValidQuery() q: z.infer<typeof importCustomersQuery>, @CurrentSession() s: Session) {
    let file: Buffer;
    let mode = q.mode;
    if (SPREADSHEET_TYPES.test(req.headers['content-type'] ?? '')) {
      file = await readRaw(req, MAX_UPLOAD);
    } else {
      const r = importCustomersBody.safeParse(req.body ?? {});
      if (!r.success) {
        const details = zodDetails(r.error);
        throw new ApiException(400, ErrorCode.ValidationFailed, `Invalid request body: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`, details);
      }
      file = Buffer.from(r.data.file, 'base64');
      mode = r.data.mode ?? mode;
    }
    // An .xlsx is a zip: anything else is refused at once, before a job is queued.
    if (file.length < 4 || file[0] !== 0x50 || file[1] !== 0x4b) {
      throw new ApiException(400, ErrorCode.ValidationFailed, 'Invalid file: not an .xlsx spreadsheet.', [{ path: 'file', message: 'not an .xlsx spreadsheet' }]);
    }
    const job = await this.queue.add(CUSTOMER_IMPORT_JOB, { file: file.toString('base64'), mode, userId: s.userId });
    return { jobId: job.id };
  }
}
