import type { ReportErrorBody } from '@tradedesk/contracts/settings/error-log';
import type { CommandEnvelope } from '../../../platform/cqrs/command-runtime.js';

export class ReportErrorCommand {
  constructor(
    readonly body: ReportErrorBody,
    readonly userAgent: string | null,
    readonly env: CommandEnvelope,
  ) {}
}
