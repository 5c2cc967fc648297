import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AddPayMethodBody, type ChangePayMethodBody, PAY_METHODS_READ_MODEL, type PayMethodList } from '@tradedesk/contracts/pos/pay-methods';
import { api } from '../../../lib/api';
import { noteWrite, waitForPosition } from '../../../lib/read-your-writes';

interface Answer {
  id: string;
  globalPosition: string;
}

/** GET /be/api/setting/pay-method: every payment method in till order. */
export const getPayMethods = async () => (await api.get<PayMethodList>('/api/setting/pay-method', { status: 'all', waitFor: waitForPosition(PAY_METHODS_READ_MODEL) })).data ?? { payMethods: [] };
export const usePayMethods = () => useQuery({ queryKey: [PAY_METHODS_READ_MODEL], queryFn: getPayMethods });

/** The money accounts a method may post to (GET /be/api/finance/accounts). */
export const useMoneyAccountChoices = () =>
  useQuery({
    queryKey: ['money-accounts', 'pay-method'],
    queryFn: async () => (await api.get<{ accounts: { id: string; name: string; currency: string; kind: string }[] }>('/api/finance/accounts')).data?.accounts ?? [],
  });

export type PayMethodCommand = { action: 'add'; body: AddPayMethodBody } | { action: 'change'; id: string; body: ChangePayMethodBody } | { action: 'enable' | 'disable'; id: string };

/** Add, change, enable, disable: POST/PUT under /be/api/setting/pay-method. */
export function usePayMethodCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (c: PayMethodCommand) => {
      const base = '/api/setting/pay-method';
      const r =
        c.action === 'add' ? await api.post<Answer>(base, c.body)
        : c.action === 'change' ? await api.put<Answer>(`${base}/${encodeURIComponent(c.id)}`, c.body)
        : await api.post<Answer>(`${base}/${encodeURIComponent(c.id)}/${c.action}`);
      return r.data!;
    },
    onSuccess: (r) => {
      noteWrite(PAY_METHODS_READ_MODEL, r.globalPosition);
      void client.invalidateQueries({ queryKey: [PAY_METHODS_READ_MODEL] });
    },
  });
}
