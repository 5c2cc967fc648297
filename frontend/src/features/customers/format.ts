/** Helpers of the customer screens (pure, unit-tested); amounts are shown through lib/money (the money module). */
import { currencyDecimals } from '@tradedesk/contracts/platform/money';

/** How many decimals an amount typed in this currency may have. */
export const amountDecimals = (currency: string) => currencyDecimals(currency || 'XXX');

/** The currency an entry is recorded in when none is chosen: the customer's, else the base currency. */
export const defaultCurrency = (customerCurrency: string | undefined, baseCurrency: string | undefined) => customerCurrency || baseCurrency || '';
