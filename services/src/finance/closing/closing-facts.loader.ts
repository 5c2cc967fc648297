import { Inject, Injectable } from '@nestjs/common';
import { type ClosingTotal, toClosingTotal } from '@tradedesk/contracts/finance/closings';
import { ACCOUNT_POSTINGS_READ_MODEL } from '@tradedesk/contracts/finance/money-accounts';
import { businessDayOf, lastDayOfMonth } from '@tradedesk/contracts/platform/company-time';
import { periodTotals } from '@tradedesk/projections/finance/account-postings/account-postings.query';
import { closedPeriodsOf } from '@tradedesk/projections/finance/finance-closings/finance-closings.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { ProjectionWaiter } from '@tradedesk/projections/platform/waiter';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { DATABASE } from '../../platform/tokens.js';
import type { CloseDay } from './close-day/close-day.decide.js';
import type { CloseMonth } from './close-month/close-month.decide.js';
import type { ReopenDay } from './reopen-day/reopen-day.decide.js';

/** The read model that holds the account ledger (the postings of every account, dated). */
const LEDGER = ACCOUNT_POSTINGS_READ_MODEL;
/** How long a close waits for the ledger to catch up with the log before answering ledger_behind. */
const LEDGER_WAIT_MS = 3000;

/** What closing decisions need besides their stream, one method per command. */
@Injectable()
export class ClosingFactsLoader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
    private readonly waiter: ProjectionWaiter,
  ) {}

  /** CloseDay: today, whether the day's month is closed, the ledger's totals of the day. */
  async forCloseDay(day: string): Promise<CloseDay['facts']> {
    const [base, closed] = await Promise.all([this.closeFacts(day, day), closedPeriodsOf(this.db, [day])]);
    return { ...base, monthClosed: closed.months.length > 0 };
  }

  /** CloseMonth: today and the ledger's totals of the month. */
  forCloseMonth(month: string): Promise<CloseMonth['facts']> {
    return this.closeFacts(`${month}-01`, lastDayOfMonth(month));
  }

  /** ReopenDay: whether the day's month is closed (it would keep the day closed). */
  async forReopenDay(day: string): Promise<ReopenDay['facts']> {
    return { monthClosed: (await closedPeriodsOf(this.db, [day])).months.length > 0 };
  }

  /**
   * Today, and the totals of the days from..to once the ledger has applied every event committed
   * before this request (waited for a moment; when it has not, ledgerCaughtUp is false and the
   * decision answers ledger_behind instead of freezing totals that miss facts).
   */
  private async closeFacts(from: string, to: string): Promise<CloseMonth['facts']> {
    const offset = await readCompanySetting(this.db, 'SystemTimeZone');
    const today = businessDayOf(this.runtime.clock(), offset);
    const head = await this.runtime.store.head();
    const ledgerCaughtUp = head.pos === '0' || (await this.waiter.waitFor([LEDGER], head.pos, LEDGER_WAIT_MS));
    const totals: ClosingTotal[] = ledgerCaughtUp && from < today ? (await periodTotals(this.db, from, to)).map(toClosingTotal) : [];
    return { today, ledgerCaughtUp, ledgerPosition: head.pos, totals };
  }
}
