import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUPPLIER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/catalog/supplier-accounts';
import { CUSTOMER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/customers/customer-accounts';
import { CUSTOMERS_READ_MODEL } from '@tradedesk/contracts/customers/customers';
import { SALE_MONEY_READ_MODEL } from '@tradedesk/contracts/finance/payments';
import type {
  DetailFilters,
  RepaymentGroup,
  RepaymentReport,
  RepaymentRow,
  RepaymentSide,
  SaleDetailReport,
  SaleDetailRow,
  SaleDetailSort,
  StatementReport,
  StatementRow,
} from '@tradedesk/contracts/reports/report-details';
import { SALE_ORDER_LIST_READ_MODEL } from '@tradedesk/contracts/sales/sale-order';
import { api } from '../../../lib/api';

export type { RepaymentRow, SaleDetailRow, StatementReport, StatementRow };

interface Paged {
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** What the sale detail screen sends (query strings as the address holds them). */
export interface SaleDetailParams extends Paged {
  customerId?: string;
  walkIn?: 'true';
  product?: string;
  categoryId?: string;
  salespersonId?: string;
  warehouseId?: string;
  gift?: string;
  sort?: SaleDetailSort;
  desc?: 'true' | 'false';
}

export interface StatementParams extends Paged {
  currency?: string;
}

export interface RepaymentParams extends Paged {
  side?: RepaymentSide;
  by?: RepaymentGroup;
  partyId?: string;
}

const EMPTY_SALES: SaleDetailReport = {
  rows: [], total: 0, totals: { lines: 0, orders: 0, baseQuantity: '0', giftQuantity: '0', amount: '0', cost: null, profit: null }, currency: '', costCurrency: '',
};
const emptyStatement = (id: string): StatementReport => ({ party: { id, code: null, name: null }, currencies: [], rows: [], total: 0 });
const EMPTY_REPAYMENT: RepaymentReport = { rows: [], total: 0, totals: [], base: { currency: '', amount: '0', unconverted: 0 } };

/** GET /be/api/report/sale-detail: every committed sale line of the period. */
export const getSaleDetail = async (q: SaleDetailParams) => (await api.get<SaleDetailReport>('/api/report/sale-detail', { ...q })).data ?? EMPTY_SALES;
export const useSaleDetail = (q: SaleDetailParams) =>
  useQuery({ queryKey: [SALE_ORDER_LIST_READ_MODEL, 'report-sale-detail', q], queryFn: () => getSaleDetail(q), placeholderData: keepPreviousData });

/** A statement's fetch and query hook (nothing is asked until a party is chosen). */
function statementCalls(path: string, readModel: string, param: 'customerId' | 'supplierId') {
  const get = async (partyId: string, q: StatementParams) => (await api.get<StatementReport>(path, { [param]: partyId, ...q })).data ?? emptyStatement(partyId);
  const use = (partyId: string, q: StatementParams) =>
    useQuery({ queryKey: [readModel, path, partyId, q], queryFn: () => get(partyId, q), enabled: partyId !== '', placeholderData: keepPreviousData });
  return { get, use };
}

/** GET /be/api/report/customer-detail: one customer's statement. */
export const { get: getCustomerStatement, use: useCustomerStatement } = statementCalls('/api/report/customer-detail', CUSTOMER_ACCOUNTS_READ_MODEL, 'customerId');
/** GET /be/api/report/supplier-detail: one supplier's statement. */
export const { get: getSupplierStatement, use: useSupplierStatement } = statementCalls('/api/report/supplier-detail', SUPPLIER_ACCOUNTS_READ_MODEL, 'supplierId');

/** GET /be/api/report/repayment: money collected from customers or paid to suppliers, grouped. */
export const getRepayment = async (q: RepaymentParams) => (await api.get<RepaymentReport>('/api/report/repayment', { ...q })).data ?? EMPTY_REPAYMENT;
export const useRepayment = (q: RepaymentParams) =>
  useQuery({
    queryKey: [q.side === 'suppliers' ? SUPPLIER_ACCOUNTS_READ_MODEL : SALE_MONEY_READ_MODEL, 'report-repayment', q],
    queryFn: () => getRepayment(q),
    placeholderData: keepPreviousData,
  });

/** GET /be/api/report/detail-filters: customers, salespeople and categories of the filters. */
export const useDetailFilters = () =>
  useQuery({
    queryKey: [CUSTOMERS_READ_MODEL, 'report-detail-filters'],
    queryFn: async (): Promise<DetailFilters> => (await api.get<DetailFilters>('/api/report/detail-filters')).data ?? { customers: [], salespeople: [], categories: [] },
    staleTime: 60_000,
  });
