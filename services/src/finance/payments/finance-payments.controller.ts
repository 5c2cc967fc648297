import { Controller, Get, Inject } from '@nestjs/common';
import { MONEY_ACCOUNTS_READ_MODEL } from '@tradedesk/contracts/finance/money-accounts';
import {
  type MoneyByDocumentQuery,
  moneyByDocumentListSchema,
  moneyByDocumentQuery,
  PURCHASE_MONEY_READ_MODEL,
  type PaymentAccountsQuery,
  paymentAccountListSchema,
  paymentAccountsQuery,
  SALE_MONEY_READ_MODEL,
} from '@tradedesk/contracts/finance/payments';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { SALE_EDIT_PAGES, SALE_LIST_PAGES } from '@tradedesk/contracts/sales/sale-pages';
import { paymentAccounts } from '@tradedesk/projections/finance/money-accounts/money-accounts.query';
import { listPurchaseMoney } from '@tradedesk/projections/finance/purchase-money/purchase-money.query';
import { listSaleMoney } from '@tradedesk/projections/finance/sale-money/sale-money.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.js';
import { DATABASE } from '../../platform/tokens.js';

/** Root and Admin, or the page privilege of a screen that makes the call. */
const rule = (...pages: RouteName[]) => ({ roles: [ROLE_ADMIN], page: pages }) as const;
/** Who may make each call (docs/finance-payments.md): the screens that take payments, and the two money views. */
export const FINANCE_PAYMENTS_ACCESS = {
  paymentAccounts: rule(...SALE_EDIT_PAGES, ...SALE_LIST_PAGES, 'SupplierCreateAccount', 'SupplierAccount'),
  saleMoney: rule('FinanceSale'),
  purchaseMoney: rule('FinancePurchase'),
};
const A = FINANCE_PAYMENTS_ACCESS;

/** Payments on money accounts, and money by sale and purchase order (/finance/sale, /finance/purchase). */
@Controller('api/finance')
export class FinancePaymentsController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get('payment-accounts')
  @Endpoint({
    summary: 'The cash boxes and bank accounts a payment in a currency may go into (or leave), in opening order: the first cash box is where cash goes by default, the first bank account card and transfers',
    access: A.paymentAccounts,
    readModels: [MONEY_ACCOUNTS_READ_MODEL],
    query: paymentAccountsQuery,
    response: paymentAccountListSchema,
  })
  async paymentAccounts(@ValidQuery() q: PaymentAccountsQuery) {
    return { accounts: await paymentAccounts(this.db, q.currency) };
  }

  @Get('sale-money')
  @Endpoint({
    summary: 'Money in by sale order: total, paid, still owed and the accounts paid into, newest first, with totals per currency (search, currency, state owed/paid, from, to, page, limit)',
    access: A.saleMoney,
    readModels: [SALE_MONEY_READ_MODEL],
    query: moneyByDocumentQuery,
    response: moneyByDocumentListSchema,
  })
  saleMoney(@ValidQuery() q: MoneyByDocumentQuery) {
    return listSaleMoney(this.db, q);
  }

  @Get('purchase-money')
  @Endpoint({
    summary: "Money out by purchase order: what its receipts charge, the part paid (a supplier's payments settle its orders oldest first), still owed and the accounts paid from, with totals per currency",
    access: A.purchaseMoney,
    readModels: [PURCHASE_MONEY_READ_MODEL],
    query: moneyByDocumentQuery,
    response: moneyByDocumentListSchema,
  })
  purchaseMoney(@ValidQuery() q: MoneyByDocumentQuery) {
    return listPurchaseMoney(this.db, q);
  }
}
