import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { errorLogStreamId } from '@tradedesk/contracts/settings/error-log';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { errorLogDecider } from '../error-log.decider.js';
import { ReportErrorCommand } from './report-error.command.js';

/** Reports a user may send per minute; a page stuck in an error loop must not flood the log. */
export const REPORTS_PER_MINUTE = 30;

@CommandHandler(ReportErrorCommand)
export class ReportErrorHandler implements ICommandHandler<ReportErrorCommand> {
  /** Per process: a limit against noise, not a security boundary. */
  private readonly recent = new Map<string, number[]>();

  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, userAgent, env }: ReportErrorCommand) {
    const now = this.runtime.clock().getTime();
    const times = (this.recent.get(env.userId) ?? []).filter((t) => t > now - 60_000);
    if (times.length >= REPORTS_PER_MINUTE) return { accepted: false, reason: 'too_many_reports' };
    times.push(now);
    this.recent.set(env.userId, times);
    if (this.recent.size > 10_000) this.recent.clear();
    const errorId = this.runtime.newId();
    const r = await this.runtime.run(
      errorLogDecider,
      errorLogStreamId(errorId),
      { type: 'ReportError', errorId, url: body.url, message: body.error.message, stack: body.error.stack, userAgent },
      env,
    );
    return { accepted: true, id: errorId, globalPosition: r.globalPosition };
  }
}
