import { queryOptions, useQuery } from '@tanstack/react-query';
import { POSITIONS_READ_MODEL, type PositionList } from '@tradedesk/contracts/identity/positions';
import { api } from '../../../lib/api';

/** GET /be/api/positions (includeDisabled, search). */
export async function getPositions(includeDisabled: boolean): Promise<PositionList> {
  const envelope = await api.get<PositionList>('/api/positions', { includeDisabled: String(includeDisabled) });
  return envelope.data ?? { positions: [], total: 0 };
}

export const positionsQueryOptions = (includeDisabled: boolean) =>
  queryOptions({ queryKey: [POSITIONS_READ_MODEL, { includeDisabled }], queryFn: () => getPositions(includeDisabled) });

export const usePositions = (includeDisabled = false) => useQuery(positionsQueryOptions(includeDisabled));
