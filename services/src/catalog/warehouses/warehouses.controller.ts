import { WAREHOUSES_READ_MODEL } from '@tradedesk/contracts/catalog/warehouses';
import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CATALOG_PAGES } from '@tradedesk/contracts/catalog/common';
import { historySchema } from '@tradedesk/contracts/catalog/products';
import {
  type AddZoneBody,
  addZoneBody,
  type CreateWarehouseBody,
  createWarehouseBody,
  type ImportZonesBody,
  importReportSchema,
  importZonesBody,
  type ListWarehousesQuery,
  listWarehousesQuery,
  type UpdateWarehouseBody,
  updateWarehouseBody,
  type UpdateZoneBody,
  updateZoneBody,
  warehouseListSchema,
  warehouseSchema,
  warehouseStreamId,
  zoneListSchema,
} from '@tradedesk/contracts/catalog/warehouses';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { getWarehouse, listWarehouses } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { pathId } from '../../platform/http/path-id.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { AddWarehouseZonesCommand } from './add-warehouse-zones/add-warehouse-zones.command.js';
import { ChangeWarehouseCommand } from './change-warehouse/change-warehouse.command.js';
import { ChangeWarehouseZoneCommand } from './change-warehouse-zone/change-warehouse-zone.command.js';
import { CreateWarehouseCommand } from './create-warehouse/create-warehouse.command.js';
import { ImportWarehouseZonesCommand } from './import-warehouse-zones/import-warehouse-zones.command.js';
import { SetWarehouseStatusCommand } from './set-warehouse-status/set-warehouse-status.command.js';

/** Root and Admin, or the Warehouse page privilege. */
const ACCESS = { roles: [ROLE_ADMIN], page: CATALOG_PAGES.warehouses } as const;
/** The zone screens write zones; reading warehouses and zones is open to every signed-in user. */
const ZONES = { ...ACCESS, page: [ACCESS.page, 'WarehouseZone'] } as const;
const ZONE_IMPORT = { ...ACCESS, page: [ACCESS.page, 'WarehouseZone', 'WarehouseZoneImport'] } as const;

/** /setting/basics warehouse and warehouseZone (batch import, barcodes). rm.warehouses is inline. */
@Controller('api/warehouses')
export class WarehousesController {
  constructor(
    private readonly histories: DocumentHistory,
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Get()
  // Every stock and sale screen picks a warehouse: any signed-in user may read the list.
  @Endpoint({ summary: 'List warehouses with their zones (search, status, page, limit); readable by every signed-in user', access: 'session', readModels: [WAREHOUSES_READ_MODEL], query: listWarehousesQuery, response: warehouseListSchema })
  list(@ValidQuery() q: ListWarehousesQuery) {
    return listWarehouses(this.db, q);
  }

  @Get(':id')
  @Endpoint({ summary: 'One warehouse with its zones (every signed-in user: pickers choose shelves)', access: 'session', readModels: [WAREHOUSES_READ_MODEL], response: warehouseSchema })
  async get(@Param('id') id: string) {
    const w = await getWarehouse(this.db, pathId(id));
    if (!w) throw notFound(`No warehouse ${id}.`, 'warehouse_not_found');
    return w;
  }

  @Get(':id/history')
  @Endpoint({ summary: "A warehouse's history (its zones included)", access: ACCESS, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(warehouseStreamId(pathId(id)), 'warehouse');
  }

  @Post()
  @Endpoint({ summary: 'Create a warehouse (409 when the code is taken)', access: ACCESS, body: createWarehouseBody })
  create(@ValidBody() b: CreateWarehouseBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateWarehouseCommand(b, envelopeOf(s)));
  }

  @Put(':id')
  @Endpoint({ summary: 'Change a warehouse (409 on a stale version or a taken code)', access: ACCESS, body: updateWarehouseBody })
  update(@Param('id') id: string, @ValidBody() b: UpdateWarehouseBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeWarehouseCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a warehouse', access: ACCESS })
  disable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetWarehouseStatusCommand(pathId(id), 'disable', envelopeOf(s)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled warehouse', access: ACCESS })
  enable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetWarehouseStatusCommand(pathId(id), 'enable', envelopeOf(s)));
  }

  @Get(':id/zones')
  @Endpoint({ summary: "A warehouse's zones", access: 'session', readModels: [WAREHOUSES_READ_MODEL], response: zoneListSchema })
  async zones(@Param('id') id: string) {
    const w = await getWarehouse(this.db, pathId(id));
    if (!w) throw notFound(`No warehouse ${id}.`, 'warehouse_not_found');
    return { zones: w.zones, total: w.zones.length };
  }

  @Post(':id/zones')
  @Endpoint({ summary: 'Add a zone (code unique in the warehouse, barcode unique everywhere)', access: ZONES, body: addZoneBody })
  addZone(@Param('id') id: string, @ValidBody() b: AddZoneBody, @CurrentSession() s: Session) {
    return this.commands.execute(new AddWarehouseZonesCommand(pathId(id), b, envelopeOf(s)));
  }

  @Put(':id/zones/:zoneId')
  @Endpoint({ summary: 'Change a zone (code, name, barcode, disabled)', access: ZONES, body: updateZoneBody })
  updateZone(@Param('id') id: string, @Param('zoneId') zoneId: string, @ValidBody() b: UpdateZoneBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeWarehouseZoneCommand(pathId(id), pathId(zoneId, 'zone id'), b, envelopeOf(s)));
  }

  @Post(':id/zones/import')
  @Endpoint({ summary: 'Batch import of zones (JSON rows {code, name, barcode}); row-by-row report; all-or-nothing (default) or valid-rows', access: ZONE_IMPORT, body: importZonesBody, response: importReportSchema })
  importZones(@Param('id') id: string, @ValidBody() b: ImportZonesBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ImportWarehouseZonesCommand(pathId(id), b, envelopeOf(s)));
  }
}
