import { Controller, Get, Inject } from '@nestjs/common';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { type SystemLogQuery, systemLogQuery, systemLogSchema } from '@tradedesk/contracts/settings/system-log';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import type { SqlEventStore } from '../../platform/event-store/event-store.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { DATABASE, EVENT_STORE } from '../../platform/tokens.js';
import { readSystemLog } from './system-log.query.js';

/** The System log page (Root, Admin): every event with who did it and when. */
@Controller('api/system-log')
export class SystemLogController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: SqlEventStore,
  ) {}

  @Get()
  @Endpoint({
    summary: 'Who did what, when: the event log newest first (filters userId, type, streamId, from, to; dates are company business days)',
    access: { roles: [ROLE_ADMIN] },
    query: systemLogQuery,
    response: systemLogSchema,
  })
  async list(@ValidQuery() q: SystemLogQuery) {
    const offsetHours = await readCompanySetting(this.db, 'SystemTimeZone');
    return readSystemLog(this.db, q, { offsetHours, upcasters: this.store.upcasters });
  }
}
