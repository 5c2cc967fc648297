import { Inject, Injectable } from '@nestjs/common';
import type { ImportZonesBody } from '@tradedesk/contracts/catalog/warehouses';
import { takenZoneBarcodes } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DATABASE } from '../../platform/tokens.js';
import { type ImportZones, zoneRowBarcodes } from './import-warehouse-zones/import-warehouse-zones.decide.js';

/** What warehouse decisions need besides the stream, one method per command that needs anything. */
@Injectable()
export class WarehouseFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** ImportZones: zone barcodes are unique across warehouses, so the rows' barcodes are looked up in every warehouse. */
  async forImportZones(rows: ImportZonesBody['rows']): Promise<ImportZones['facts']> {
    const taken = await takenZoneBarcodes(this.db, zoneRowBarcodes(rows));
    return { takenBarcodes: [...taken.keys()] };
  }
}
