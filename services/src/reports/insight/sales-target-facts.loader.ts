import { Inject, Injectable } from '@nestjs/common';
import type { SetSalesTargetBody } from '@tradedesk/contracts/reports/report-insight';
import { warehouseRef } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import { findUserById } from '@tradedesk/projections/identity/users/users.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CompanySettingsReader } from '../../platform/cache/company-settings.reader.js';
import { DATABASE } from '../../platform/tokens.js';
import type { SalesTargetFacts } from './set-sales-target/set-sales-target.decide.js';

/** The facts the sales-target decisions need, read through the read models' query modules. */
@Injectable()
export class SalesTargetFactsLoader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly settings: CompanySettingsReader,
  ) {}

  async forSetSalesTarget(body: Pick<SetSalesTargetBody, 'salespersonId' | 'warehouseId'>): Promise<SalesTargetFacts> {
    const [user, warehouse, settings] = await Promise.all([findUserById(this.db, body.salespersonId), body.warehouseId ? warehouseRef(this.db, body.warehouseId) : null, this.settings.all()]);
    return { salesperson: user ? { disabled: user.disabled } : null, warehouseFound: !!warehouse, currency: String(settings.BaseCurrencyID ?? '') };
  }
}
