import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ProjectionDaemon } from '@tradedesk/projections/platform/daemon';
import { readAllCheckpoints } from '@tradedesk/projections/platform/checkpoints';
import { z } from 'zod';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../platform/http/endpoint.js';
import { ApiException } from '../platform/http/errors.js';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { forbidden, notFound } from '../platform/http/errors.js';
import type { Session } from '../platform/http/request-context.js';
import { PLATFORM } from '../platform/platform.module.js';
import type { Platform } from '../platform/platform.js';
import { QueuePort } from '../platform/queue/queue.port.js';
import { DaemonHost } from './daemon-host.js';

const rebuildBody = z.object({ projectors: z.array(z.string().trim().min(1).max(100)).max(100).optional() }).strict();

const queueStatusQuery = z.object({ id: z.string().trim().min(1).max(100).optional() }).strict();

@Controller('api')
export class SystemController {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly daemon: ProjectionDaemon,
    private readonly queue: QueuePort,
    private readonly host: DaemonHost,
  ) {}

  @Get('health')
  @Endpoint({ summary: 'Store, queue and projection lag (no sign-in)', access: 'public' })
  async health() {
    const lag = await this.daemon.lag();
    const checkpoints = await readAllCheckpoints(this.platform.db);
    return {
      store: this.platform.db.kind,
      queue: this.queue.kind,
      projections: {
        lag: lag.total,
        byProjector: lag.byProjector,
        daemon: this.host.role,
        failing: checkpoints.filter((c) => c.status === 'failed').map((c) => ({ projector: c.projector, error: c.lastError })),
        rebuilding: checkpoints.filter((c) => c.status === 'rebuilding').map((c) => ({ projector: c.projector, done: c.rebuildDone, total: c.rebuildTotal })),
      },
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  @Get('projections')
  @Endpoint({ summary: 'Read models: checkpoint, status, lag, rebuild progress', access: { roles: ['Root'] } })
  async projections() {
    const lag = await this.daemon.lag();
    const checkpoints = await readAllCheckpoints(this.platform.db);
    return this.platform.projectors.map((p) => {
      const c = checkpoints.find((x) => x.projector === p.name);
      return { name: p.name, inline: !!p.inline, version: p.version, status: c?.status ?? 'new', position: c?.pos ?? '0', lag: lag.byProjector[p.name] ?? 0, lastError: c?.lastError ?? null, rebuild: c?.rebuildTotal != null ? { done: c.rebuildDone, total: c.rebuildTotal } : null };
    });
  }

  @Post('projections/rebuild')
  @HttpCode(202)
  @Endpoint({ summary: 'Rebuild read models from the log in the background (progress: GET /api/queue/status?id=)', access: { roles: ['Root'] }, body: rebuildBody })
  async rebuild(@ValidBody() body: z.infer<typeof rebuildBody>, @CurrentSession() s: Session) {
    const known = new Set(this.platform.projectors.map((p) => p.name));
    const unknown = (body.projectors ?? []).filter((n) => !known.has(n));
    if (unknown.length) throw new ApiException(400, ErrorCode.ValidationFailed, `Unknown read model(s): ${unknown.join(', ')}. Known: ${[...known].join(', ')}.`);
    return this.queue.add('projections.rebuild', { projectors: body.projectors ?? [], userId: s.userId });
  }

  @Get('queue/status')
  @Endpoint({ summary: 'A background job (id): its starter, Root and Admin; the queue counts: Root and Admin', access: 'session', query: queueStatusQuery })
  async queueStatus(@ValidQuery() q: z.infer<typeof queueStatusQuery>, @CurrentSession() s: Session) {
    // Every session may follow the job it started; the whole queue is the operators' view.
    const mayReadAll = s.roles.includes('Root') || s.roles.includes('Admin');
    if (!q.id) {
      if (!mayReadAll) throw forbidden();
      return { queue: this.queue.kind, counts: await this.queue.counts() };
    }
    const job = await this.queue.status(q.id);
    // Someone else's job is not even acknowledged, unless the asker runs the shop.
    if (!job || (job.userId && job.userId !== s.userId && !mayReadAll)) throw notFound(`No background job ${q.id}.`, 'job_not_found');
    return job;
  }
}
