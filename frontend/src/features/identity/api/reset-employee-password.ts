import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@tradedesk/contracts/identity/employees';
import { api } from '../../../lib/api';

/** PUT /be/api/employees/:id/password {newPassword}: the employee's sessions end. */
export const resetEmployeePassword = async ({ id, body }: { id: string; body: ResetPasswordBody }) =>
  (await api.put<unknown>(`/api/employees/${encodeURIComponent(id)}/password`, body)).data;

export const useResetEmployeePassword = () => useMutation({ mutationFn: resetEmployeePassword });
