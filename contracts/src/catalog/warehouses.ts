import { z } from 'zod';
import { barcodeSchema, catalogIdSchema, codeSchema, pageQuery } from './common.js';

/**
 * Warehouses and their zones (/setting/basics warehouse, warehouseZone with batch import and
 * barcode). One stream per warehouse; its zones are events of the same stream. Codes unique
 * (warehouses; zones within their warehouse); zone barcodes unique across all warehouses.
 */

export interface WarehouseFields {
  code: string;
  name: string;
  address: string;
}
export interface ZoneFields {
  code: string;
  name: string;
  barcode: string;
}

export interface WarehouseCreated {
  type: 'WarehouseCreated';
  data: { warehouseId: string } & WarehouseFields;
}
export interface WarehouseChanged {
  type: 'WarehouseChanged';
  data: { warehouseId: string; changes: Partial<WarehouseFields> };
}
export interface WarehouseDisabled {
  type: 'WarehouseDisabled';
  data: { warehouseId: string };
}
export interface WarehouseEnabled {
  type: 'WarehouseEnabled';
  data: { warehouseId: string };
}
export interface ZoneAdded {
  type: 'ZoneAdded';
  data: { warehouseId: string; zoneId: string } & ZoneFields;
}
export interface ZoneChanged {
  type: 'ZoneChanged';
  data: { warehouseId: string; zoneId: string; changes: Partial<ZoneFields> & { disabled?: boolean } };
}
export type WarehouseEvent = WarehouseCreated | WarehouseChanged | WarehouseDisabled | WarehouseEnabled | ZoneAdded | ZoneChanged;
export const WAREHOUSE_EVENT_TYPES = ['WarehouseCreated', 'WarehouseChanged', 'WarehouseDisabled', 'WarehouseEnabled', 'ZoneAdded', 'ZoneChanged'] as const;
export const warehouseStreamId = (warehouseId: string) => `warehouse-${warehouseId}`;
export const WAREHOUSES_READ_MODEL = 'warehouses';

const name = z.string().trim().min(1, 'enter a name').max(100);
const address = z.string().trim().max(300);

export const createWarehouseBody = z
  .object({ commandId: z.uuid().optional(), code: codeSchema, name, address: address.default('') })
  .strict();
export type CreateWarehouseBody = z.infer<typeof createWarehouseBody>;
export const updateWarehouseBody = z
  .object({ version: z.number().int().min(1).optional(), code: codeSchema.optional(), name: name.optional(), address: address.optional() })
  .strict()
  .refine((b) => b.code !== undefined || b.name !== undefined || b.address !== undefined, 'nothing to change');
export type UpdateWarehouseBody = z.infer<typeof updateWarehouseBody>;
export const listWarehousesQuery = z
  .object({ search: z.string().trim().max(100).optional(), status: z.enum(['active', 'disabled', 'all']).default('all'), ...pageQuery })
  .strict();
export type ListWarehousesQuery = z.infer<typeof listWarehousesQuery>;

export const zoneInput = z.object({ code: codeSchema, name, barcode: barcodeSchema.default('') }).strict();
export const addZoneBody = zoneInput.extend({ commandId: z.uuid().optional() }).strict();
export type AddZoneBody = z.infer<typeof addZoneBody>;
export const updateZoneBody = z
  .object({ version: z.number().int().min(1).optional(), code: codeSchema.optional(), name: name.optional(), barcode: barcodeSchema.optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), 'nothing to change');
export type UpdateZoneBody = z.infer<typeof updateZoneBody>;
/**
 * POST /api/warehouses/:id/zones/import: rows as JSON (the browser reads the sheet). Each row is
 * checked; 'all-or-nothing' (default) adds none when any row is refused, 'valid-rows' adds the
 * good ones. The answer names every refused row and field.
 */
export const importZonesBody = z
  .object({
    commandId: z.uuid().optional(),
    mode: z.enum(['all-or-nothing', 'valid-rows']).default('all-or-nothing'),
    rows: z.array(z.record(z.string(), z.unknown())).min(1, 'no rows').max(5000),
  })
  .strict();
export type ImportZonesBody = z.infer<typeof importZonesBody>;

export const zoneSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), barcode: z.string(), disabled: z.boolean() });
export const warehouseSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  status: z.enum(['active', 'disabled']),
  zones: z.array(zoneSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;
export const warehouseListSchema = z.object({ warehouses: z.array(warehouseSchema), total: z.number() });
export const zoneListSchema = z.object({ zones: z.array(zoneSchema), total: z.number() });
export const importReportSchema = z.object({
  mode: z.enum(['all-or-nothing', 'valid-rows']),
  total: z.number(),
  imported: z.number(),
  refused: z.number(),
  errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
});
export const idParamSchema = catalogIdSchema;
