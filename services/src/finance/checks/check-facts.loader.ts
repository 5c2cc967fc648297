import { Inject, Injectable } from '@nestjs/common';
import { loadClosedPeriods } from '../../platform/closed-period.js';
import type { RecordCheckBody } from '@tradedesk/contracts/finance/checks';
import { CURRENCIES } from '@tradedesk/contracts/platform/money';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { getCustomer } from '@tradedesk/projections/customers/customers/customers.query';
import { checkOrigin } from '@tradedesk/projections/finance/checks/checks.query';
import { moneyAccountRef } from '@tradedesk/projections/finance/money-accounts/money-accounts.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { DATABASE } from '../../platform/tokens.js';
import type { CheckState, TransitionFacts } from './check.state.js';
import type { DepositCheck } from './deposit-check/deposit-check.decide.js';
import type { EndorseCheck } from './endorse-check/endorse-check.decide.js';
import type { RecordCheck } from './record-check/record-check.decide.js';

/** What check decisions need besides the check's stream, one method per command. */
@Injectable()
export class CheckFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** RecordCheck: the party, and for an issued check the account it is drawn on and our name. */
  async forRecordCheck(body: RecordCheckBody): Promise<RecordCheck['facts']> {
    const [utcOffsetHours, closed] = await Promise.all([readCompanySetting(this.db, 'SystemTimeZone'), loadClosedPeriods(this.db, [body.date])]);
    if (body.direction === 'received') {
      return { currencyKnown: CURRENCIES.some((c) => c.code === body.currency), customerExists: (await getCustomer(this.db, body.customerId)) !== null, utcOffsetHours, closed };
    }
    const [account, supplier, companyName] = await Promise.all([moneyAccountRef(this.db, body.accountId), getSupplier(this.db, body.supplierId), readCompanySetting(this.db, 'CompanyName')]);
    return { account: account && { kind: account.kind, currency: account.currency, bankName: account.bankName }, supplierExists: supplier !== null, companyName, utcOffsetHours, closed };
  }

  /** DepositCheck: the bank account it goes into; where the cheque came from. */
  async forDepositCheck(state: CheckState, checkId: string, accountId: string, date: string | undefined): Promise<DepositCheck['facts']> {
    const [account, common] = await Promise.all([moneyAccountRef(this.db, accountId), this.forCheckTransition(state, checkId, date)]);
    return { ...common, account: account && { kind: account.kind, currency: account.currency } };
  }

  /** EndorseCheck: the supplier it is handed to; where the cheque came from. */
  async forEndorseCheck(state: CheckState, checkId: string, supplierId: string, date: string | undefined): Promise<EndorseCheck['facts']> {
    const [supplier, common] = await Promise.all([getSupplier(this.db, supplierId), this.forCheckTransition(state, checkId, date)]);
    return { ...common, supplierExists: supplier !== null };
  }

  /** ClearCheck, BounceCheck, CancelCheck: today's business day; a cheque with no stream yet, the sale payment that took it; whether the move's day is closed. */
  async forCheckTransition(state: CheckState, checkId: string, date: string | undefined): Promise<TransitionFacts> {
    const [utcOffsetHours, origin, closed] = await Promise.all([
      readCompanySetting(this.db, 'SystemTimeZone'),
      state.check ? null : checkOrigin(this.db, checkId),
      loadClosedPeriods(this.db, [date]),
    ]);
    return { utcOffsetHours, origin, closed };
  }
}
