import { WAREHOUSES_READ_MODEL } from '@tradedesk/contracts/catalog/warehouses';
import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
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
  zoneInput,
  zoneListSchema,
} from '@tradedesk/contracts/catalog/warehouses';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { getWarehouse, listWarehouses, takenZoneBarcodes } from '@tradedesk/projections/catalog/warehouses/warehouses.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { pathId } from '../../identity/actor.js';
import { withCatalogUniques } from '../catalog-errors.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { warehouseDecider } from '../warehouse.decider.js';

/** Root and Admin, or the Warehouse page privilege. */
const ACCESS = { roles: [ROLE_ADMIN], page: CATALOG_PAGES.warehouses } as const;
/** The zone screens write zones; reading warehouses and zones is open to every signed-in user. */
const ZONES = { ...ACCESS, page: [ACCESS.page, 'WarehouseZone'] } as const;
const ZONE_IMPORT = { ...ACCESS, page: [ACCESS.page, 'WarehouseZone', 'WarehouseZoneImport'] } as const;
const result = (id: string, r: { streamVersion: number; globalPosition: string; events: unknown[] }) => ({ id, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: r.events.length > 0 });

/** /setting/basics warehouse and warehouseZone (batch import, barcodes). rm.warehouses is inline. */
@Controller('api/warehouses')
export class WarehousesController {
  constructor(
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
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
  async create(@ValidBody() b: CreateWarehouseBody, @CurrentSession() s: Session) {
    const warehouseId = b.commandId ?? this.runtime.newId();
    const r = await withCatalogUniques(() =>
      this.runtime.run(warehouseDecider, warehouseStreamId(warehouseId), { type: 'CreateWarehouse', warehouseId, fields: { code: b.code, name: b.name, address: b.address } }, { ...envelopeOf(s), commandId: b.commandId }),
    );
    return result(warehouseId, r);
  }

  @Put(':id')
  @Endpoint({ summary: 'Change a warehouse (409 on a stale version or a taken code)', access: ACCESS, body: updateWarehouseBody })
  async update(@Param('id') id: string, @ValidBody() b: UpdateWarehouseBody, @CurrentSession() s: Session) {
    const warehouseId = pathId(id);
    const { version, ...changes } = b;
    const r = await withCatalogUniques(() => this.runtime.run(warehouseDecider, warehouseStreamId(warehouseId), { type: 'ChangeWarehouse', warehouseId, changes }, envelopeOf(s), { expectedVersion: version }));
    return result(warehouseId, r);
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a warehouse', access: ACCESS })
  async disable(@Param('id') id: string, @CurrentSession() s: Session) {
    const warehouseId = pathId(id);
    return result(warehouseId, await this.runtime.run(warehouseDecider, warehouseStreamId(warehouseId), { type: 'DisableWarehouse', warehouseId }, envelopeOf(s)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled warehouse', access: ACCESS })
  async enable(@Param('id') id: string, @CurrentSession() s: Session) {
    const warehouseId = pathId(id);
    return result(warehouseId, await this.runtime.run(warehouseDecider, warehouseStreamId(warehouseId), { type: 'EnableWarehouse', warehouseId }, envelopeOf(s)));
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
  async addZone(@Param('id') id: string, @ValidBody() b: AddZoneBody, @CurrentSession() s: Session) {
    const warehouseId = pathId(id);
    const zoneId = b.commandId ?? this.runtime.newId();
    const r = await withCatalogUniques(() =>
      this.runtime.run(warehouseDecider, warehouseStreamId(warehouseId), { type: 'AddZones', warehouseId, zones: [{ zoneId, code: b.code, name: b.name, barcode: b.barcode }] }, { ...envelopeOf(s), commandId: b.commandId }),
    );
    return { ...result(warehouseId, r), zoneId };
  }

  @Put(':id/zones/:zoneId')
  @Endpoint({ summary: 'Change a zone (code, name, barcode, disabled)', access: ZONES, body: updateZoneBody })
  async updateZone(@Param('id') id: string, @Param('zoneId') zoneId: string, @ValidBody() b: UpdateZoneBody, @CurrentSession() s: Session) {
    const warehouseId = pathId(id);
    const { version, ...changes } = b;
    const r = await withCatalogUniques(() =>
      this.runtime.run(warehouseDecider, warehouseStreamId(warehouseId), { type: 'ChangeZone', warehouseId, zoneId: pathId(zoneId, 'zone id'), changes }, envelopeOf(s), { expectedVersion: version }),
    );
    return result(warehouseId, r);
  }

  @Post(':id/zones/import')
  @Endpoint({ summary: 'Batch import of zones (JSON rows {code, name, barcode}); row-by-row report; all-or-nothing (default) or valid-rows', access: ZONE_IMPORT, body: importZonesBody, response: importReportSchema })
  async importZones(@Param('id') id: string, @ValidBody() b: ImportZonesBody, @CurrentSession() s: Session) {
    const warehouseId = pathId(id);
    const w = await getWarehouse(this.db, warehouseId);
    if (!w) throw notFound(`No warehouse ${id}.`, 'warehouse_not_found');
    const errors: { row: number; field: string; message: string }[] = [];
    const codes = new Map(w.zones.map((z) => [z.code.toLowerCase(), 0]));
    const good: { row: number; code: string; name: string; barcode: string }[] = [];
    const barcodeRow = new Map<string, number>();
    b.rows.forEach((raw, i) => {
      const row = i + 1;
      const p = zoneInput.safeParse(raw);
      if (!p.success) {
        for (const issue of p.error.issues) errors.push({ row, field: issue.path.join('.') || (issue as any).keys?.join(',') || 'row', message: issue.message });
        return;
      }
      const z = p.data;
      const key = z.code.toLowerCase();
      if (codes.has(key)) {
        const other = codes.get(key)!;
        errors.push({ row, field: 'code', message: other ? `code ${z.code} is also on row ${other}` : `code ${z.code} exists already in this warehouse` });
        return;
      }
      if (z.barcode && barcodeRow.has(z.barcode)) {
        errors.push({ row, field: 'barcode', message: `barcode ${z.barcode} is also on row ${barcodeRow.get(z.barcode)}` });
        return;
      }
      codes.set(key, row);
      if (z.barcode) barcodeRow.set(z.barcode, row);
      good.push({ row, ...z });
    });
    const taken = await takenZoneBarcodes(this.db, good.map((z) => z.barcode).filter(Boolean));
    const valid = good.filter((z) => {
      if (z.barcode && taken.has(z.barcode)) {
        errors.push({ row: z.row, field: 'barcode', message: `barcode ${z.barcode} is already used by another zone` });
        return false;
      }
      return true;
    });
    errors.sort((x, y) => x.row - y.row);
    const answer = (imported: number) => ({ mode: b.mode, total: b.rows.length, imported, refused: new Set(errors.map((e) => e.row)).size, errors });
    if ((b.mode === 'all-or-nothing' && errors.length) || valid.length === 0) return answer(0);
    await withCatalogUniques(() =>
      this.runtime.run(
        warehouseDecider,
        warehouseStreamId(warehouseId),
        { type: 'AddZones', warehouseId, zones: valid.map((z) => ({ zoneId: this.runtime.newId(), code: z.code, name: z.name, barcode: z.barcode })) },
        { ...envelopeOf(s), commandId: b.commandId },
      ),
    );
    return answer(valid.length);
  }
}
