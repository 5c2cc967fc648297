import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { errorLogStreamId } from '@tradedesk/contracts/settings/error-log';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { errorLogDecider } from '../error-log.decider.js';
import { ReportErrorCommand } from './report-error.command.js';
import { ReportThrottle } from './report-throttle.js';

@CommandHandler(ReportErrorCommand)
export class ReportErrorHandler implements ICommandHandler<ReportErrorCommand> {
  private readonly throttle = new ReportThrottle();

  constructor(private readonly runtime: CommandRuntime) {}

  async execute({ body, userAgent, env }: ReportErrorCommand) {
    if (!this.throttle.admit(env.userId, this.runtime.clock().getTime())) return { accepted: false, reason: 'too_many_reports' };
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
