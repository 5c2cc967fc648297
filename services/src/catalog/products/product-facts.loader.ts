import { Inject, Injectable } from '@nestjs/common';
import { allCategories, getCategory } from '@tradedesk/projections/catalog/categories/categories.query';
import { takenBarcodes, takenCodes } from '@tradedesk/projections/catalog/products/products.query';
import { getSizeGroup } from '@tradedesk/projections/catalog/size-groups/size-groups.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DATABASE } from '../../platform/tokens.js';
import type { ImportProducts } from '../import/import-products/import-products.decide.js';
import { BARCODE_COLUMNS, readProductSheet } from '../import/product-sheet.js';
import { createReferences, type NewProduct } from './create-product/create-product.decide.js';
import { type CurrentReferences, type ProductReferenceFacts, type ProductReferences, type ProductState, referenceLookups } from './product.state.js';
import { type ChangeProduct, changeReferences } from './update-product/update-product.decide.js';

/** What product decisions need besides the stream: what the product names, looked up in the catalogue. */
@Injectable()
export class ProductFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** CreateProduct: its code, barcodes, category and size group. */
  forCreateProduct(c: NewProduct): Promise<ProductReferenceFacts> {
    return this.references(createReferences(c), {});
  }

  /** ChangeProduct: what it names after the change (nothing for a product that does not exist: the decision refuses it). */
  forUpdateProduct(state: ProductState, c: Omit<ChangeProduct, 'type' | 'facts'>): Promise<ProductReferenceFacts> {
    if (!state.exists || !state.data) return Promise.resolve({ codeTaken: false, barcodeTaken: null });
    const { wanted, current } = changeReferences(c, state);
    return this.references(wanted, current);
  }

  /**
   * ImportProducts: the sheet read (streamed), and what its rows name: which of its codes and
   * barcodes are already a product's (looked up in slices, so no single query or answer holds the
   * API) and every category. A file that cannot be read, or has no rows, is only that.
   */
  async forProductSheet(file: string): Promise<Omit<ImportProducts, 'mode' | 'createCategories'>> {
    const { rows, errors } = await readProductSheet(file);
    if (errors.length || rows.length === 0) return { rows, fileErrors: errors, takenCodes: new Set(), takenBarcodes: new Set(), categories: [] };
    const named = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];
    const codes = await inSlices(named(rows.map((r) => r.cells.code)), (slice) => takenCodes(this.db, slice));
    const barcodes = await inSlices(named(rows.flatMap((r) => BARCODE_COLUMNS.map((c) => r.cells[c]))), (slice) => takenBarcodes(this.db, slice));
    const categories = (await allCategories(this.db)).map(({ id, name, parentId, disabled }) => ({ id, name, parentId, disabled }));
    return { rows, fileErrors: [], takenCodes: codes, takenBarcodes: barcodes, categories };
  }

  private async references(w: ProductReferences, current: CurrentReferences): Promise<ProductReferenceFacts> {
    const look = referenceLookups(w, current);
    const facts: ProductReferenceFacts = { codeTaken: false, barcodeTaken: null };
    if (look.categoryId) {
      const c = await getCategory(this.db, look.categoryId);
      facts.category = c ? { name: c.name, disabled: c.disabled } : null;
    }
    if (look.sizeGroupId) {
      const g = await getSizeGroup(this.db, look.sizeGroupId);
      facts.sizeGroup = g ? { name: g.name, disabled: g.disabled, sizes: g.sizes } : null;
    }
    if (look.code) facts.codeTaken = (await takenCodes(this.db, [look.code], current.productId)).size > 0;
    if (look.barcodes.length) {
      const [first] = (await takenBarcodes(this.db, look.barcodes, current.productId)).entries();
      if (first) facts.barcodeTaken = { barcode: first[0], unit: first[1].unit };
    }
    return facts;
  }
}

/** The keys of a catalogue lookup found, asked a few thousand at a time. */
async function inSlices(keys: string[], lookup: (slice: string[]) => Promise<Map<string, unknown>>): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 5000) for (const k of (await lookup(keys.slice(i, i + 5000))).keys()) found.add(k);
  return found;
}
