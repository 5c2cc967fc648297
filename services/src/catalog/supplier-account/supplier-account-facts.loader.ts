import { Inject, Injectable } from '@nestjs/common';
import type { PaymentAccountRef } from '@tradedesk/contracts/finance/payments';
import { paymentAccounts } from '@tradedesk/projections/finance/money-accounts/money-accounts.query';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DATABASE } from '../../platform/tokens.js';
import type { AccountFacts } from './supplier-account.state.js';

/** What supplier-account decisions need besides the stream: the supplier exists, the company's time zone. */
@Injectable()
export class SupplierAccountFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** RecordSupplierEntry: also the money accounts a payment may leave (opening order). */
  async forRecordSupplierEntry(supplierId: string): Promise<AccountFacts & { moneyAccounts: PaymentAccountRef[] }> {
    const [account, moneyAccounts] = await Promise.all([this.account(supplierId), paymentAccounts(this.db)]);
    return { ...account, moneyAccounts };
  }

  /** ReverseSupplierEntry. */
  forReverseSupplierEntry(supplierId: string): Promise<AccountFacts> {
    return this.account(supplierId);
  }

  private async account(supplierId: string): Promise<AccountFacts> {
    const [supplier, utcOffsetHours] = await Promise.all([getSupplier(this.db, supplierId), readCompanySetting(this.db, 'SystemTimeZone')]);
    return { supplierExists: supplier !== null, utcOffsetHours };
  }
}
