import type { ClosedPeriods } from '../platform/closed-period.js';
import type { PackingSizes } from '@tradedesk/contracts/catalog/units';

/** What purchase-order decisions know of other contexts, looked up by PurchaseFactsLoader (one method per command). */
export interface PurchaseFacts {
  products: Map<string, { id: string; code: string; name: string; status: 'active' | 'disabled'; packings: PackingSizes }>;
  warehouses: Map<string, { id: string; code: string; name: string; status: 'active' | 'disabled'; zones: string[] }>;
  /** The order's supplier (null: none chosen, or not found). */
  supplier: { id: string; code: string; status: 'active' | 'disabled'; currency: string | null } | null;
  /** CostCurrencyID. */
  costCurrency: string;
  /** The company's currencies (base, second, third). */
  currencies: string[];
  /** The company's negative-stock policy: false = refuse going below zero. */
  allowNegative: boolean;
  /** The company's offset from UTC in hours (SystemTimeZone): a receipt's business day. */
  utcOffsetHours: number;
  /** The closed days and months among the receipts' days (the closing guard); none for other commands. */
  closed: ClosedPeriods;
}
