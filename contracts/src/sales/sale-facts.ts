import type { SalePriceType } from './sale-order.js';

/**
 * What a sale order needs to know of a customer when it is priced and committed. The customers
 * context answers it from its read model (projections/src/customers/customers/customers.query.ts,
 * `customersForSale`); the sales decider receives it as an argument.
 */
export interface SaleCustomerFacts {
  id: string;
  code: string;
  name: string;
  status: 'active' | 'disabled';
  /** The price list the customer buys at (from the customer, else its membership level). */
  priceType: SalePriceType;
  /** Membership discount in percent ('0' when none): the default discount of new lines. */
  discount: string;
  /** Days to pay after the order is committed (0 = cash on delivery). */
  paymentTermsDays: number;
  /** Currency the customer is invoiced in ('' = the company's base currency). */
  currency: string;
}
