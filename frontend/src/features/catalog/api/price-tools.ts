import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryNode } from '@tradedesk/contracts/catalog/categories';
import type { ProductImportReport } from '@tradedesk/contracts/catalog/product-import';
import {
  type ChangePricesBody,
  type ListPriceChangesQuery,
  PRICE_CHANGES_READ_MODEL,
  type PriceChangeRow,
  PRODUCTS_READ_MODEL,
} from '@tradedesk/contracts/catalog/products';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';
import { uploadBytes } from '../../../lib/upload';
import { XLSX_TYPE } from '../../../lib/xlsx';

export type { PriceChangeRow, ProductImportReport };

/** GET /be/api/categories, flattened in tree order with their paths ("Bebidas / Jugos"). */
export const getCategories = async () => {
  const tree = (await api.get<{ categories: CategoryNode[] }>('/api/categories')).data?.categories ?? [];
  const out: { id: string; path: string; productCount: number }[] = [];
  const walk = (nodes: CategoryNode[]) => nodes.forEach((n) => (out.push({ id: n.id, path: n.path, productCount: n.productCount }), walk(n.children)));
  walk(tree);
  return out;
};
export const useCategories = () => useQuery({ queryKey: ['categories', 'flat'], queryFn: getCategories, staleTime: 60_000 });

/** GET /be/api/price-changes (productId, from, to, page, limit): the price-change log. */
export const getPriceChanges = async (q: Partial<ListPriceChangesQuery>) =>
  (await api.get<{ priceChanges: PriceChangeRow[]; total: number }>('/api/price-changes', { ...q, waitFor: waitForPosition(PRICE_CHANGES_READ_MODEL) })).data ?? { priceChanges: [], total: 0 };
export const usePriceChanges = (q: Partial<ListPriceChangesQuery>) =>
  useQuery({ queryKey: [PRICE_CHANGES_READ_MODEL, 'list', q], queryFn: () => getPriceChanges(q), placeholderData: keepPreviousData });

/** PUT /be/api/products/prices: several products at once, all or none (409 when one changed meanwhile). */
export const changePrices = async (body: ChangePricesBody) =>
  (await api.put<{ changed: number; globalPosition: string }>('/api/products/prices', body)).data!;
export function useChangePrices() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changePrices,
    onSuccess: (r) => {
      noteWrite(PRICE_CHANGES_READ_MODEL, r.globalPosition);
      void qc.invalidateQueries({ queryKey: [PRODUCTS_READ_MODEL] });
      void qc.invalidateQueries({ queryKey: [PRICE_CHANGES_READ_MODEL] });
    },
  });
}

/** POST /be/api/products/import: the .xlsx bytes, mode and createCategories; answers the job to follow. */
export const importProducts = (file: File, opts: { mode: string; createCategories: boolean }, onProgress?: (fraction: number) => void) =>
  uploadBytes<{ jobId: string }>('/api/products/import', file, { query: opts, contentType: XLSX_TYPE, onProgress });

export interface ImageUploadResult {
  productId: string;
  code: string;
  matchedBy: 'code' | 'barcode';
  imageId: string;
  url: string;
  added: boolean;
}
/** POST /be/api/products/images?fileName=: one picture, named after a product code or barcode. */
export const uploadProductImage = (file: File, onProgress?: (fraction: number) => void) =>
  uploadBytes<ImageUploadResult>('/api/products/images', file, { query: { fileName: file.name }, contentType: file.type || 'application/octet-stream', onProgress });
