import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import { productImageUrl } from '@tradedesk/contracts/catalog/products';
import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { productShowsImage } from '@tradedesk/projections/catalog/products/products.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { pathId } from '../../platform/http/path-id.js';
import { DomainError } from '../../platform/event-store/errors.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { ApiException, notFound } from '../../platform/http/errors.js';
import { readRaw } from '../../platform/http/raw-body.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { CATALOG_ACCESS } from '../access.js';
import { AddProductImageCommand } from './add-product-image/add-product-image.command.js';
import { readImage, sniffImage } from './product-images.js';

const MAX_IMAGE = 8 * 1024 * 1024;
const IMAGE_BODY = /^(image\/[a-z0-9.+-]+|application\/octet-stream)\b/i;
export const uploadImageQuery = z
  .object({ fileName: z.string().trim().min(1, 'give the file name (the product code or barcode, e.g. 1001.jpg or 1001-2.jpg)').max(255) })
  .strict();

/** Product images: image import (one file per request) and the picture itself. */
@Controller('api/products')
export class ProductImagesController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  @Post('images')
  @HttpCode(200)
  @Endpoint({
    summary:
      'Image import: the picture as the body (Content-Type image/* or octet-stream, up to 8 MB), ?fileName=1001.jpg or 1001-2.jpg: the product whose code or barcode the name is. 404 no_product_for_file when none',
    access: CATALOG_ACCESS.imageImport,
    query: uploadImageQuery,
  })
  async upload(@Req() req: Request, @ValidQuery() q: z.infer<typeof uploadImageQuery>, @CurrentSession() s: Session) {
    if (!IMAGE_BODY.test(req.headers['content-type'] ?? '')) {
      throw new ApiException(400, ErrorCode.ValidationFailed, `${q.fileName}: send the picture itself as the body (Content-Type image/jpeg, image/png, ...).`, [
        { path: 'file', message: 'send the picture as the body' },
      ]);
    }
    const bytes = await readRaw(req, MAX_IMAGE);
    if (bytes.length === 0) throw new ApiException(400, ErrorCode.ValidationFailed, `${q.fileName}: the file is empty.`, [{ path: 'file', message: 'the file is empty' }]);
    // What the bytes are, read from the bytes themselves (never from the name or the header).
    const contentType = sniffImage(bytes);
    if (!contentType) throw new DomainError('not_an_image', `${q.fileName}: not a JPEG, PNG, GIF or WebP picture.`, 400, { field: 'file' });
    return this.commands.execute(new AddProductImageCommand(q.fileName, bytes, contentType, envelopeOf(s)));
  }

  @Get(':id/images/:imageId')
  @Endpoint({ summary: "A product's picture (the bytes; cached for good: the address changes with the picture)", access: CATALOG_ACCESS.productRead })
  async image(@Param('id') id: string, @Param('imageId') imageId: string, @Res() res: Response) {
    const productId = pathId(id);
    const image = pathId(imageId, 'image id');
    // Only pictures the product still shows are served under its address.
    const found = (await productShowsImage(this.db, productId, productImageUrl(productId, image))) ? await readImage(this.db, image) : null;
    if (!found) throw notFound(`No image ${imageId} of product ${id}.`, 'image_not_found');
    res.setHeader('Content-Type', found.contentType);
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    res.setHeader('ETag', `"${image}"`);
    res.status(200).end(found.bytes);
  }
}
