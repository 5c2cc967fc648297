import { Inject, Injectable } from '@nestjs/common';
import type { PaymentAccountRef } from '@tradedesk/contracts/finance/payments';
import { paymentAccounts } from '@tradedesk/projections/finance/money-accounts/money-accounts.query';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { loadClosedPeriods } from '../../platform/closed-period.js';
import { DATABASE } from '../../platform/tokens.js';
import type { AccountFacts } from './supplier-account.state.js';

/** What supplier-account decisions need besides the stream: the supplier exists, the company's time zone, the closed periods. */
@Injectable()
export class SupplierAccountFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** RecordSupplierEntry: also the money accounts a payment may leave (opening order). */
  async forRecordSupplierEntry(supplierId: string, date: string | undefined): Promise<AccountFacts & { moneyAccounts: PaymentAccountRef[] }> {
    const [account, moneyAccounts] = await Promise.all([this.account(supplierId, date), paymentAccounts(this.db)]);
    return { ...account, moneyAccounts };
  }

  /** ReverseSupplierEntry. */
  forReverseSupplierEntry(supplierId: string, date: string | undefined): Promise<AccountFacts> {
    return this.account(supplierId, date);
  }

  /** The supplier, the time zone, and whether the posting's day (when one is given) is closed. */
  private async account(supplierId: string, date: string | undefined): Promise<AccountFacts> {
    const [supplier, utcOffsetHours, closed] = await Promise.all([getSupplier(this.db, supplierId), readCompanySetting(this.db, 'SystemTimeZone'), loadClosedPeriods(this.db, [date])]);
    return { supplierExists: supplier !== null, utcOffsetHours, closed };
  }
}
