import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EMPLOYEES_READ_MODEL, type EmployeeList, type ListEmployeesQuery } from '@tradedesk/contracts/identity/employees';
import { api } from '../../../lib/api';

/** GET /be/api/employees (search, disabled true|false|all, role, positionId, tagId, page, limit). */
export type EmployeesQuery = Partial<ListEmployeesQuery>;

export async function getEmployees(query: EmployeesQuery): Promise<EmployeeList> {
  const envelope = await api.get<EmployeeList>('/api/employees', { ...query });
  return envelope.data ?? { employees: [], total: 0 };
}

/** Keyed by the read model 'users': a live change by another administrator refreshes the list. */
export const employeesQueryOptions = (query: EmployeesQuery) =>
  queryOptions({ queryKey: [EMPLOYEES_READ_MODEL, 'list', query], queryFn: () => getEmployees(query), placeholderData: keepPreviousData });

export const useEmployees = (query: EmployeesQuery) => useQuery(employeesQueryOptions(query));
