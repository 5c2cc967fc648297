import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STOCK_ON_HAND_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import { type CreatePurchaseOrderBody, PURCHASE_ORDER_LIST_READ_MODEL, type PurchaseOrderAnswer } from '@tradedesk/contracts/purchasing/purchase-order';
import { ON_ORDER_READ_MODEL } from '@tradedesk/contracts/purchasing/replenishment';
import type { AiPurchaseLine, AiPurchaseList, AiPurchaseQuery } from '@tradedesk/contracts/reports/dashboards';
import { SALE_FACTS_READ_MODEL } from '@tradedesk/contracts/reports/sale-facts';
import { api } from '../../../lib/api';
import { noteWrite } from '../../../lib/read-your-writes';

/** GET /be/api/report/dashboards/ai-purchase: suggested purchases for a warehouse with their reasoning. */
export const getAiPurchase = async (q: Partial<AiPurchaseQuery>) => (await api.get<AiPurchaseList>('/api/report/dashboards/ai-purchase', { ...q })).data ?? null;

/** Refetched when a sale, a stock movement or a purchase order changes what it is worked out from. */
export const useAiPurchase = (q: Partial<AiPurchaseQuery> | null) =>
  useQuery({
    queryKey: [SALE_FACTS_READ_MODEL, 'ai-purchase', q],
    queryFn: () => getAiPurchase(q!),
    enabled: !!q,
    placeholderData: keepPreviousData,
    meta: { readModels: [SALE_FACTS_READ_MODEL, STOCK_ON_HAND_READ_MODEL, ON_ORDER_READ_MODEL] },
  });

/**
 * The drafts for the chosen lines: one per last supplier and currency (no supplier yet: one draft
 * without), in base units, at the last price when it was per unit. Each goes through the purchase
 * orders' own create call (POST /be/api/purchase/orders), nothing of its own.
 */
export function draftsFor(lines: readonly AiPurchaseLine[], warehouseId: string, baseCurrency: string): Omit<CreatePurchaseOrderBody, 'commandId'>[] {
  const groups = new Map<string, Omit<CreatePurchaseOrderBody, 'commandId'>>();
  for (const l of lines) {
    if (l.suggested === '0') continue;
    const currency = l.lastCurrency ?? baseCurrency;
    const key = `${l.supplierId ?? ''}|${currency}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { supplierId: l.supplierId, warehouseId, currency, expectedDate: null, note: '', lines: [] }));
    g.lines.push({ productId: l.productId, unit: 'unit', quantity: l.suggested, ...(l.lastUnit === 'unit' && l.lastUnitPrice ? { unitPrice: l.lastUnitPrice } : {}) });
  }
  return [...groups.values()];
}

export function useDraftPurchaseOrders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (drafts: Omit<CreatePurchaseOrderBody, 'commandId'>[]) => {
      const answers: PurchaseOrderAnswer[] = [];
      for (const d of drafts) answers.push((await api.post<PurchaseOrderAnswer>('/api/purchase/orders', { commandId: crypto.randomUUID(), ...d })).data!);
      return answers;
    },
    onSuccess: (answers) => {
      for (const a of answers) noteWrite(PURCHASE_ORDER_LIST_READ_MODEL, a.globalPosition);
      void qc.invalidateQueries({ queryKey: [PURCHASE_ORDER_LIST_READ_MODEL] });
    },
  });
}
