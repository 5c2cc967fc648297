import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMPLOYEES_READ_MODEL, type UpdateEmployeeBody } from '@tradedesk/contracts/identity/employees';
import { api } from '../../../lib/api';

/** PUT /be/api/employees/:id (roles, positions, tags, privileges, profile); 409 on a stale version. */
export const updateEmployee = async ({ id, body }: { id: string; body: UpdateEmployeeBody }) =>
  (await api.put<{ id: string }>(`/api/employees/${encodeURIComponent(id)}`, body)).data;

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEmployee, onSuccess: () => queryClient.invalidateQueries({ queryKey: [EMPLOYEES_READ_MODEL] }) });
}
