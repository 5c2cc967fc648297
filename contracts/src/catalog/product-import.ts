import { z } from 'zod';
import { base64File, UPLOAD_LIMITS } from '../platform/uploads.js';

/**
 * Product import from Excel (/product product import). The first sheet: one header row, then one
 * product per row. Headers are matched case-insensitively, ignoring spaces, '_' and '-'
 * ("Box size" = "boxsize" = "box_size"). Required: code, name. Every row is checked; the
 * answer is a row-by-row report {row, field, message} (row = the sheet's row number).
 *
 * Upload (POST /be/api/products/import), either:
 *  - the .xlsx bytes as the request body, Content-Type
 *    application/vnd.openxmlformats-officedocument.spreadsheetml.sheet (or application/octet-stream),
 *    options in the query: ?mode=valid-rows&createCategories=true (up to 32 MB); or
 *  - JSON {file: "<base64 of the .xlsx>", mode?, createCategories?} (within the JSON body limit).
 * Answer: {jobId}; progress and, when done, the report at GET /be/api/queue/status?id=<jobId>.
 *
 * Modes: 'all-or-nothing' (default): any refused row -> nothing is imported; 'valid-rows': the
 * valid rows are imported, the others reported. A row is never imported in part.
 */

export const IMPORT_COLUMNS = {
  code: ['code', 'productcode', 'codigo'],
  name: ['name', 'productname', 'nombre'],
  category: ['category', 'categoria'],
  unit: ['unit', 'unitlabel', 'unidad'],
  barcode: ['barcode', 'unitbarcode'],
  boxSize: ['boxsize', 'packingbox'],
  boxBarcode: ['boxbarcode'],
  bigBagSize: ['bigbagsize', 'packingbigbag'],
  bigBagBarcode: ['bigbagbarcode'],
  bagSize: ['bagsize', 'packingbag'],
  bagBarcode: ['bagbarcode'],
  retailPrice: ['retailprice', 'retail'],
  wholesalePrice: ['wholesaleprice', 'wholesale'],
  memberPrice: ['memberprice', 'member'],
  purchasePrice: ['purchaseprice', 'purchase'],
  cost: ['cost'],
  shelfLifeDays: ['shelflifedays', 'shelflife'],
} as const;
export type ImportColumn = keyof typeof IMPORT_COLUMNS;
/** The header row a template uses (and the bench writes). */
export const IMPORT_TEMPLATE_HEADERS: Record<ImportColumn, string> = {
  code: 'code',
  name: 'name',
  category: 'category',
  unit: 'unit',
  barcode: 'barcode',
  boxSize: 'box size',
  boxBarcode: 'box barcode',
  bigBagSize: 'bigBag size',
  bigBagBarcode: 'bigBag barcode',
  bagSize: 'bag size',
  bagBarcode: 'bag barcode',
  retailPrice: 'retail price',
  wholesalePrice: 'wholesale price',
  memberPrice: 'member price',
  purchasePrice: 'purchase price',
  cost: 'cost',
  shelfLifeDays: 'shelf life days',
};

export const IMPORT_MODES = ['all-or-nothing', 'valid-rows'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
const bool = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

export const importProductsQuery = z
  .object({ mode: z.enum(IMPORT_MODES).default('all-or-nothing'), createCategories: bool.default(false) })
  .strict();
export const importProductsBody = z
  .object({
    file: base64File(UPLOAD_LIMITS.productImport),
    mode: z.enum(IMPORT_MODES).optional(),
    createCategories: bool.optional(),
  })
  .strict();
export type ImportProductsBody = z.infer<typeof importProductsBody>;
export const PRODUCT_IMPORT_JOB = 'catalog.import-products';

export interface ImportRowError {
  /** The sheet's row number (1 = the header row; 0 = the file itself). */
  row: number;
  field: string;
  message: string;
}
export interface ProductImportReport {
  mode: ImportMode;
  /** Product rows in the sheet (blank rows not counted). */
  total: number;
  imported: number;
  refused: number;
  errors: ImportRowError[];
  createdCategories: string[];
  durationMs: number;
}
