import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUPPLIER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/catalog/supplier-accounts';
import { CUSTOMER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/customers/customer-accounts';
import type { AgeingReport, AgeingRow } from '@tradedesk/contracts/reports/ageing-reports';
import { api } from '../../../lib/api';

export type { AgeingRow };

export interface PayableParams {
  asOf?: string;
  supplierId?: string;
  limit: number;
  offset: number;
}

const EMPTY: AgeingReport = { asOf: '', rows: [], total: 0, totals: [] };

/** GET /be/api/report/payable: what is owed to each supplier as of a day, aged. */
export const getPayableReport = async (q: PayableParams) => (await api.get<AgeingReport>('/api/report/payable', { ...q })).data ?? EMPTY;
export const usePayableReport = (q: PayableParams) =>
  useQuery({ queryKey: [SUPPLIER_ACCOUNTS_READ_MODEL, 'report-payable', q], queryFn: () => getPayableReport(q), placeholderData: keepPreviousData });

export interface ReceivableParams {
  asOf?: string;
  limit: number;
  offset: number;
}

/** GET /be/api/report/receivable: what each customer owes as of a day, aged by due date. */
export const getReceivableReport = async (q: ReceivableParams) => (await api.get<AgeingReport>('/api/report/receivable', { ...q })).data ?? EMPTY;
export const useReceivableReport = (q: ReceivableParams) =>
  useQuery({ queryKey: [CUSTOMER_ACCOUNTS_READ_MODEL, 'report-receivable', q], queryFn: () => getReceivableReport(q), placeholderData: keepPreviousData });
