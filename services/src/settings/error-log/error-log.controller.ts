import { Controller, Get, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import {
  ERROR_LOGS_READ_MODEL,
  errorLogListSchema,
  type ListErrorLogsQuery,
  listErrorLogsQuery,
  type ReportErrorBody,
  reportErrorBody,
} from '@tradedesk/contracts/settings/error-log';
import type { Database } from '@tradedesk/projections/platform/sql';
import { listErrorLogs } from '@tradedesk/projections/settings/error-logs/error-logs.query';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { ReportErrorCommand } from './report-error/report-error.command.js';

/** Errors browsers report (docs/shell.md "Bug log"), kept as events and read by Root and Admin. */
@Controller('api')
export class ErrorLogController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Post('error-log')
  @HttpCode(200)
  @Endpoint({ summary: 'Report a browser error: { url, error: { message, stack } } (long values are cut)', access: 'session', body: reportErrorBody })
  report(@ValidBody() body: ReportErrorBody, @Headers('user-agent') userAgent: string | undefined, @CurrentSession() s: Session) {
    return this.commands.execute(new ReportErrorCommand(body, userAgent ? userAgent.slice(0, 500) : null, envelopeOf(s)));
  }

  @Get('error-logs')
  @Endpoint({ summary: 'Reported browser errors, newest first', access: { roles: [ROLE_ADMIN] }, query: listErrorLogsQuery, response: errorLogListSchema, readModels: [ERROR_LOGS_READ_MODEL] })
  list(@ValidQuery() q: ListErrorLogsQuery) {
    return listErrorLogs(this.db, q);
  }
}
