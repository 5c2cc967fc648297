import type { ProductEvent } from '@tradedesk/contracts/catalog/products';
import { decideByType, type Decider } from '../../platform/cqrs/decider.js';
import { type AddImage, decideAddImage } from '../images/add-product-image/add-product-image.decide.js';
import { type ApplyPriceList, decideApplyPriceList } from '../supplier-sync/apply-price-list/apply-price-list.decide.js';
import { type ChangeListedPrices, type ChangePrices, decideChangeListedPrices, decideChangePrices } from './change-prices/change-prices.decide.js';
import { type CreateProduct, decideCreateProduct } from './create-product/create-product.decide.js';
import { decideLinkSupplier, decideUnlinkSupplier, type LinkSupplier, type UnlinkSupplier } from './link-supplier/link-supplier.decide.js';
import { evolveProduct, initialProductState, type ProductState } from './product.state.js';
import { decideDisableProduct, decideEnableProduct, type DisableProduct, type EnableProduct } from './set-product-status/set-product-status.decide.js';
import { type ChangeProduct, decideChangeProduct } from './update-product/update-product.decide.js';

export type ProductCommand =
  | CreateProduct
  | ChangeProduct
  | ChangePrices
  | ChangeListedPrices
  | DisableProduct
  | EnableProduct
  | LinkSupplier
  | UnlinkSupplier
  | AddImage
  | ApplyPriceList;

/**
 * A product: code and barcodes unique (checked on the loader's facts, enforced by the inline read
 * model's unique indexes), packings with a size > 0, prices only for packings it has. Each
 * command's rule is in the use-case folder named after it.
 */
export const productDecider: Decider<ProductCommand, ProductState, ProductEvent> = {
  initialState: initialProductState,
  evolve: evolveProduct,
  decide: decideByType<ProductCommand, ProductState, ProductEvent>({
    CreateProduct: decideCreateProduct,
    ChangeProduct: decideChangeProduct,
    ChangePrices: decideChangePrices,
    ChangeListedPrices: decideChangeListedPrices,
    DisableProduct: decideDisableProduct,
    EnableProduct: decideEnableProduct,
    LinkSupplier: decideLinkSupplier,
    UnlinkSupplier: decideUnlinkSupplier,
    AddImage: decideAddImage,
    ApplyPriceList: decideApplyPriceList,
  }),
};
