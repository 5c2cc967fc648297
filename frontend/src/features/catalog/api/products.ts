import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateProductBody,
  type HistoryEntry,
  type ListProductsQuery,
  type Product,
  type ProductList,
  PRODUCTS_READ_MODEL,
  type UpdateProductBody,
} from '@tradedesk/contracts/catalog/products';
import type { UnitKey } from '@tradedesk/contracts/catalog/units';
import { api } from '../../../lib/api';

/** GET /be/api/products (search code/name/barcode, status, page, limit). */
export type ProductsQuery = Partial<ListProductsQuery>;

export async function getProducts(query: ProductsQuery): Promise<ProductList> {
  return (await api.get<ProductList>('/api/products', { ...query })).data ?? { products: [], total: 0 };
}
export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({ queryKey: [PRODUCTS_READ_MODEL, 'list', query], queryFn: () => getProducts(query), placeholderData: keepPreviousData });
export const useProducts = (query: ProductsQuery, enabled = true) => useQuery({ ...productsQueryOptions(query), enabled });

/** GET /be/api/products/:id */
export const getProduct = async (id: string) => (await api.get<Product>(`/api/products/${encodeURIComponent(id)}`)).data!;
export const useProduct = (id: string | undefined) =>
  useQuery({ queryKey: [PRODUCTS_READ_MODEL, 'one', id], queryFn: () => getProduct(id!), enabled: Boolean(id) });

/** GET /be/api/products/:id/history */
export const getProductHistory = async (id: string) =>
  (await api.get<{ streamId: string; events: HistoryEntry[] }>(`/api/products/${encodeURIComponent(id)}/history`)).data?.events ?? [];
export const useProductHistory = (id: string) =>
  useQuery({ queryKey: [PRODUCTS_READ_MODEL, 'history', id], queryFn: () => getProductHistory(id) });

/** GET /be/api/products/by-barcode/:barcode (the product and the unit of that barcode). */
export const getProductByBarcode = async (barcode: string) =>
  (await api.get<{ product: Product; unit: UnitKey }>(`/api/products/by-barcode/${encodeURIComponent(barcode)}`, undefined, { silent: true })).data!;

/** POST /be/api/products (409 when the code or a barcode is taken). */
export const createProduct = async (body: CreateProductBody) => (await api.post<{ id: string }>('/api/products', body)).data!;
/** PUT /be/api/products/:id ({version, ...changes}; 409 on a stale version). */
export const updateProduct = async ({ id, body }: { id: string; body: UpdateProductBody }) =>
  (await api.put<{ id: string }>(`/api/products/${encodeURIComponent(id)}`, body)).data;

export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => qc.invalidateQueries({ queryKey: [PRODUCTS_READ_MODEL] }) });
}
export function useUpdateProduct() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => qc.invalidateQueries({ queryKey: [PRODUCTS_READ_MODEL] }) });
}
