import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMPLOYEES_READ_MODEL } from '@tradedesk/contracts/identity/employees';
import { api } from '../../../lib/api';

/** POST /be/api/employees/:id/disable | enable. A disabled employee is signed out at once. */
export const setEmployeeStatus = async ({ id, action }: { id: string; action: 'disable' | 'enable' }) =>
  (await api.post<unknown>(`/api/employees/${encodeURIComponent(id)}/${action}`)).data;

export function useSetEmployeeStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setEmployeeStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: [EMPLOYEES_READ_MODEL] }) });
}
