import { type ImportZonesBody, type WarehouseEvent, zoneInput, type ZoneFields } from '@tradedesk/contracts/catalog/warehouses';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import { decideAddZones } from '../add-warehouse-zones/add-warehouse-zones.decide.js';
import type { WarehouseState } from '../warehouse.state.js';

/** The batch import of zones: the rows as sent, each checked here (alone, against the other rows, against the zones there). */
export interface ImportZones {
  type: 'ImportZones';
  warehouseId: string;
  mode: ImportZonesBody['mode'];
  rows: ImportZonesBody['rows'];
  facts: {
    /** The zone barcodes, among those the rows give, that zones (of any warehouse) carry already. */
    takenBarcodes: string[];
  };
}

export interface ZoneImportError {
  row: number;
  field: string;
  message: string;
}

/** Rows are numbered from 1, as the answer names them. */
type GoodRow = { row: number } & ZoneFields;

/** The barcodes the rows give, for the loader to look up (rows that are not valid zones give none). */
export function zoneRowBarcodes(rows: ImportZonesBody['rows']): string[] {
  return rows.flatMap((raw) => {
    const p = zoneInput.safeParse(raw);
    return p.success && p.data.barcode ? [p.data.barcode] : [];
  });
}

/**
 * Every row checked: its own fields; its code against the warehouse's zones and the rows above it
 * (any case); its barcode against the rows above it, then against every zone's barcode. The first
 * row keeps a code or barcode; a later one is refused naming it.
 */
export function checkZoneRows(c: ImportZones, s: WarehouseState): { zones: GoodRow[]; errors: ZoneImportError[] } {
  if (!s.exists) throw new DomainError('warehouse_not_found', `No warehouse ${c.warehouseId}.`, 404);
  const errors: ZoneImportError[] = [];
  // Code (lower case) -> the row that has it; 0 for a zone the warehouse has already.
  const codes = new Map(Object.values(s.zones).map((z) => [z.code.toLowerCase(), 0]));
  const barcodeRow = new Map<string, number>();
  const good: GoodRow[] = [];
  c.rows.forEach((raw, i) => {
    const row = i + 1;
    const p = zoneInput.safeParse(raw);
    if (!p.success) {
      for (const issue of p.error.issues) errors.push({ row, field: issue.path.join('.') || (issue as { keys?: string[] }).keys?.join(',') || 'row', message: issue.message });
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
  const taken = new Set(c.facts.takenBarcodes);
  const zones = good.filter((z) => {
    if (z.barcode && taken.has(z.barcode)) {
      errors.push({ row: z.row, field: 'barcode', message: `barcode ${z.barcode} is already used by another zone` });
      return false;
    }
    return true;
  });
  errors.sort((x, y) => x.row - y.row);
  return { zones, errors };
}

/** 'all-or-nothing' adds nothing when any row is refused; 'valid-rows' adds the good ones. */
const adds = (c: ImportZones, check: ReturnType<typeof checkZoneRows>) => check.zones.length > 0 && !(c.mode === 'all-or-nothing' && check.errors.length > 0);

/** The answer of an import decided on this state: how many rows were added, and every refused row with its field. */
export function zoneImportReport(c: ImportZones, s: WarehouseState) {
  const check = checkZoneRows(c, s);
  return { mode: c.mode, total: c.rows.length, imported: adds(c, check) ? check.zones.length : 0, refused: new Set(check.errors.map((e) => e.row)).size, errors: check.errors };
}

/** The valid rows become zones (new ids), all in one go; nothing when the mode says so. */
export function decideImportZones(c: ImportZones, s: WarehouseState, ctx: DecideContext): WarehouseEvent[] {
  const check = checkZoneRows(c, s);
  if (!adds(c, check)) return [];
  return decideAddZones({ type: 'AddZones', warehouseId: c.warehouseId, zones: check.zones.map((z) => ({ zoneId: ctx.newId(), code: z.code, name: z.name, barcode: z.barcode })) }, s);
}
