import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import {
  abcQueueBody,
  type AbcQueueBody,
  priceDistQueueBody,
  type PriceDistQueueBody,
  REPORT_JOB_KINDS,
  REPORT_JOB_NAMES,
  REPORT_KEEP_DAYS,
  type ReportJob,
  type ReportJobKind,
  reportJobsQuery,
  type ReportJobsQuery,
  reportKindOfJob,
  trendQueueBody,
  type TrendQueueBody,
} from '@tradedesk/contracts/reports/report-jobs';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { ApiException, notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { QueuePort } from '../../platform/queue/queue.port.js';

/** The screen each kind of report serves: its page privilege opens its calls. */
const SCREENS = ['AbcAnalysis', 'PriceBandAnalysis', 'ReportTrendHistogram'] as const;

/**
 * The heavy-report queue (spec section 7): the three calls queue a job and answer its id; the
 * screen follows it at GET /api/queue/status?id= (state, progress, result). The job list and
 * cancel show a user only their own jobs (Root: everyone's).
 */
@Controller('api/report')
export class ReportJobsController {
  constructor(private readonly queue: QueuePort) {}

  private async enqueue(kind: ReportJobKind, body: object, s: Session) {
    const { id } = await this.queue.add(REPORT_JOB_NAMES[kind], { ...body, userId: s.userId }, { keepDays: REPORT_KEEP_DAYS });
    return { jobId: id };
  }

  @Post('ai/abc/queue')
  @HttpCode(202)
  @Endpoint({
    summary: 'Queue an ABC analysis: products ranked by amount, profit or quantity over a period, classes A/B/C by cumulative share (cut-offs, default 80/95). Answers {jobId}; progress and result at GET /api/queue/status?id=',
    access: { roles: ['Admin'], page: ['AbcAnalysis'] },
    body: abcQueueBody,
  })
  abc(@ValidBody() body: AbcQueueBody, @CurrentSession() s: Session) {
    return this.enqueue('abc', body, s);
  }

  @Post('ai/price-dist/queue')
  @HttpCode(202)
  @Endpoint({
    summary: "Queue a price-band analysis: products by their average selling price into bands (upper bounds, ascending); sales, units, profit and products per band. Answers {jobId}",
    access: { roles: ['Admin'], page: ['PriceBandAnalysis'] },
    body: priceDistQueueBody,
  })
  priceDist(@ValidBody() body: PriceDistQueueBody, @CurrentSession() s: Session) {
    return this.enqueue('price-dist', body, s);
  }

  @Post('ai/trend/queue')
  @HttpCode(202)
  @Endpoint({
    summary: 'Queue a sales trend: amount, quantity and profit per day or month of a period (optionally one product or category), with the change against the previous period. Answers {jobId}',
    access: { roles: ['Admin'], page: ['ReportTrendHistogram'] },
    body: trendQueueBody,
  })
  trend(@ValidBody() body: TrendQueueBody, @CurrentSession() s: Session) {
    return this.enqueue('trend', body, s);
  }

  @Get('jobs')
  @Endpoint({
    summary: `The report jobs of the signed-in user (Root: everyone's), newest first, without their results (GET /api/queue/status?id= gives one with its result); kept ${REPORT_KEEP_DAYS} days`,
    access: { roles: ['Admin'], page: [...SCREENS] },
    query: reportJobsQuery,
  })
  async jobs(@ValidQuery() q: ReportJobsQuery, @CurrentSession() s: Session): Promise<ReportJob[]> {
    const kinds = q.kind ? [q.kind] : REPORT_JOB_KINDS;
    const jobs = await this.queue.list({ names: kinds.map((k) => REPORT_JOB_NAMES[k]), userId: s.roles.includes('Root') ? undefined : s.userId, limit: q.limit });
    return jobs.map((j) => {
      const { userId, ...params } = j.data;
      return { id: j.id, kind: reportKindOfJob(j.name)!, state: j.state, progress: j.progress, params, userId: userId as string | undefined, createdAt: j.createdAt, finishedAt: j.finishedAt, error: j.error };
    });
  }

  @Post('jobs/:id/cancel')
  @HttpCode(200)
  @Endpoint({
    summary: 'Cancel a report job of your own (Root: anyone\'s): a waiting job never runs, a running one stops at its next step; 409 when it has already finished',
    access: { roles: ['Admin'], page: [...SCREENS] },
  })
  async cancel(@Param('id') id: string, @CurrentSession() s: Session) {
    const job = id.length <= 100 ? await this.queue.status(id) : null;
    if (!job || !reportKindOfJob(job.name) || (job.userId !== s.userId && !s.roles.includes('Root'))) throw notFound(`No report job ${id}.`, 'job_not_found');
    if (!(await this.queue.cancel(id))) throw new ApiException(409, ErrorCode.Conflict, `Report job ${id} has already finished (${job.state}).`, undefined, 'job_finished');
    return { id, cancelled: true };
  }
}
