import { getCategory } from '@tradedesk/projections/catalog/categories/categories.query';
import { takenBarcodes, takenCodes } from '@tradedesk/projections/catalog/products/products.query';
import { getSizeGroup } from '@tradedesk/projections/catalog/size-groups/size-groups.query';
import type { Sql } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../../platform/event-store/errors.js';

/**
 * What a product names must exist: its category (enabled, when newly given) and size group (its
 * sizes among the group's). Code and barcodes are checked for a clear answer naming the clash;
 * the read model's unique indexes decide in the end (a race answers 409 all the same).
 */
export async function checkProductReferences(
  sql: Sql,
  wanted: { code?: string; barcodes?: string[]; categoryId?: string | null; sizeGroupId?: string | null; sizes?: string[] },
  current: { productId?: string; categoryId?: string | null; sizeGroupId?: string | null },
) {
  if (wanted.categoryId && wanted.categoryId !== current.categoryId) {
    const c = await getCategory(sql, wanted.categoryId);
    if (!c) throw new DomainError('unknown_category', `Unknown category ${wanted.categoryId}.`, 400, { field: 'categoryId' });
    if (c.disabled) throw new DomainError('category_disabled', `Category ${c.name} is disabled.`, 400, { field: 'categoryId' });
  }
  if (wanted.sizeGroupId) {
    const g = await getSizeGroup(sql, wanted.sizeGroupId);
    if (!g) throw new DomainError('unknown_size_group', `Unknown size group ${wanted.sizeGroupId}.`, 400, { field: 'sizeGroupId' });
    if (g.disabled && wanted.sizeGroupId !== current.sizeGroupId) throw new DomainError('size_group_disabled', `Size group ${g.name} is disabled.`, 400, { field: 'sizeGroupId' });
    const bad = (wanted.sizes ?? []).filter((s) => !g.sizes.includes(s));
    if (bad.length) throw new DomainError('unknown_size', `Size(s) ${bad.join(', ')} are not in size group ${g.name}.`, 400, { field: 'sizes' });
  }
  if (wanted.code) {
    const taken = await takenCodes(sql, [wanted.code], current.productId);
    if (taken.size) throw new DomainError('product_code_taken', `Product code ${wanted.code} is taken; choose another.`, 409, { field: 'code' });
  }
  if (wanted.barcodes?.length) {
    const taken = await takenBarcodes(sql, wanted.barcodes, current.productId);
    const [first] = taken.entries();
    if (first) throw new DomainError('barcode_taken', `Barcode ${first[0]} is already on another product (unit ${first[1].unit}).`, 409, { field: 'barcode', barcode: first[0] });
  }
}
