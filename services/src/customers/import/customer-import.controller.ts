import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CUSTOMER_IMPORT_JOB, importCustomersBody, importCustomersQuery } from '@tradedesk/contracts/customers/customer-import';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { SHEET_CONTENT_TYPES, UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import type { Request } from 'express';
import type { z } from 'zod';
import { CurrentSession, Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { ApiException } from '../../platform/http/errors.js';
import { zodDetails } from '../../platform/http/interceptors.js';
import type { Session } from '../../platform/http/request-context.js';
import { receiveSheet } from '../../platform/http/sheet-upload.js';
import { QueuePort } from '../../platform/queue/queue.port.js';
import { CUSTOMER_ACCESS } from '../access.js';

/** Customer import from Excel (/customer Excel-import): a queue job, its progress and report at /api/queue/status. */
@Controller('api/customers')
export class CustomerImportController {
  constructor(private readonly queue: QueuePort) {}

  @Post('import')
  @HttpCode(202)
  @Endpoint({
    summary:
      'Import customers from Excel or CSV: the .xlsx or .csv as the body (Content-Type spreadsheet, text/csv or octet-stream; ?mode=all-or-nothing|valid-rows) or JSON {file: base64, mode}. Answers {jobId}; the sheet is read by the job, its row-by-row report at GET /api/queue/status?id=',
    access: CUSTOMER_ACCESS.import,
    upload: { limit: UPLOAD_LIMITS.customerImport, types: SHEET_CONTENT_TYPES },
    query: importCustomersQuery,
  })
  async import(@Req() req: Request, @ValidQuery() q: z.infer<typeof importCustomersQuery>, @CurrentSession() s: Session) {
    let mode = q.mode;
    const file = await receiveSheet(req, UPLOAD_LIMITS.customerImport, () => {
      const r = importCustomersBody.safeParse(req.body ?? {});
      if (!r.success) {
        const details = zodDetails(r.error);
        throw new ApiException(400, ErrorCode.ValidationFailed, `Invalid request body: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`, details);
      }
      mode = r.data.mode ?? mode;
      return r.data.file;
    });
    const job = await this.queue.add(CUSTOMER_IMPORT_JOB, { file: file.toString('base64'), mode, userId: s.userId });
    return { jobId: job.id };
  }
}
