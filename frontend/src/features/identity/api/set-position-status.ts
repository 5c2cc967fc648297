import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POSITIONS_READ_MODEL } from '@tradedesk/contracts/identity/positions';
import { api } from '../../../lib/api';

/** POST /be/api/positions/:id/disable | enable: holders lose or regain its role and pages. */
export const setPositionStatus = async ({ id, action }: { id: string; action: 'disable' | 'enable' }) =>
  (await api.post<unknown>(`/api/positions/${encodeURIComponent(id)}/${action}`)).data;

export function useSetPositionStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPositionStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: [POSITIONS_READ_MODEL] }) });
}
