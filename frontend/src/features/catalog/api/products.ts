import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateProductBody,
  type HistoryEntry,
  type Product,
  PRODUCTS_READ_MODEL,
  type UpdateProductBody,
} from '@tradedesk/contracts/catalog/products';
import { api } from '../../../lib/api';

/** GET /be/api/products/:id */
export const getProduct = async (id: string) => (await api.get<Product>(`/api/products/${encodeURIComponent(id)}`)).data!;
export const useProduct = (id: string | undefined) =>
  useQuery({ queryKey: [PRODUCTS_READ_MODEL, 'one', id], queryFn: () => getProduct(id!), enabled: Boolean(id) });

/** GET /be/api/products/:id/history */
export const getProductHistory = async (id: string) =>
  (await api.get<{ streamId: string; events: HistoryEntry[] }>(`/api/products/${encodeURIComponent(id)}/history`)).data?.events ?? [];
export const useProductHistory = (id: string) =>
  useQuery({ queryKey: [PRODUCTS_READ_MODEL, 'history', id], queryFn: () => getProductHistory(id) });

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
