import { queryOptions, useQuery } from '@tanstack/react-query';
import { EMPLOYEES_READ_MODEL, type EmployeeList } from '@tradedesk/contracts/identity/employees';
import { api } from '../../../lib/api';

/**
 * The users the system log can be filtered by: GET /be/api/employees?disabled=all (the identity
 * context's endpoint, called through its contract: features do not import each other).
 */
export interface LogUser {
  id: string;
  username: string;
  name: string;
}

export async function getLogUsers(): Promise<LogUser[]> {
  const envelope = await api.get<EmployeeList>('/api/employees', { disabled: 'all', limit: 500 });
  return (envelope.data?.employees ?? []).map(({ id, username, name }) => ({ id, username, name }));
}

export const logUsersQueryOptions = () => queryOptions({ queryKey: [EMPLOYEES_READ_MODEL, 'log-users'], queryFn: getLogUsers, staleTime: 60_000 });

export const useLogUsers = () => useQuery(logUsersQueryOptions());
