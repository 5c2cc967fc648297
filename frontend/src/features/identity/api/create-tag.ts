import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAGS_READ_MODEL, type CreateTagBody } from '@tradedesk/contracts/identity/tags';
import { api } from '../../../lib/api';

/** POST /be/api/tags {name, color}. */
export const createTag = async (body: CreateTagBody) => (await api.post<{ id: string }>('/api/tags', body)).data;

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTag, onSuccess: () => queryClient.invalidateQueries({ queryKey: [TAGS_READ_MODEL] }) });
}
