import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOMERS_READ_MODEL } from '@tradedesk/contracts/customers/customers';
import {
  type CreateMembershipLevelBody,
  type MembershipLevel,
  MEMBERSHIP_LEVELS_READ_MODEL,
  type UpdateMembershipLevelBody,
} from '@tradedesk/contracts/customers/membership-levels';
import { api } from '../../../lib/api';
import type { CommandAnswer } from './customers';

const base = '/api/customers/membership-levels';
const path = (id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;

/** GET /be/api/customers/membership-levels */
export const getLevels = async (status: 'active' | 'disabled' | 'all') => (await api.get<{ levels: MembershipLevel[] }>(base, { status })).data?.levels ?? [];
export const useLevels = (status: 'active' | 'disabled' | 'all' = 'all') =>
  useQuery({ queryKey: [MEMBERSHIP_LEVELS_READ_MODEL, 'list', status], queryFn: () => getLevels(status), meta: { readModels: [CUSTOMERS_READ_MODEL] } });

export const createLevel = async (body: CreateMembershipLevelBody) => (await api.post<CommandAnswer>(base, body)).data!;
export const updateLevel = async ({ id, body }: { id: string; body: UpdateMembershipLevelBody }) => (await api.put<CommandAnswer>(path(id), body)).data!;
export const setLevelStatus = async ({ id, action }: { id: string; action: 'disable' | 'enable' }) => (await api.post<CommandAnswer>(path(id, `/${action}`))).data!;

function useLevelMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  // A level's discount is part of every customer of it: both lists are refetched.
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: [MEMBERSHIP_LEVELS_READ_MODEL] }), qc.invalidateQueries({ queryKey: [CUSTOMERS_READ_MODEL] })]),
  });
}
export const useCreateLevel = () => useLevelMutation(createLevel);
export const useUpdateLevel = () => useLevelMutation(updateLevel);
export const useSetLevelStatus = () => useLevelMutation(setLevelStatus);
