import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { WAYBILL_IMPORT_COLUMNS, type WaybillImportColumn, type WaybillImportRowError } from '@tradedesk/contracts/purchasing/sea-waybill';
import { readSheet, type SheetRow } from '../../../platform/excel/sheet.js';

export type WaybillSheetRow = SheetRow<WaybillImportColumn>;

const HEADERS = new Map<string, WaybillImportColumn>(Object.entries(WAYBILL_IMPORT_COLUMNS).flatMap(([col, names]) => names.map((n) => [n, col as WaybillImportColumn])));

/** The first sheet of a waybill import (base64): its rows by column, or what is wrong with the file. */
export function readWaybillSheet(file: string): Promise<{ rows: WaybillSheetRow[]; errors: WaybillImportRowError[] }> {
  return readSheet<WaybillImportColumn>(file, HEADERS, [['blNumber']], { limit: UPLOAD_LIMITS.waybillImport });
}
