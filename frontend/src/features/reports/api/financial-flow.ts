import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACCOUNT_POSTINGS_READ_MODEL } from '@tradedesk/contracts/finance/money-accounts';
import type { FinancialFlowReport, FinancialFlowRow } from '@tradedesk/contracts/reports/financial-flow';
import { api } from '../../../lib/api';

export type { FinancialFlowRow };

export interface FinancialFlowParams {
  from?: string;
  to?: string;
  accountId?: string;
}

/** GET /be/api/report/financial-flow: money in and out per account and class or kind (every row in one answer). */
export const getFinancialFlow = async (q: FinancialFlowParams) => (await api.get<FinancialFlowReport>('/api/report/financial-flow', { ...q })).data ?? { rows: [], totals: [] };
export const useFinancialFlow = (q: FinancialFlowParams) =>
  useQuery({ queryKey: [ACCOUNT_POSTINGS_READ_MODEL, 'report-financial-flow', q], queryFn: () => getFinancialFlow(q), placeholderData: keepPreviousData });
