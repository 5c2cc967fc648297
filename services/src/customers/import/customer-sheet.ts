import { CUSTOMER_IMPORT_COLUMNS, type CustomerImportColumn, type CustomerImportRowError } from '@tradedesk/contracts/customers/customer-import';
import { UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { readSheet, type SheetRow } from '../../platform/excel/sheet.js';

export type CustomerSheetRow = SheetRow<CustomerImportColumn>;

const HEADER_LOOKUP = new Map<string, CustomerImportColumn>(
  Object.entries(CUSTOMER_IMPORT_COLUMNS).flatMap(([col, names]) => names.map((n) => [n, col as CustomerImportColumn])),
);

/** The first sheet of a customer import (base64), streamed: its header row and its non-blank rows, or what is wrong with the file. */
export function readCustomerSheet(file: string): Promise<{ rows: CustomerSheetRow[]; errors: CustomerImportRowError[] }> {
  return readSheet<CustomerImportColumn>(file, HEADER_LOOKUP, [['code'], ['name']], { allowNoRows: true, limit: UPLOAD_LIMITS.customerImport });
}
