import { queryOptions, useQuery } from '@tanstack/react-query';
import { EXCHANGE_RATE_READ_MODEL, type ExchangeRateItem } from '@tradedesk/contracts/finance/currencies';
import { api, isKnownMissing, rememberIfMissing } from '../lib/api';
import { waitForPosition } from '../lib/read-your-writes';

export { currentRate } from './current-rate';

/**
 * GET /be/api/cache/exchange-rate: the rates in force now (docs/finance.md), for the sidebar box
 * and the screens that prefill a rate (purchase order, receipt). Refreshed every 30 minutes and
 * whenever a rate is entered (the query is keyed by the read model's name).
 */
export type ExchangeRate = Pick<ExchangeRateItem, 'fromCode' | 'toCode' | 'rate' | 'value'> & Partial<ExchangeRateItem>;

export const EXCHANGE_RATE_REFRESH_MS = 1_800_000;

const PATH = '/api/cache/exchange-rate';

export async function getExchangeRates(): Promise<ExchangeRate[]> {
  const envelope = await api.get<unknown>(PATH, { waitFor: waitForPosition(EXCHANGE_RATE_READ_MODEL) }, { silent: true }).catch((e: unknown) => {
    rememberIfMissing(PATH, e);
    throw e;
  });
  const data = envelope.data;
  const list = Array.isArray(data) ? data : [];
  return (list as ExchangeRate[]).filter((r) => r && r.fromCode && r.toCode && r.rate !== undefined && r.rate !== null);
}

export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: [EXCHANGE_RATE_READ_MODEL, 'current'],
    queryFn: getExchangeRates,
    refetchInterval: EXCHANGE_RATE_REFRESH_MS,
    staleTime: EXCHANGE_RATE_REFRESH_MS,
    retry: false,
  });

export const useExchangeRates = (enabled = true) => useQuery({ ...exchangeRatesQueryOptions(), enabled: enabled && !isKnownMissing(PATH) });
