import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CloseDayBody,
  closeDayBody,
  type CloseMonthBody,
  closeMonthBody,
  type ClosingKind,
  closingListSchema,
  closingStreamId,
  FINANCE_CLOSINGS_READ_MODEL,
  type ListClosingsQuery,
  listClosingsQuery,
  type PeriodTotals,
  periodTotalsSchema,
  type ReopenPeriodBody,
  reopenPeriodBody,
  toClosingTotal,
} from '@tradedesk/contracts/finance/closings';
import { ACCOUNT_POSTINGS_READ_MODEL, MONEY_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/finance/money-accounts';
import { ROLE_ADMIN, ROLE_ROOT } from '@tradedesk/contracts/identity/identity';
import { isBusinessDay, lastDayOfMonth } from '@tradedesk/contracts/platform/company-time';
import { historySchema } from '@tradedesk/contracts/platform/history';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { periodTotals } from '@tradedesk/projections/finance/account-postings/account-postings.query';
import { getClosing, listClosings } from '@tradedesk/projections/finance/finance-closings/finance-closings.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../../platform/event-store/errors.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { CloseDayCommand } from './close-day/close-day.command.js';
import { CloseMonthCommand } from './close-month/close-month.command.js';
import { ReopenDayCommand } from './reopen-day/reopen-day.command.js';
import { ReopenMonthCommand } from './reopen-month/reopen-month.command.js';

/** Root and Admin, or the page privilege of a screen that makes the call. */
const rule = (...pages: RouteName[]) => ({ roles: [ROLE_ADMIN], page: pages }) as const;
/** Who may make each call (docs/finance-closing.md "API"). Reopening is Root's alone. */
export const CLOSING_ACCESS = {
  dayRead: rule('ReportDayKnot', 'ReportDayKnotList'),
  dayClose: rule('ReportDayKnot'),
  monthRead: rule('ReportMonthKnot', 'ReportMonthKnotList'),
  monthClose: rule('ReportMonthKnot'),
  reopen: { roles: [ROLE_ROOT] },
} as const;
const A = CLOSING_ACCESS;

/** A day in the path: YYYY-MM-DD, a real calendar day, else 400. */
function pathDay(raw: string): string {
  if (!isBusinessDay(raw)) throw new DomainError('invalid_period', `${raw} is not a day written YYYY-MM-DD.`, 400, { field: 'day' });
  return raw;
}
/** A month in the path: YYYY-MM, else 400. */
function pathMonth(raw: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(raw ?? '')) throw new DomainError('invalid_period', `${raw} is not a month written YYYY-MM.`, 400, { field: 'month' });
  return raw;
}

/** Day and month closing (the spec's day-knot and month-knot; docs/finance-closing.md). */
@Controller('api/finance/closings')
export class ClosingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get('days')
  @Endpoint({ summary: 'Closed (and reopened) business days, newest first, each with its frozen totals per account', access: A.dayRead, readModels: [FINANCE_CLOSINGS_READ_MODEL], query: listClosingsQuery, response: closingListSchema })
  days(@ValidQuery() q: ListClosingsQuery) {
    return listClosings(this.db, 'day', q);
  }

  @Get('months')
  @Endpoint({ summary: 'Closed (and reopened) months, newest first, each with its frozen totals per account', access: A.monthRead, readModels: [FINANCE_CLOSINGS_READ_MODEL], query: listClosingsQuery, response: closingListSchema })
  months(@ValidQuery() q: ListClosingsQuery) {
    return listClosings(this.db, 'month', q);
  }

  @Get('days/:day')
  @Endpoint({ summary: "A day as its screen shows it: its closing (closed or reopened) and its totals per account, frozen once closed, read from the ledger while open", access: A.dayRead, readModels: [FINANCE_CLOSINGS_READ_MODEL, MONEY_ACCOUNTS_READ_MODEL, ACCOUNT_POSTINGS_READ_MODEL], response: periodTotalsSchema })
  day(@Param('day') day: string) {
    return this.closing('day', pathDay(day));
  }

  @Get('months/:month')
  @Endpoint({ summary: "A month as its screen shows it: its closing and its totals per account, frozen once closed, read from the ledger while open", access: A.monthRead, readModels: [FINANCE_CLOSINGS_READ_MODEL, MONEY_ACCOUNTS_READ_MODEL, ACCOUNT_POSTINGS_READ_MODEL], response: periodTotalsSchema })
  month(@Param('month') month: string) {
    return this.closing('month', pathMonth(month));
  }

  @Get('days/:day/history')
  @Endpoint({ summary: "A day's closings and reopenings, who and when, with the totals each close froze", access: A.dayRead, response: historySchema })
  dayHistory(@Param('day') day: string) {
    return this.histories.of(closingStreamId('day', pathDay(day)), 'closing');
  }

  @Get('months/:month/history')
  @Endpoint({ summary: "A month's closings and reopenings, who and when, with the totals each close froze", access: A.monthRead, response: historySchema })
  monthHistory(@Param('month') month: string) {
    return this.histories.of(closingStreamId('month', pathMonth(month)), 'closing');
  }

  @Post('days')
  @Endpoint({ summary: "Close a past business day: freeze each account's opening, income, expense and closing of the day; later facts dated on it are refused (409 period_closed); 503 ledger_behind while the ledger catches up", access: A.dayClose, body: closeDayBody })
  closeDay(@ValidBody() b: CloseDayBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CloseDayCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('months')
  @Endpoint({ summary: "Close a past month: freeze each account's totals of the month; later facts dated in it are refused (409 period_closed)", access: A.monthClose, body: closeMonthBody })
  closeMonth(@ValidBody() b: CloseMonthBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CloseMonthCommand(b, envelopeOf(s, b.commandId)));
  }

  @Post('days/:day/reopen')
  @HttpCode(200)
  @Endpoint({ summary: 'Root reopens a closed day with a reason (an event); closing it again later freezes new totals', access: A.reopen, body: reopenPeriodBody })
  reopenDay(@Param('day') day: string, @ValidBody() b: ReopenPeriodBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ReopenDayCommand(pathDay(day), b, envelopeOf(s, b.commandId)));
  }

  @Post('months/:month/reopen')
  @HttpCode(200)
  @Endpoint({ summary: 'Root reopens a closed month with a reason (an event)', access: A.reopen, body: reopenPeriodBody })
  reopenMonth(@Param('month') month: string, @ValidBody() b: ReopenPeriodBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ReopenMonthCommand(pathMonth(month), b, envelopeOf(s, b.commandId)));
  }

  /** The closing of a period with its frozen totals, or, while it is open, the totals read now. */
  private async closing(kind: ClosingKind, period: string): Promise<PeriodTotals> {
    const closing = await getClosing(this.db, kind, period);
    if (closing?.closed) return { kind, period, frozen: true, totals: closing.totals, closing };
    const [from, to] = kind === 'day' ? [period, period] : [`${period}-01`, lastDayOfMonth(period)];
    return { kind, period, frozen: false, totals: (await periodTotals(this.db, from, to)).map(toClosingTotal), closing };
  }
}
