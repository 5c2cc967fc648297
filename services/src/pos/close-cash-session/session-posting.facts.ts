import { Inject, Injectable } from '@nestjs/common';
import { businessDayOf } from '@tradedesk/contracts/platform/company-time';
import type { SessionTaking } from '@tradedesk/contracts/pos/pos-sales';
import type { Database } from '@tradedesk/projections/platform/sql';
import { payMethodRefs } from '@tradedesk/projections/pos/pay-methods/pay-methods.query';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { DATABASE } from '../../platform/tokens.js';
import type { CloseCashSession } from './close-cash-session.decide.js';

/** Each method's money accounts per currency (what a posting names). */
export const postingAccounts = (methods: Iterable<{ id: string; accounts: { currency: string; accountId: string }[] }>): Record<string, { currency: string; accountId: string }[]> =>
  Object.fromEntries([...methods].map((m) => [m.id, m.accounts.map((a) => ({ currency: a.currency, accountId: a.accountId }))]));

/** What posting a closing session's takings and cash difference to finance needs: the close's business day and each method's money accounts. */
@Injectable()
export class SessionPostingFacts {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async forPosting(takings: SessionTaking[], counted: string[]): Promise<NonNullable<CloseCashSession['facts']['posting']>> {
    const [methods, offset] = await Promise.all([payMethodRefs(this.db, [...new Set([...takings.map((t) => t.payMethodId), ...counted])]), readCompanySetting(this.db, 'SystemTimeZone')]);
    return {
      date: businessDayOf(new Date(), Number(offset)),
      accounts: postingAccounts(methods.values()),
    };
  }
}
