import type { WarehouseEvent } from '@tradedesk/contracts/catalog/warehouses';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type AddZones, decideAddZones } from './add-warehouse-zones/add-warehouse-zones.decide.js';
import { type ChangeWarehouse, decideChangeWarehouse } from './change-warehouse/change-warehouse.decide.js';
import { type ChangeZone, decideChangeZone } from './change-warehouse-zone/change-warehouse-zone.decide.js';
import { type CreateWarehouse, decideCreateWarehouse } from './create-warehouse/create-warehouse.decide.js';
import { decideImportZones, type ImportZones } from './import-warehouse-zones/import-warehouse-zones.decide.js';
import { decideDisableWarehouse, decideEnableWarehouse, type DisableWarehouse, type EnableWarehouse } from './set-warehouse-status/set-warehouse-status.decide.js';
import { evolveWarehouse, initialWarehouseState, type WarehouseState } from './warehouse.state.js';

export type WarehouseCommand = CreateWarehouse | ChangeWarehouse | DisableWarehouse | EnableWarehouse | AddZones | ChangeZone | ImportZones;

/** Warehouses and their zones: each command's rule is in the use-case folder named after it. */
export const warehouseDecider: Decider<WarehouseCommand, WarehouseState, WarehouseEvent> = {
  initialState: initialWarehouseState,
  evolve: evolveWarehouse,
  decide: decideByType<WarehouseCommand, WarehouseState, WarehouseEvent>({
    CreateWarehouse: decideCreateWarehouse,
    ChangeWarehouse: decideChangeWarehouse,
    DisableWarehouse: decideDisableWarehouse,
    EnableWarehouse: decideEnableWarehouse,
    AddZones: decideAddZones,
    ChangeZone: decideChangeZone,
    ImportZones: decideImportZones,
  }),
};
