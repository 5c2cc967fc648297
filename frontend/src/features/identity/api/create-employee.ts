import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMPLOYEES_READ_MODEL, type CreateEmployeeBody } from '@tradedesk/contracts/identity/employees';
import { api } from '../../../lib/api';

/** POST /be/api/employees. The users read model is inline: current as soon as this answers. */
export const createEmployee = async (body: CreateEmployeeBody) => (await api.post<{ id: string }>('/api/employees', body)).data;

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEmployee, onSuccess: () => queryClient.invalidateQueries({ queryKey: [EMPLOYEES_READ_MODEL] }) });
}
