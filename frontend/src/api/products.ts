import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListProductsQuery, type Product, type ProductList, PRODUCTS_READ_MODEL } from '@tradedesk/contracts/catalog/products';
import type { UnitKey } from '@tradedesk/contracts/catalog/units';
import { api } from '../lib/api';

/**
 * Product look-ups every screen that picks a product makes (catalog, stock, sales): shared calls
 * live in src/api so that features never import each other.
 */

/** GET /be/api/products (search code/name/barcode, status, page, limit); past 10,000 matches `total` is an estimate (`totalEstimated`). */
export type ProductsQuery = Partial<ListProductsQuery>;

export async function getProducts(query: ProductsQuery): Promise<ProductList> {
  return (await api.get<ProductList>('/api/products', { ...query })).data ?? { products: [], total: 0, totalEstimated: false };
}
export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({ queryKey: [PRODUCTS_READ_MODEL, 'list', query], queryFn: () => getProducts(query), placeholderData: keepPreviousData });
export const useProducts = (query: ProductsQuery, enabled = true) => useQuery({ ...productsQueryOptions(query), enabled });

/** GET /be/api/products/by-barcode/:barcode (the product and the unit of that barcode). */
export const getProductByBarcode = async (barcode: string) =>
  (await api.get<{ product: Product; unit: UnitKey }>(`/api/products/by-barcode/${encodeURIComponent(barcode)}`, undefined, { silent: true })).data!;

/** GET /be/api/products/:id: one product (a screen that keeps a product's id in its address shows it again on reload). */
export const useProduct = (id: string | null) =>
  useQuery({ queryKey: [PRODUCTS_READ_MODEL, 'one', id], queryFn: async () => (await api.get<Product>(`/api/products/${encodeURIComponent(id!)}`, undefined, { silent: true })).data!, enabled: Boolean(id) });
