import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { categoryStreamId } from '@tradedesk/contracts/catalog/categories';
import type { ProductImportReport } from '@tradedesk/contracts/catalog/product-import';
import { productStreamId } from '@tradedesk/contracts/catalog/products';
import { CommandRuntime, metadataOf } from '../../../platform/cqrs/command-runtime.js';
import type { AppendRequest } from '../../../platform/event-store/event-store.js';
import { pacer } from '../../../platform/excel/upload-file.js';
import { uniqueMeaning } from '../../catalog-errors.js';
import { ProductFactsLoader } from '../../products/product-facts.loader.js';
import { ImportProductsCommand } from './import-products.command.js';
import { catalogueChangedMeanwhile, decideImportProducts, type ImportProductsDecision, importReport, takenMeanwhile } from './import-products.decide.js';

/** Products appended together in 'valid-rows' mode. */
const CHUNK = 2000;
/** How many times an import plans again when another import created one of its new categories meanwhile. */
const REPLANS = 2;

/**
 * Product import: the sheet is read and what it names loaded (ProductFactsLoader.forProductSheet),
 * the import decided (every row rule, the products and new categories to create), and appended.
 * 'all-or-nothing': one appendMany (one transaction) with every new category and product; the
 * inline read models' unique indexes catch a race, which rolls the whole import back.
 * 'valid-rows': the new categories first, then the products in chunks of CHUNK, a chunk that meets
 * a code or barcode taken meanwhile retried row by row. A category this import creates that
 * another import of the same tree created meanwhile: plan again against the catalogue as it is
 * now (the category then exists), at most REPLANS times. The report is the answer.
 */
@CommandHandler(ImportProductsCommand)
export class ImportProductsHandler implements ICommandHandler<ImportProductsCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: ProductFactsLoader,
  ) {}

  execute(command: ImportProductsCommand): Promise<ProductImportReport> {
    return this.run(command, 0, Date.now());
  }

  private async run(command: ImportProductsCommand, attempt: number, started: number): Promise<ProductImportReport> {
    const { file, mode, createCategories, env, progress } = command;
    const again = () => this.run(command, attempt + 1, started);
    const sheet = await this.facts.forProductSheet(file);
    await progress(10);
    const decided = await decideImportProducts({ mode, createCategories, ...sheet }, this.runtime.context(env), pacer());
    await progress(30);
    const errors = [...decided.errors];
    const created = decided.categories.map((c) => c.path);
    const report = (imported: number, createdCategories: string[] = created) => importReport(mode, decided.total, imported, errors, createdCategories, Date.now() - started);
    if (decided.products.length === 0) return report(0, []);

    const append = (reqs: AppendRequest[]) =>
      this.runtime.store.appendMany(reqs, metadataOf({ ...env, commandId: this.runtime.newId(), causationId: env.correlationId }, this.runtime.newId), { inline: this.runtime.inlineHook });
    const products = (ps: ImportProductsDecision['products']): AppendRequest[] => ps.map((p) => ({ streamId: productStreamId(p.productId), expectedVersion: 'no_stream', events: p.events }));
    const categories: AppendRequest[] = decided.categories.map((c) => ({ streamId: categoryStreamId(c.categoryId), expectedVersion: 'no_stream', events: c.events }));

    if (mode === 'all-or-nothing') {
      try {
        await append([...categories, ...products(decided.products)]);
      } catch (e) {
        const meaning = uniqueMeaning(e);
        if (!meaning) throw e;
        if (categories.length && attempt < REPLANS) return again();
        errors.push(catalogueChangedMeanwhile(meaning.message));
        return report(0, []);
      }
      await progress(100);
      return report(decided.products.length);
    }

    if (categories.length) {
      try {
        await append(categories);
      } catch (e) {
        if (uniqueMeaning(e) && attempt < REPLANS) return again();
        throw e;
      }
    }
    let imported = 0;
    const all = decided.products;
    for (let i = 0; i < all.length; i += CHUNK) {
      const chunk = all.slice(i, i + CHUNK);
      try {
        await append(products(chunk));
        imported += chunk.length;
      } catch (e) {
        if (!uniqueMeaning(e)) throw e;
        // Somebody took a code or barcode meanwhile: each row of the chunk on its own.
        for (const p of chunk) {
          try {
            await append(products([p]));
            imported++;
          } catch (e2) {
            const clash = uniqueMeaning(e2);
            if (!clash) throw e2;
            errors.push(takenMeanwhile(p.row, clash));
          }
        }
      }
      await progress(30 + (70 * Math.min(all.length, i + CHUNK)) / all.length);
    }
    return report(imported);
  }
}
