import type { StatementCurrency } from '@tradedesk/contracts/reports/report-details';
import { numericText } from './numeric-text.js';

/**
 * A statement's per-currency figures from its summing query's rows (customer and supplier
 * statements, docs/report-details.md); a currency with nothing before, in or after the period is
 * left out.
 */
export function statementCurrencies(rows: any[]): StatementCurrency[] {
  return rows.filter((s) => Number(s.lines) > 0 || numericText(s.opening) !== '0' || numericText(s.closing) !== '0').map((s) => ({
    currency: s.currency,
    opening: numericText(s.opening),
    charged: numericText(s.charged),
    paid: numericText(s.paid),
    returned: numericText(s.returned),
    other: numericText(s.other),
    closing: numericText(s.closing),
    lines: Number(s.lines),
  }));
}
