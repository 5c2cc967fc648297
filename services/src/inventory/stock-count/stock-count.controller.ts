import { COUNT_SCREENS } from '@tradedesk/contracts/inventory/stock-pages';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { CommandBus } from '@nestjs/cqrs';
import {
  type BatchImportCountsBody,
  batchImportCountsBody,
  type CountListQuery,
  countListQuery,
  countStreamId,
  type ImportCountLinesBody,
  importCountLinesBody,
  type OpenCountBody,
  openCountBody,
  type PostCountBody,
  postCountBody,
  type RecordCountLinesBody,
  recordCountLinesBody,
  STOCK_COUNTS_READ_MODEL,
} from '@tradedesk/contracts/inventory/count';
import { historySchema } from '@tradedesk/contracts/platform/history';
import { countDuplicates, countUncounted, getCount, listCounts } from '@tradedesk/projections/inventory/stock-counts/stock-counts.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { pathId } from '../../platform/http/path-id.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { checkBase64Sheet } from '../../platform/http/sheet-upload.js';
import { QueuePort } from '../../platform/queue/queue.port.js';
import { COUNT_BATCH_IMPORT_JOB, COUNT_LINES_IMPORT_JOB, type CountBatchImportJob, type CountLinesImportJob } from './count-import.job.js';
import { OpenCountCommand } from './open-count/open-count.command.js';
import { PostCountCommand } from './post-count/post-count.command.js';
import { RecordCountLinesCommand } from './record-count-lines/record-count-lines.command.js';

/** Root and Admin, or a stock-check screen that makes the call (each hidden page by its own privilege). */
const rule = (...pages: RouteName[]) => ({ roles: ['Admin'], page: pages }) as const;
const LIST = rule('StockCheck', 'StockCheckExcelImport');
const OPEN = rule('StockCheckNew', 'StockCheckExcelImport');
const ONE = rule(...COUNT_SCREENS, 'StockCheckDuplicate', 'StockCheckUncounted', 'StockCheckPrint');
const RECORD = rule('StockCheckDetail', 'StockCheckDuplicate');
const DETAIL = rule('StockCheckDetail');
const READ = [STOCK_COUNTS_READ_MODEL];

const found = <T>(v: T | null, id: string): T => {
  if (v === null) throw notFound(`No count order ${id}.`, 'count_not_found');
  return v;
};

/** Stock checks (count orders): open, record counted lines, post the differences as movements. */
@Controller('api/stock/counts')
export class StockCountController {
  constructor(
    private readonly histories: DocumentHistory,
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
    private readonly queue: QueuePort,
  ) {}

  @Get()
  @Endpoint({ summary: 'Count orders, newest first (warehouse, status, counted lines, who and when)', access: LIST, query: countListQuery, readModels: READ })
  list(@ValidQuery() q: CountListQuery) {
    return listCounts(this.db, q);
  }

  @Post()
  @Endpoint({ summary: 'Open a count order; snapshots the book quantity of its products (all with stock when productIds is empty)', access: OPEN, body: openCountBody })
  open(@ValidBody() body: OpenCountBody, @CurrentSession() s: Session) {
    return this.commands.execute(new OpenCountCommand(body, envelopeOf(s)));
  }

  @Post('batch-import')
  @HttpCode(202)
  @Endpoint({
    summary:
      'Open one count order per warehouse from one spreadsheet (warehouse, code or barcode, unit, quantity); all or nothing, with a row-by-row report. Answers {jobId}; the sheet is read by the job, its result ({ok, data} or {ok: false, status, error} with the report) at GET /api/queue/status?id=',
    access: rule('StockCheckImport'),
    body: batchImportCountsBody,
    upload: { limit: UPLOAD_LIMITS.countBatchImport, types: [] },
  })
  async batchImport(@ValidBody() body: BatchImportCountsBody, @CurrentSession() s: Session) {
    await checkBase64Sheet(body.file, UPLOAD_LIMITS.countBatchImport);
    const job = await this.queue.add<CountBatchImportJob>(COUNT_BATCH_IMPORT_JOB, { body, env: envelopeOf(s), userId: s.userId });
    return { jobId: job.id };
  }

  @Get(':id')
  @Endpoint({ summary: 'One count order with its lines: book, counted quantity and difference', access: ONE, readModels: READ })
  async get(@Param('id') id: string) {
    return found(await getCount(this.db, pathId(id)), id);
  }

  @Put(':id/lines')
  @Endpoint({ summary: 'Record the counted lines (replacing those recorded before); 409 on a stale version or a posted order', access: RECORD, body: recordCountLinesBody })
  lines(@Param('id') id: string, @ValidBody() body: RecordCountLinesBody, @CurrentSession() s: Session) {
    return this.commands.execute(new RecordCountLinesCommand(pathId(id), body, envelopeOf(s)));
  }

  @Post(':id/import')
  @HttpCode(202)
  @Endpoint({
    summary:
      'Add counted lines from a spreadsheet (code or barcode, unit, quantity); all or nothing, with a row-by-row report. Answers {jobId}; the sheet is read by the job, its result ({ok, data} or {ok: false, status, error} with the report; 404 unknown, 409 posted or stale) at GET /api/queue/status?id=',
    access: rule('StockCheckExcelImport'),
    body: importCountLinesBody,
    upload: { limit: UPLOAD_LIMITS.countLinesImport, types: [] },
  })
  async import(@Param('id') id: string, @ValidBody() body: ImportCountLinesBody, @CurrentSession() s: Session) {
    await checkBase64Sheet(body.file, UPLOAD_LIMITS.countLinesImport);
    const job = await this.queue.add<CountLinesImportJob>(COUNT_LINES_IMPORT_JOB, { countId: pathId(id), body, env: envelopeOf(s), userId: s.userId });
    return { jobId: job.id };
  }

  @Get(':id/duplicates')
  @Endpoint({ summary: 'Products counted more than once in the order, with each entry', access: rule('StockCheckDuplicate'), readModels: READ })
  async duplicates(@Param('id') id: string) {
    return found(await countDuplicates(this.db, pathId(id)), id);
  }

  @Get(':id/uncounted')
  @Endpoint({ summary: 'Products of the order not counted yet', access: rule('StockCheckUncounted'), readModels: READ })
  async uncounted(@Param('id') id: string) {
    return found(await countUncounted(this.db, pathId(id)), id);
  }

  @Post(':id/post')
  @HttpCode(200)
  @Endpoint({ summary: 'Post the count: counted - book at posting becomes count-adjustment movements; uncounted products are left alone', access: DETAIL, body: postCountBody })
  post(@Param('id') id: string, @ValidBody() body: PostCountBody, @CurrentSession() s: Session) {
    return this.commands.execute(new PostCountCommand(pathId(id), body, envelopeOf(s)));
  }

  @Get(':id/history')
  @Endpoint({ summary: 'Every event of a count order, with who and when', access: DETAIL, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(countStreamId(pathId(id)), 'count order');
  }
}
