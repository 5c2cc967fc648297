import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CategoriesController } from './categories/categories.controller.js';
import { CategoryFactsLoader } from './categories/category-facts.loader.js';
import { CreateCategoryHandler } from './categories/create-category/create-category.handler.js';
import { MoveCategoryHandler } from './categories/move-category/move-category.handler.js';
import { RenameCategoryHandler } from './categories/rename-category/rename-category.handler.js';
import { SetCategoryStatusHandler } from './categories/set-category-status/set-category-status.handler.js';
import { ChangeSizeGroupHandler } from './size-groups/change-size-group/change-size-group.handler.js';
import { CreateSizeGroupHandler } from './size-groups/create-size-group/create-size-group.handler.js';
import { SetSizeGroupStatusHandler } from './size-groups/set-size-group-status/set-size-group-status.handler.js';
import { SizeGroupFactsLoader } from './size-groups/size-group-facts.loader.js';
import { AddProductImageHandler } from './images/add-product-image/add-product-image.handler.js';
import { ProductImageFactsLoader } from './images/product-image-facts.loader.js';
import { ProductImagesController } from './images/product-images.controller.js';
import { ImportProductsHandler } from './import/import-products/import-products.handler.js';
import { ProductFactsLoader } from './products/product-facts.loader.js';
import { ChangePricesHandler } from './products/change-prices/change-prices.handler.js';
import { CreateProductHandler } from './products/create-product/create-product.handler.js';
import { ProductsController } from './products/products.controller.js';
import { SetProductStatusHandler } from './products/set-product-status/set-product-status.handler.js';
import { UpdateProductHandler } from './products/update-product/update-product.handler.js';
import { RecordSupplierEntryHandler } from './supplier-account/record-supplier-entry/record-supplier-entry.handler.js';
import { ReverseSupplierEntryHandler } from './supplier-account/reverse-supplier-entry/reverse-supplier-entry.handler.js';
import { SupplierAccountController } from './supplier-account/supplier-account.controller.js';
import { SupplierAccountFactsLoader } from './supplier-account/supplier-account-facts.loader.js';
import { ApplyPriceListHandler } from './supplier-sync/apply-price-list/apply-price-list.handler.js';
import { SaveSyncSettingsHandler } from './supplier-sync/save-sync-settings/save-sync-settings.handler.js';
import { SupplierSyncController } from './supplier-sync/supplier-sync.controller.js';
import { SupplierSyncFactsLoader } from './supplier-sync/supplier-sync-facts.loader.js';
import { SyncSettingsReader } from './supplier-sync/sync-settings.js';
import { SuppliersController } from './suppliers/suppliers.controller.js';
import { ChangeSupplierHandler } from './suppliers/change-supplier/change-supplier.handler.js';
import { CreateSupplierHandler } from './suppliers/create-supplier/create-supplier.handler.js';
import { SetSupplierStatusHandler } from './suppliers/set-supplier-status/set-supplier-status.handler.js';
import { AddWarehouseZonesHandler } from './warehouses/add-warehouse-zones/add-warehouse-zones.handler.js';
import { ChangeWarehouseHandler } from './warehouses/change-warehouse/change-warehouse.handler.js';
import { ChangeWarehouseZoneHandler } from './warehouses/change-warehouse-zone/change-warehouse-zone.handler.js';
import { CreateWarehouseHandler } from './warehouses/create-warehouse/create-warehouse.handler.js';
import { ImportWarehouseZonesHandler } from './warehouses/import-warehouse-zones/import-warehouse-zones.handler.js';
import { SetWarehouseStatusHandler } from './warehouses/set-warehouse-status/set-warehouse-status.handler.js';
import { WarehouseFactsLoader } from './warehouses/warehouse-facts.loader.js';
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
    ImportProductsHandler,
    ProductFactsLoader,
    AddProductImageHandler,
    ProductImageFactsLoader,
    RecordSupplierEntryHandler,
    ReverseSupplierEntryHandler,
    SupplierAccountFactsLoader,
    ApplyPriceListHandler,
    SaveSyncSettingsHandler,
    SupplierSyncFactsLoader,
    SyncSettingsReader,
    CreateWarehouseHandler,
    ChangeWarehouseHandler,
    SetWarehouseStatusHandler,
    AddWarehouseZonesHandler,
    ChangeWarehouseZoneHandler,
    ImportWarehouseZonesHandler,
    WarehouseFactsLoader,
    CreateSupplierHandler,
    ChangeSupplierHandler,
    SetSupplierStatusHandler,
    CreateCategoryHandler,
    RenameCategoryHandler,
    MoveCategoryHandler,
    SetCategoryStatusHandler,
    CategoryFactsLoader,
    CreateSizeGroupHandler,
    ChangeSizeGroupHandler,
    SetSizeGroupStatusHandler,
    SizeGroupFactsLoader,
  ],
})
export class CatalogModule {}
