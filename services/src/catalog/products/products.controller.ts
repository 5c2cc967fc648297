import { Controller, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { importProductsBody, importProductsQuery, PRODUCT_IMPORT_JOB } from '@tradedesk/contracts/catalog/product-import';
import {
  barcodeLookupSchema,
  type ChangePricesBody,
  changePricesBody,
  type CreateProductBody,
  createProductBody,
  historySchema,
  type ListPriceChangesQuery,
  listPriceChangesQuery,
  type ListProductsQuery,
  listProductsQuery,
  PRICE_CHANGES_READ_MODEL,
  PRODUCTS_READ_MODEL,
  priceChangeListSchema,
  productListSchema,
  productSchema,
  productStreamId,
  type UpdateProductBody,
  updateProductBody,
} from '@tradedesk/contracts/catalog/products';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { SHEET_CONTENT_TYPES, UPLOAD_LIMITS } from '@tradedesk/contracts/platform/uploads';
import { listPriceChanges } from '@tradedesk/projections/catalog/price-changes/price-changes.query';
import { findByBarcode, getProduct, listProducts } from '@tradedesk/projections/catalog/products/products.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { Request } from 'express';
import type { z } from 'zod';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { ApiException, notFound } from '../../platform/http/errors.js';
import { receiveSheet } from '../../platform/http/sheet-upload.js';
import { zodDetails } from '../../platform/http/interceptors.js';
import type { Session } from '../../platform/http/request-context.js';
import { QueuePort } from '../../platform/queue/queue.port.js';
import { DATABASE } from '../../platform/tokens.js';
import { pathId } from '../../platform/http/path-id.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { CATALOG_ACCESS as A } from '../access.js';
import { ChangePricesCommand } from './change-prices/change-prices.command.js';
import { CreateProductCommand } from './create-product/create-product.command.js';
import { SetProductStatusCommand } from './set-product-status/set-product-status.command.js';
import { UpdateProductCommand } from './update-product/update-product.command.js';


const invalid = (where: string, e: z.ZodError) => {
  const details = zodDetails(e);
  return new ApiException(400, ErrorCode.ValidationFailed, `Invalid ${where}: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`, details);
};

/**
 * The product screens (/product index, new, :id/update, price-change tools, product import).
 * rm.products is inline (current when a command answers: `?waitFor=` never waits for it); reads
 * still name it, so its live changes reach the sessions that may read it. The price-change log is
 * applied by the daemon (`?waitFor=`).
 */
@Controller('api')
export class ProductsController {
  constructor(
    private readonly histories: DocumentHistory,
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
    private readonly queue: QueuePort,
  ) {}

  @Get('products')
  @Endpoint({ summary: 'List products (search code/name/barcode, categoryId, status, page, limit)', access: A.productRead, readModels: [PRODUCTS_READ_MODEL], query: listProductsQuery, response: productListSchema })
  list(@ValidQuery() q: ListProductsQuery) {
    return listProducts(this.db, q);
  }

  @Get('products/by-barcode/:barcode')
  @Endpoint({ summary: 'Scan: the product and the unit whose barcode this is', access: A.productRead, readModels: [PRODUCTS_READ_MODEL], response: barcodeLookupSchema })
  async byBarcode(@Param('barcode') barcode: string) {
    const found = await findByBarcode(this.db, pathId(barcode, 'barcode'));
    if (!found) throw notFound(`No product has the barcode ${barcode}.`, 'barcode_not_found');
    const packing = found.unit === 'unit' ? null : found.product.packings[found.unit];
    if (found.unit !== 'unit' && !packing?.enabled) throw notFound(`The ${found.unit} of ${found.product.code} (barcode ${barcode}) is disabled.`, 'unit_disabled');
    return found;
  }

  @Get('products/:id')
  @Endpoint({ summary: 'One product with its packings, typed and effective prices', access: A.productRead, readModels: [PRODUCTS_READ_MODEL], response: productSchema })
  async get(@Param('id') id: string) {
    const p = await getProduct(this.db, pathId(id));
    if (!p) throw notFound(`No product ${id}.`, 'product_not_found');
    return p;
  }

  @Get('products/:id/history')
  @Endpoint({ summary: "A product's history: every event with who and when", access: A.productHistory, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(productStreamId(pathId(id)), 'product');
  }

  @Post('products')
  @Endpoint({ summary: 'Create a product (409 when the code or a barcode is taken)', access: A.productCreate, body: createProductBody })
  create(@ValidBody() body: CreateProductBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateProductCommand(body, envelopeOf(s)));
  }

  @Post('products/import')
  @HttpCode(202)
  @Endpoint({
    summary:
      'Import products from Excel or CSV: the .xlsx or .csv as the body (Content-Type spreadsheet, text/csv or octet-stream; ?mode=all-or-nothing|valid-rows&createCategories=true) or JSON {file: base64, mode, createCategories}. Answers {jobId}; the sheet is read by the job, its report at GET /api/queue/status?id=',
    access: A.productImport,
    upload: { limit: UPLOAD_LIMITS.productImport, types: SHEET_CONTENT_TYPES },
    query: importProductsQuery,
  })
  async import(@Req() req: Request, @ValidQuery() q: z.infer<typeof importProductsQuery>, @CurrentSession() s: Session) {
    let mode = q.mode;
    let createCategories = q.createCategories;
    const file = await receiveSheet(req, UPLOAD_LIMITS.productImport, () => {
      const r = importProductsBody.safeParse(req.body ?? {});
      if (!r.success) throw invalid('request body', r.error);
      mode = r.data.mode ?? mode;
      createCategories = r.data.createCategories ?? createCategories;
      return r.data.file;
    });
    const job = await this.queue.add(PRODUCT_IMPORT_JOB, { file: file.toString('base64'), mode, createCategories, userId: s.userId });
    return { jobId: job.id };
  }

  @Put('products/prices')
  @Endpoint({ summary: 'Change prices of several products at once (all or none; the price-change log records each)', access: A.prices, body: changePricesBody })
  changePrices(@ValidBody() body: ChangePricesBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangePricesCommand(body, envelopeOf(s)));
  }

  @Put('products/:id')
  @Endpoint({ summary: 'Change a product (409 when someone changed it after `version`, or a code/barcode is taken)', access: A.productUpdate, body: updateProductBody })
  update(@Param('id') id: string, @ValidBody() body: UpdateProductBody, @CurrentSession() s: Session) {
    return this.commands.execute(new UpdateProductCommand(pathId(id), body, envelopeOf(s)));
  }

  @Post('products/:id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a product', access: A.productStatus })
  disable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetProductStatusCommand(pathId(id), 'disable', envelopeOf(s)));
  }

  @Post('products/:id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled product', access: A.productStatus })
  enable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetProductStatusCommand(pathId(id), 'enable', envelopeOf(s)));
  }

  @Get('price-changes')
  @Endpoint({ summary: 'The price-change log: who changed which price, when, old -> new', access: A.prices, query: listPriceChangesQuery, response: priceChangeListSchema, readModels: [PRICE_CHANGES_READ_MODEL] })
  priceChanges(@ValidQuery() q: ListPriceChangesQuery) {
    return listPriceChanges(this.db, q);
  }
}
