import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EXCHANGE_RATE_READ_MODEL } from '@tradedesk/contracts/finance/currencies';
import { FINANCE_ENTRIES_READ_MODEL } from '@tradedesk/contracts/finance/money-accounts';
import { COST_READ_MODEL } from '@tradedesk/contracts/inventory/cost';
import { STOCK_ON_HAND_READ_MODEL } from '@tradedesk/contracts/inventory/stock';
import { SALE_FACTS_READ_MODEL } from '@tradedesk/contracts/reports/sale-facts';
import type {
  GiftReport,
  GiftRow,
  PureProfitClassRow,
  PureProfitReport,
  PureProfitRow,
  ShelfLifeReport,
  ShelfLifeRow,
  ShelfLifeStatus,
  SlowMovingReport,
  SlowMovingRow,
} from '@tradedesk/contracts/reports/stock-profit';
import { api } from '../../../lib/api';

export type { GiftRow, PureProfitClassRow, PureProfitRow, ShelfLifeRow, ShelfLifeStatus, SlowMovingRow };

/** Query strings as the address holds them (docs/report-stock-profit.md). */
export interface SlowMovingParams {
  days?: string;
  sellThrough?: string;
  by?: 'product' | 'warehouse';
  warehouseId?: string;
  limit: number;
  offset: number;
}

const EMPTY_SLOW: SlowMovingReport = { day: '', from: '', costCurrency: '', rows: [], total: 0, totals: { onHand: '0', stockValue: '0' } };

/** GET /be/api/report/slow-moving */
export const getSlowMoving = async (q: SlowMovingParams) => (await api.get<SlowMovingReport>('/api/report/slow-moving', { ...q })).data ?? EMPTY_SLOW;
export const useSlowMoving = (q: SlowMovingParams) =>
  useQuery({ queryKey: [SALE_FACTS_READ_MODEL, 'report-slow-moving', q], meta: { readModels: [COST_READ_MODEL, STOCK_ON_HAND_READ_MODEL] }, queryFn: () => getSlowMoving(q), placeholderData: keepPreviousData });

export interface PureProfitParams {
  from?: string;
  to?: string;
  by?: 'month' | 'day';
}

const EMPTY_FIGURES = { sales: '0', cost: '0', grossProfit: '0', otherIncome: '0', expenses: '0', netProfit: '0', margin: null };

/** GET /be/api/report/pure-profit (every period and class in one answer). */
export const usePureProfit = (q: PureProfitParams) =>
  useQuery({
    queryKey: [SALE_FACTS_READ_MODEL, 'report-pure-profit', q],
    meta: { readModels: [FINANCE_ENTRIES_READ_MODEL, EXCHANGE_RATE_READ_MODEL] },
    queryFn: async () => (await api.get<PureProfitReport>('/api/report/pure-profit', { ...q })).data ?? { currency: '', rows: [], classes: [], totals: EMPTY_FIGURES, unconverted: [] },
    placeholderData: keepPreviousData,
  });

export interface ShelfLifeParams {
  within?: string;
  status?: ShelfLifeStatus;
  warehouseId?: string;
  limit: number;
  offset: number;
}

const ZERO = { quantity: '0', value: '0' };
const EMPTY_SHELF: ShelfLifeReport = { day: '', within: 0, costCurrency: '', rows: [], total: 0, totals: { expired: ZERO, expiring: ZERO, fine: ZERO } };

/** GET /be/api/report/shelf-life */
export const getShelfLife = async (q: ShelfLifeParams) => (await api.get<ShelfLifeReport>('/api/report/shelf-life', { ...q })).data ?? EMPTY_SHELF;
export const useShelfLife = (q: ShelfLifeParams) =>
  useQuery({ queryKey: [COST_READ_MODEL, 'report-shelf-life', q], queryFn: () => getShelfLife(q), placeholderData: keepPreviousData });

export interface GiftParams {
  from?: string;
  to?: string;
  by?: 'product' | 'customer' | 'salesperson';
  warehouseId?: string;
  limit: number;
  offset: number;
}

const EMPTY_GIFT: GiftReport = { costCurrency: '', rows: [], total: 0, totals: { quantity: '0', cost: '0', lines: 0, orders: 0 } };

/** GET /be/api/report/gift */
export const getGifts = async (q: GiftParams) => (await api.get<GiftReport>('/api/report/gift', { ...q })).data ?? EMPTY_GIFT;
export const useGifts = (q: GiftParams) =>
  useQuery({ queryKey: [SALE_FACTS_READ_MODEL, 'report-gift', q], meta: { readModels: [COST_READ_MODEL] }, queryFn: () => getGifts(q), placeholderData: keepPreviousData });
