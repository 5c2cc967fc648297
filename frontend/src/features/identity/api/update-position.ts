import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POSITIONS_READ_MODEL, type UpdatePositionBody } from '@tradedesk/contracts/identity/positions';
import { api } from '../../../lib/api';

/** PUT /be/api/positions/:id {version, name?, description?, pagePrivileges?}; 409 on a stale version. */
export const updatePosition = async ({ id, body }: { id: string; body: UpdatePositionBody }) =>
  (await api.put<{ id: string }>(`/api/positions/${encodeURIComponent(id)}`, body)).data;

export function useUpdatePosition() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePosition, onSuccess: () => queryClient.invalidateQueries({ queryKey: [POSITIONS_READ_MODEL] }) });
}
