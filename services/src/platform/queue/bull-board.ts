import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Envelope } from '@tradedesk/contracts/platform/envelope';
import type { NextFunction, Request, Response } from 'express';
import { SessionResolver, tokenOf } from '../http/auth.guard.js';
import { ApiException, forbidden, unauthenticated } from '../http/errors.js';
import type { BullmqQueue } from './bullmq.queue.js';

/** Where Bull Board answers (only when the queue is BullMQ, i.e. REDIS_URL is set). */
export const BULL_BOARD_PATH = '/be/queues';

function refuse(res: Response, e: ApiException) {
  const body: Envelope<null> = { status: e.httpStatus, data: null, error: { code: e.code, message: e.message } };
  res.status(e.httpStatus).json(body);
}

/**
 * Bull Board (@bull-board/express): the operators' view of the job queue (waiting, active,
 * failed jobs, their data, progress and errors; retry, remove), for Root only, behind the
 * session: the same token as the API (X-Auth-Token or the sign-in cookie), 401 without a valid
 * one, 403 for anyone but Root.
 */
export function mountBullBoard(app: NestExpressApplication, queue: BullmqQueue) {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({ queues: [new BullMQAdapter(queue.bullQueue)], serverAdapter, options: { uiConfig: { boardTitle: 'TradeDesk jobs' } } });
  const rootOnly = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = tokenOf(req);
      const session = token ? await app.get(SessionResolver, { strict: false }).resolve(token) : null;
      if (!session) return refuse(res, unauthenticated());
      if (!session.roles.includes('Root')) return refuse(res, forbidden());
      next();
    } catch (e) {
      next(e);
    }
  };
  app.use(BULL_BOARD_PATH, rootOnly, serverAdapter.getRouter());
}
