import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddCurrencyBody,
  CURRENCY_READ_MODEL,
  type CurrencyList,
  type EnterExchangeRateBody,
  EXCHANGE_RATE_READ_MODEL,
  type FinanceStatistic,
  type RateHistory,
} from '@tradedesk/contracts/finance/currencies';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

/** What the finance commands answer: where their events landed. */
export interface FinanceCommandAnswer {
  id: string | null;
  streamVersion: number;
  globalPosition: string;
  duplicate: boolean;
}

/** GET /be/api/currencies (limit 9999, the spec's currency list limit) -> { currencies, total }. */
export const getCurrencies = async () => (await api.get<CurrencyList>('/api/currencies', { limit: 9999, waitFor: waitForPosition(CURRENCY_READ_MODEL) })).data ?? { currencies: [], total: 0 };
export const useCurrencies = () => useQuery({ queryKey: [CURRENCY_READ_MODEL, 'list'], queryFn: getCurrencies });

/** GET /be/api/currencies/finance-statistic: receivables and payables per currency. */
export const getFinanceStatistic = async () => (await api.get<FinanceStatistic>('/api/currencies/finance-statistic', { waitFor: waitForPosition(EXCHANGE_RATE_READ_MODEL) })).data!;
export const useFinanceStatistic = () => useQuery({ queryKey: [EXCHANGE_RATE_READ_MODEL, 'statistic'], queryFn: getFinanceStatistic, meta: { readModels: ['customer-accounts', 'supplier-accounts'] } });

export interface RateHistoryFilters {
  currency: string;
  page: number;
  limit: number;
}

/** GET /be/api/currency/exchange-rates (fromCode, toCode, page, limit) -> { rates, total }; `currency` filters the FROM side. */
export const getRateHistory = async (f: RateHistoryFilters) =>
  (await api.get<RateHistory>('/api/currency/exchange-rates', { ...(f.currency ? { fromCode: f.currency } : {}), page: f.page, limit: f.limit, waitFor: waitForPosition(EXCHANGE_RATE_READ_MODEL) })).data ?? { rates: [], total: 0 };
export const useRateHistory = (f: RateHistoryFilters) => useQuery({ queryKey: [EXCHANGE_RATE_READ_MODEL, 'history', f], queryFn: () => getRateHistory(f), placeholderData: keepPreviousData });

/** POST /be/api/currencies {commandId, code, name}. */
export function useAddCurrency() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddCurrencyBody) => (await api.post<FinanceCommandAnswer>('/api/currencies', body)).data!,
    onSuccess: (r) => {
      noteWrite(CURRENCY_READ_MODEL, r.globalPosition);
      return qc.invalidateQueries({ queryKey: [CURRENCY_READ_MODEL] });
    },
  });
}

/** POST /be/api/currency/exchange-rate {commandId, fromCode, toCode, rate, effectiveAt?, memo?}: refreshes the history, the sidebar box and the prefills. */
export function useEnterExchangeRate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: EnterExchangeRateBody) => (await api.post<FinanceCommandAnswer>('/api/currency/exchange-rate', body)).data!,
    onSuccess: (r) => {
      noteWrite(EXCHANGE_RATE_READ_MODEL, r.globalPosition);
      return qc.invalidateQueries({ queryKey: [EXCHANGE_RATE_READ_MODEL] });
    },
  });
}
