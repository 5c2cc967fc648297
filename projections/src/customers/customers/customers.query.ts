import type { SaleCustomerFacts } from '@tradedesk/contracts/sales/sale-facts';
import type { Sql } from '../../platform/sql.js';

/**
 * Customers as a sale order needs them. The customers context (its read model rm.customers)
 * replaces this file; until it lands there are no customers, so every id is unknown.
 */
export async function customersForSale(_sql: Sql, _ids: string[]): Promise<Map<string, SaleCustomerFacts>> {
  return new Map();
}

/** Customer ids by code (lower-cased), for imports that name customers by code. */
export async function customerIdsByCode(_sql: Sql, _codes: string[]): Promise<Map<string, string>> {
  return new Map();
}
