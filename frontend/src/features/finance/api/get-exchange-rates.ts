import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isKnownMissing, rememberIfMissing } from '../../../lib/api';

/** GET /be/api/cache/exchange-rate -> data: [{ fromCode, toCode, rate, value? }] (docs/shell.md "Sidebar"). */
export interface ExchangeRate {
  fromCode: string;
  toCode: string;
  rate: number | string;
  value?: number | string;
}

export const EXCHANGE_RATE_REFRESH_MS = 1_800_000;

const PATH = '/api/cache/exchange-rate';

export async function getExchangeRates(): Promise<ExchangeRate[]> {
  const envelope = await api.get<unknown>(PATH, undefined, { silent: true }).catch((e: unknown) => {
    rememberIfMissing(PATH, e);
    throw e;
  });
  const data = envelope.data;
  const list = Array.isArray(data) ? data : Array.isArray((data as { list?: unknown })?.list) ? (data as { list: unknown[] }).list : [];
  return (list as ExchangeRate[]).filter((r) => r && r.fromCode && r.toCode && r.rate !== undefined && r.rate !== null);
}

export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['exchange-rates'],
    queryFn: getExchangeRates,
    refetchInterval: EXCHANGE_RATE_REFRESH_MS,
    staleTime: EXCHANGE_RATE_REFRESH_MS,
    retry: false,
  });

export const useExchangeRates = (enabled: boolean) => useQuery({ ...exchangeRatesQueryOptions(), enabled: enabled && !isKnownMissing(PATH) });
