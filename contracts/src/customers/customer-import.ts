import { z } from 'zod';
import { base64File, UPLOAD_LIMITS } from '../platform/uploads.js';

/**
 * Customer import from Excel (/customer Excel-import). The first sheet: one header row, then one
 * customer per row. Headers are matched case-insensitively, ignoring spaces, '_', '-' and '.'
 * ("Tax id" = "taxid" = "tax_id"). Required columns: code, name. `membership` names a level,
 * `groups` names groups (separated by ',' or ';'); both must exist. Codes must be new (not in the
 * customer list, not twice in the file).
 *
 * Upload (POST /be/api/customers/import): the .xlsx bytes as the body (Content-Type spreadsheet
 * or octet-stream, ?mode=), or JSON {file: base64, mode}. Answer: {jobId}; progress and, when
 * done, the report at GET /be/api/queue/status?id=<jobId>.
 * Modes: 'all-or-nothing' (default): any refused row -> nothing is imported; 'valid-rows': the
 * valid rows are imported, the others reported. A row is never imported in part.
 */
export const CUSTOMER_IMPORT_COLUMNS = {
  code: ['code', 'customercode', 'codigo'],
  name: ['name', 'customername', 'nombre', 'razonsocial'],
  phone: ['phone', 'telephone', 'telefono'],
  email: ['email', 'mail', 'correo'],
  address: ['address', 'direccion'],
  taxId: ['taxid', 'vat', 'vatnumber', 'rut', 'nif'],
  country: ['country', 'pais'],
  priceType: ['pricetype', 'price'],
  membership: ['membership', 'membershiplevel', 'level'],
  groups: ['groups', 'group'],
  paymentTermsDays: ['paymenttermsdays', 'paymentterms', 'terms'],
  currency: ['currency', 'moneda'],
  creditLimit: ['creditlimit'],
  memo: ['memo', 'note', 'notes'],
} as const;
export type CustomerImportColumn = keyof typeof CUSTOMER_IMPORT_COLUMNS;
/** The header row of the template the import screen offers. */
export const CUSTOMER_IMPORT_TEMPLATE_HEADERS: Record<CustomerImportColumn, string> = {
  code: 'code',
  name: 'name',
  phone: 'phone',
  email: 'email',
  address: 'address',
  taxId: 'tax id',
  country: 'country',
  priceType: 'price type',
  membership: 'membership',
  groups: 'groups',
  paymentTermsDays: 'payment terms days',
  currency: 'currency',
  creditLimit: 'credit limit',
  memo: 'memo',
};

export const CUSTOMER_IMPORT_MODES = ['all-or-nothing', 'valid-rows'] as const;
export type CustomerImportMode = (typeof CUSTOMER_IMPORT_MODES)[number];
export const importCustomersQuery = z.object({ mode: z.enum(CUSTOMER_IMPORT_MODES).default('all-or-nothing') }).strict();
export const importCustomersBody = z
  .object({ file: base64File(UPLOAD_LIMITS.customerImport), mode: z.enum(CUSTOMER_IMPORT_MODES).optional() })
  .strict();
export type ImportCustomersBody = z.infer<typeof importCustomersBody>;
export const CUSTOMER_IMPORT_JOB = 'customers.import-customers';

export interface CustomerImportRowError {
  /** The sheet's row number (1 = the header row; 0 = the file itself). */
  row: number;
  field: string;
  message: string;
}
export interface CustomerImportReport {
  mode: CustomerImportMode;
  /** Customer rows in the sheet (blank rows not counted). */
  total: number;
  imported: number;
  refused: number;
  errors: CustomerImportRowError[];
  durationMs: number;
}
