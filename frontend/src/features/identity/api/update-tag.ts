import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAGS_READ_MODEL, type UpdateTagBody } from '@tradedesk/contracts/identity/tags';
import { api } from '../../../lib/api';

/** PUT /be/api/tags/:id {version, name?, color?}; 409 on a stale version. */
export const updateTag = async ({ id, body }: { id: string; body: UpdateTagBody }) =>
  (await api.put<{ id: string }>(`/api/tags/${encodeURIComponent(id)}`, body)).data;

export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTag, onSuccess: () => queryClient.invalidateQueries({ queryKey: [TAGS_READ_MODEL] }) });
}
