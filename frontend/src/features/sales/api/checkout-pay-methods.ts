import { useQuery } from '@tanstack/react-query';
import { PAY_METHODS_READ_MODEL, type PayMethod, type PayMethodList } from '@tradedesk/contracts/pos/pay-methods';
import { api } from '../../../lib/api';

export type { PayMethod };

/** GET /be/api/setting/pay-method?status=active: the company's payment methods in till order (the retail checkout offers them). */
export const getCheckoutPayMethods = async () => (await api.get<PayMethodList>('/api/setting/pay-method', { status: 'active' })).data?.payMethods ?? [];
export const useCheckoutPayMethods = () => useQuery({ queryKey: [PAY_METHODS_READ_MODEL, 'checkout'], queryFn: getCheckoutPayMethods, staleTime: 60_000 });
