import { Controller, Get } from '@nestjs/common';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { type SystemLogQuery, systemLogQuery, systemLogSchema } from '@tradedesk/contracts/settings/system-log';
import { SystemLogReader } from '../../platform/event-store/system-log.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.js';

/** The System log page (Root, Admin): every event with who did it and when. */
@Controller('api/system-log')
export class SystemLogController {
  constructor(private readonly log: SystemLogReader) {}

  @Get()
  @Endpoint({
    summary: 'Who did what, when: the event log newest first (filters userId, type, streamId, from, to; dates are company business days)',
    access: { roles: [ROLE_ADMIN] },
    query: systemLogQuery,
    response: systemLogSchema,
  })
  list(@ValidQuery() q: SystemLogQuery) {
    return this.log.read(q);
  }
}
