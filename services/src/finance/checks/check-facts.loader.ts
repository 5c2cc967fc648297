import { Inject, Injectable } from '@nestjs/common';
import type { RecordCheckBody } from '@tradedesk/contracts/finance/checks';
import { CURRENCIES } from '@tradedesk/contracts/platform/money';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { getCustomer } from '@tradedesk/projections/customers/customers/customers.query';
import { moneyAccountRef } from '@tradedesk/projections/finance/money-accounts/money-accounts.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { DATABASE } from '../../platform/tokens.js';
import type { TransitionFacts } from './check.state.js';
import type { DepositCheck } from './deposit-check/deposit-check.decide.js';
import type { EndorseCheck } from './endorse-check/endorse-check.decide.js';
import type { RecordCheck } from './record-check/record-check.decide.js';

/** What check decisions need besides the check's stream, one method per command. */
@Injectable()
export class CheckFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** RecordCheck: the party, and for an issued check the account it is drawn on and our name. */
  async forRecordCheck(body: RecordCheckBody): Promise<RecordCheck['facts']> {
    const utcOffsetHours = await readCompanySetting(this.db, 'SystemTimeZone');
    if (body.direction === 'received') {
      return { currencyKnown: CURRENCIES.some((c) => c.code === body.currency), customerExists: (await getCustomer(this.db, body.customerId)) !== null, utcOffsetHours };
    }
    const [account, supplier, companyName] = await Promise.all([moneyAccountRef(this.db, body.accountId), getSupplier(this.db, body.supplierId), readCompanySetting(this.db, 'CompanyName')]);
    return { account: account && { kind: account.kind, currency: account.currency, bankName: account.bankName }, supplierExists: supplier !== null, companyName, utcOffsetHours };
  }

  /** DepositCheck: the bank account it goes into. */
  async forDepositCheck(accountId: string): Promise<DepositCheck['facts']> {
    const [account, utcOffsetHours] = await Promise.all([moneyAccountRef(this.db, accountId), readCompanySetting(this.db, 'SystemTimeZone')]);
    return { account: account && { kind: account.kind, currency: account.currency }, utcOffsetHours };
  }

  /** EndorseCheck: the supplier it is handed to. */
  async forEndorseCheck(supplierId: string): Promise<EndorseCheck['facts']> {
    const [supplier, utcOffsetHours] = await Promise.all([getSupplier(this.db, supplierId), readCompanySetting(this.db, 'SystemTimeZone')]);
    return { supplierExists: supplier !== null, utcOffsetHours };
  }

  /** ClearCheck, BounceCheck, CancelCheck: today's business day. */
  async forCheckTransition(): Promise<TransitionFacts> {
    return { utcOffsetHours: await readCompanySetting(this.db, 'SystemTimeZone') };
  }
}
