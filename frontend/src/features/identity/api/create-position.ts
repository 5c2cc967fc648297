import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POSITIONS_READ_MODEL, type CreatePositionBody } from '@tradedesk/contracts/identity/positions';
import { api } from '../../../lib/api';

/** POST /be/api/positions {name, description, pagePrivileges}. */
export const createPosition = async (body: CreatePositionBody) => (await api.post<{ id: string }>('/api/positions', body)).data;

export function useCreatePosition() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPosition, onSuccess: () => queryClient.invalidateQueries({ queryKey: [POSITIONS_READ_MODEL] }) });
}
