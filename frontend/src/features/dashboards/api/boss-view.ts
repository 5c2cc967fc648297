import { useQuery } from '@tanstack/react-query';
import { SALE_MONEY_READ_MODEL } from '@tradedesk/contracts/finance/payments';
import type { BossView, BossViewQuery } from '@tradedesk/contracts/reports/dashboards';
import { SALE_FACTS_READ_MODEL } from '@tradedesk/contracts/reports/sale-facts';
import { api } from '../../../lib/api';

/** GET /be/api/report/dashboards/boss-view: the boss view as of a day (default today). */
export const getBossView = async (q: BossViewQuery) => (await api.get<BossView>('/api/report/dashboards/boss-view', { ...q })).data ?? null;

/**
 * The boss view; keyed by the sale-facts read model (and listing sale-money), so a committed sale
 * or a payment pushed on /be/live refetches it: no reload, no polling.
 */
export const useBossView = (q: BossViewQuery) =>
  useQuery({ queryKey: [SALE_FACTS_READ_MODEL, 'boss-view', q], queryFn: () => getBossView(q), meta: { readModels: [SALE_FACTS_READ_MODEL, SALE_MONEY_READ_MODEL] } });
