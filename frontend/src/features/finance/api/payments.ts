import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUPPLIER_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/catalog/supplier-accounts';
import { type MoneyByDocumentList, type MoneyByDocumentQuery, PURCHASE_MONEY_READ_MODEL, SALE_MONEY_READ_MODEL } from '@tradedesk/contracts/finance/payments';
import { PURCHASE_ORDER_LIST_READ_MODEL } from '@tradedesk/contracts/purchasing/purchase-order';
import { SALE_ORDER_LIST_READ_MODEL } from '@tradedesk/contracts/sales/sale-order';
import { api } from '../../../lib/api';
import { positionAfter, waitForPosition } from '../../../lib/read-your-writes';

/** The newest position this browser wrote to any of these read models (a payment taken on a sale screen, a supplier payment...). */
const newest = (models: string[]) =>
  models.map(waitForPosition).reduce<string | undefined>((a, b) => (b === undefined ? a : a === undefined || positionAfter(b, a) ? b : a), undefined);

export type MoneyView = 'sale' | 'purchase';
const MODEL: Record<MoneyView, string> = { sale: SALE_MONEY_READ_MODEL, purchase: PURCHASE_MONEY_READ_MODEL };
const WRITTEN_BY: Record<MoneyView, string[]> = {
  sale: [SALE_MONEY_READ_MODEL, SALE_ORDER_LIST_READ_MODEL],
  purchase: [PURCHASE_MONEY_READ_MODEL, PURCHASE_ORDER_LIST_READ_MODEL, SUPPLIER_ACCOUNTS_READ_MODEL],
};

/** GET /be/api/finance/sale-money or purchase-money: money in or out by document, with totals per currency. */
export const getMoneyByDocument = async (view: MoneyView, q: Partial<MoneyByDocumentQuery>) =>
  (await api.get<MoneyByDocumentList>(`/api/finance/${view}-money`, { ...q, waitFor: newest(WRITTEN_BY[view]) })).data ?? { documents: [], total: 0, totals: [] };
export const useMoneyByDocument = (view: MoneyView, q: Partial<MoneyByDocumentQuery>) =>
  useQuery({ queryKey: [MODEL[view], q], queryFn: () => getMoneyByDocument(view, q), placeholderData: keepPreviousData });
