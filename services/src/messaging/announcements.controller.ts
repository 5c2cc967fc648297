import { Controller, Get, Inject } from '@nestjs/common';
import { ANNOUNCEMENTS_READ_MODEL, type AnnouncementsQuery, announcementsQuery } from '@tradedesk/contracts/messaging/announcements';
import { listAnnouncements } from '@tradedesk/projections/messaging/announcements/announcements.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { SALE_READ_PAGES } from '@tradedesk/contracts/sales/sale-pages';
import { Endpoint, ValidQuery } from '../platform/http/endpoint.js';
import { DATABASE } from '../platform/tokens.js';

/**
 * What the staff chat widget announces (new sale orders: number, customer, total): for the people
 * who may read sale orders (Root, Admin, the sale screens), not for every session.
 */
@Controller('api/announcements')
export class AnnouncementsController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get()
  @Endpoint({ summary: 'Announcements, newest first (after: only newer than that position)', access: { roles: [ROLE_ADMIN], page: [...SALE_READ_PAGES] }, query: announcementsQuery, readModels: [ANNOUNCEMENTS_READ_MODEL] })
  list(@ValidQuery() q: AnnouncementsQuery) {
    return listAnnouncements(this.db, q);
  }
}
