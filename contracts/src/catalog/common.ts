import type { RouteName } from '../platform/route-names.js';
import { z } from 'zod';

/** Shared pieces of the catalog contracts: codes, decimal strings, statuses. */

export const CATALOG_STATUSES = ['active', 'disabled'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

export const catalogIdSchema = z.string().trim().min(1).max(64);

/** A business code (product, warehouse, zone, supplier): visible characters, no spaces. */
export const codeSchema = z
  .string()
  .trim()
  .min(1, 'enter a code')
  .max(40)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}._\-/#]*$/u, 'letters, digits and . _ - / # only, no spaces');

export const barcodeSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^[\x21-\x7e]*$/, 'a barcode is printable ASCII without spaces');

/** Money, never a float: a non-negative decimal string, up to 6 decimals. */
export const DECIMAL_RE = /^\d{1,13}(\.\d{1,6})?$/;
export const moneySchema = z.string().trim().regex(DECIMAL_RE, 'a non-negative decimal number such as 1990 or 12.50');

/** A packing size in base units: a decimal string greater than zero. */
export const sizeSchema = z
  .string()
  .trim()
  .regex(DECIMAL_RE, 'a decimal number such as 144 or 12.5')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');

export const statusFilter = z.enum(['active', 'disabled', 'all']).default('active');
export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
};

/** "1.500" -> "1.5", "10.00" -> "10": canonical decimal strings compare as strings. */
export function canonicalDecimal(v: string): string {
  const s = v.trim();
  if (!s.includes('.')) return s.replace(/^0+(?=\d)/, '');
  const [i, f] = s.split('.');
  const int = i.replace(/^0+(?=\d)/, '') || '0';
  const frac = f.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** Page privileges of the catalog screens (/product and /setting/basics, docs/catalog.md "Who may call what"). */
export const CATALOG_PAGES = { products: 'ProductList', warehouses: 'Warehouse', suppliers: 'Supplier' } as const satisfies Record<string, RouteName>;
