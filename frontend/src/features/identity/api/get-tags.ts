import { queryOptions, useQuery } from '@tanstack/react-query';
import { TAGS_READ_MODEL, type TagList } from '@tradedesk/contracts/identity/tags';
import { api } from '../../../lib/api';

/** GET /be/api/tags (includeDisabled, search). */
export async function getTags(includeDisabled: boolean): Promise<TagList> {
  const envelope = await api.get<TagList>('/api/tags', { includeDisabled: String(includeDisabled) });
  return envelope.data ?? { tags: [], total: 0 };
}

export const tagsQueryOptions = (includeDisabled: boolean) =>
  queryOptions({ queryKey: [TAGS_READ_MODEL, { includeDisabled }], queryFn: () => getTags(includeDisabled) });

export const useTags = (includeDisabled = false) => useQuery(tagsQueryOptions(includeDisabled));
