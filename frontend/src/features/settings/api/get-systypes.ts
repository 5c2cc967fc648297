import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Systypes } from '@tradedesk/contracts/settings/systypes';
import { api } from '../../../lib/api';

/** GET /be/api/systype/systypes: drop-down lists (currencies, package types, sale types...). */
export async function getSystypes(): Promise<Partial<Systypes>> {
  const envelope = await api.get<Partial<Systypes>>('/api/systype/systypes');
  return envelope.data ?? {};
}

/** Package labels come from the company settings, so the lists refresh with them. */
export const systypesQueryOptions = () =>
  queryOptions({ queryKey: ['systypes'], queryFn: getSystypes, staleTime: 5 * 60_000, meta: { readModels: ['company-settings', 'positions'] } });

export const useSystypes = () => useQuery(systypesQueryOptions());
