import { useQuery } from '@tanstack/react-query';
import { MONEY_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/finance/money-accounts';
import type { PaymentAccountList, PaymentAccountRef } from '@tradedesk/contracts/finance/payments';
import { api } from '../lib/api';

/**
 * GET /be/api/finance/payment-accounts?currency=: the cash boxes and bank accounts a payment in
 * that currency may go into or leave, in opening order (docs/finance-payments.md). Shared by the
 * sale pay dialogs and the supplier payment form (their "Into account" / "From account" pickers).
 */
export async function getPaymentAccounts(currency: string): Promise<PaymentAccountRef[]> {
  return (await api.get<PaymentAccountList>('/api/finance/payment-accounts', { currency })).data?.accounts ?? [];
}

export const usePaymentAccounts = (currency: string, enabled = true) =>
  useQuery({ queryKey: [MONEY_ACCOUNTS_READ_MODEL, 'payment', currency], queryFn: () => getPaymentAccounts(currency), enabled: enabled && /^[A-Z]{3}$/.test(currency), staleTime: 60_000 });
