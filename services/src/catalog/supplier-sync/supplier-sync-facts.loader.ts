import { Inject, Injectable } from '@nestjs/common';
import type { ApplyPriceListBody } from '@tradedesk/contracts/catalog/supplier-sync';
import { takenItemCodes } from '@tradedesk/projections/catalog/product-supplier-codes/product-supplier-codes.query';
import { getSupplier } from '@tradedesk/projections/catalog/suppliers/suppliers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DATABASE } from '../../platform/tokens.js';
import type { ApplyPriceList } from './apply-price-list/apply-price-list.decide.js';
import type { SaveSyncSettings } from './save-sync-settings/save-sync-settings.decide.js';

/** What the price-list sync decisions need besides the streams. */
@Injectable()
export class SupplierSyncFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** SaveSyncSettings: whether the supplier exists (the company default, supplierId null, always does). */
  async forSaveSyncSettings(supplierId: string | null): Promise<SaveSyncSettings['facts']> {
    return { supplierExists: supplierId === null ? true : (await getSupplier(this.db, supplierId)) !== null };
  }

  /** ApplyPriceList: whether the supplier exists, and which of the items' codes it has linked to other products. */
  async forApplyPriceList(supplierId: string, items: ApplyPriceListBody['items']): Promise<ApplyPriceList['facts']> {
    const supplierExists = (await getSupplier(this.db, supplierId)) !== null;
    const codes = items.flatMap((x) => (x.itemCode ? [{ productId: x.productId, itemCode: x.itemCode }] : []));
    return { supplierExists, takenItemCodes: supplierExists ? await takenItemCodes(this.db, supplierId, codes) : [] };
  }
}
