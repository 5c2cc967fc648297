import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@tradedesk/projections/platform/sql';
import { DomainError } from '../../platform/event-store/errors.js';
import { DATABASE } from '../../platform/tokens.js';
import { productForFile } from './product-images.js';

/** What image decisions need besides the stream: which product's stream a file belongs to. */
@Injectable()
export class ProductImageFactsLoader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** AddImage: the product the file is named after (its code or a barcode of any unit); none: 404 naming the file. */
  async forAddProductImage(fileName: string) {
    const product = await productForFile(this.db, fileName);
    if (!product) throw new DomainError('no_product_for_file', `${fileName}: no product has this code or barcode.`, 404, { field: 'fileName' });
    return product;
  }
}
