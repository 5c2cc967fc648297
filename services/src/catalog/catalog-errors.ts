import { isUniqueViolation } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../platform/event-store/errors.js';

/** Unique indexes of the catalog read models (inline), and what a clash means to the person asking. */
const UNIQUE_MEANING: Record<string, (key: string) => DomainError> = {
  products_code_uq: (k) => new DomainError('product_code_taken', `Product code ${k || ''} is taken; choose another.`.replace('  ', ' '), 409, { field: 'code', code: k }),
  product_barcodes_uq: (k) => new DomainError('barcode_taken', `Barcode ${k || ''} is already on another product or unit.`.replace('  ', ' '), 409, { field: 'barcode', barcode: k }),
  categories_name_uq: () => new DomainError('category_name_taken', 'A category with this name exists already at this place of the tree.', 409, { field: 'name' }),
  warehouses_code_uq: () => new DomainError('warehouse_code_taken', 'A warehouse with this code exists already.', 409, { field: 'code' }),
  warehouse_zones_code_uq: () => new DomainError('zone_code_taken', 'A zone with this code exists already in this warehouse.', 409, { field: 'code' }),
  warehouse_zones_barcode_uq: () => new DomainError('zone_barcode_taken', 'This zone barcode is already used.', 409, { field: 'barcode' }),
  suppliers_code_uq: () => new DomainError('supplier_code_taken', 'A supplier with this code exists already.', 409, { field: 'code' }),
  product_supplier_codes_uq: () => new DomainError('item_code_taken', 'This supplier item code is already linked to another product.', 409, { field: 'itemCode' }),
};

/** The clashing key from PostgreSQL's detail: `Key (barcode)=(7801)` -> 7801. */
function keyOf(e: unknown): string {
  const detail = (e as { detail?: string })?.detail ?? '';
  const m = /\)=\((.*)\) already exists/.exec(detail);
  return m ? m[1] : '';
}

export function uniqueMeaning(e: unknown): DomainError | null {
  for (const [constraint, meaning] of Object.entries(UNIQUE_MEANING)) if (isUniqueViolation(e, constraint)) return meaning(keyOf(e));
  return null;
}

/** Runs a command; a clash on a unique code or barcode (raised by an inline projection) becomes a 409. */
export async function withCatalogUniques<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw uniqueMeaning(e) ?? e;
  }
}
