import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CategoriesController } from './categories/categories.controller.js';
import { AddProductImageHandler } from './images/add-product-image/add-product-image.handler.js';
import { ProductImagesController } from './images/product-images.controller.js';
import { ChangePricesHandler } from './products/change-prices/change-prices.handler.js';
import { CreateProductHandler } from './products/create-product/create-product.handler.js';
import { ProductsController } from './products/products.controller.js';
import { SetProductStatusHandler } from './products/set-product-status/set-product-status.handler.js';
import { UpdateProductHandler } from './products/update-product/update-product.handler.js';
import { RecordSupplierEntryHandler } from './supplier-account/record-supplier-entry/record-supplier-entry.handler.js';
import { ReverseSupplierEntryHandler } from './supplier-account/reverse-supplier-entry/reverse-supplier-entry.handler.js';
import { SupplierAccountController } from './supplier-account/supplier-account.controller.js';
import { ApplyPriceListHandler } from './supplier-sync/apply-price-list/apply-price-list.handler.js';
import { SupplierSyncController } from './supplier-sync/supplier-sync.controller.js';
import { SuppliersController } from './suppliers/suppliers.controller.js';
import { WarehousesController } from './warehouses/warehouses.controller.js';

/**
 * The catalog: products, categories, size groups, warehouses and zones, suppliers (with their
 * payables ledger and the price-list sync), product import.
 */
@Module({
  imports: [CqrsModule],
  controllers: [ProductsController, ProductImagesController, CategoriesController, WarehousesController, SuppliersController, SupplierAccountController, SupplierSyncController],
  providers: [
    CreateProductHandler,
    UpdateProductHandler,
    SetProductStatusHandler,
    ChangePricesHandler,
    AddProductImageHandler,
    RecordSupplierEntryHandler,
    ReverseSupplierEntryHandler,
    ApplyPriceListHandler,
  ],
})
export class CatalogModule {}
