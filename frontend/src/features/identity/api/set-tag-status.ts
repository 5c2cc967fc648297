import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAGS_READ_MODEL } from '@tradedesk/contracts/identity/tags';
import { api } from '../../../lib/api';

/** POST /be/api/tags/:id/disable | enable. */
export const setTagStatus = async ({ id, action }: { id: string; action: 'disable' | 'enable' }) =>
  (await api.post<unknown>(`/api/tags/${encodeURIComponent(id)}/${action}`)).data;

export function useSetTagStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setTagStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: [TAGS_READ_MODEL] }) });
}
