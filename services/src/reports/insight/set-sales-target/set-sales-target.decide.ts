import type { SalesTargetEvent } from '@tradedesk/contracts/reports/report-insight';
import { Decimal } from 'decimal.js';
import type { DecideContext } from '../../../platform/cqrs/decider.js';
import { DomainError } from '../../../platform/event-store/errors.js';
import type { SalesTargetState } from '../sales-target.state.js';

/** What the decision needs from outside the stream (SalesTargetFactsLoader.forSetSalesTarget). */
export interface SalesTargetFacts {
  /** The salesperson is a user; disabled users keep their past targets but get no new ones. */
  salesperson: { disabled: boolean } | null;
  /** The warehouse named (null: the whole company, nothing to check). */
  warehouseFound: boolean;
  /** Targets are in the company's base currency (the sale facts' amounts). */
  currency: string;
}

export interface SetSalesTarget {
  type: 'SetSalesTarget';
  month: string;
  salespersonId: string;
  warehouseId: string | null;
  amount: string;
  facts: SalesTargetFacts;
}

/**
 * A salesperson's target for a month, in one warehouse or the whole company; 0 clears it. The
 * same amount again changes nothing (no event); the event keeps the amount it replaces.
 */
export function decideSetSalesTarget(c: SetSalesTarget, s: SalesTargetState, _ctx: DecideContext): SalesTargetEvent[] {
  if (!c.facts.salesperson) throw new DomainError('salesperson_not_found', `salespersonId: no user ${c.salespersonId}`, 400);
  if (c.facts.salesperson.disabled) throw new DomainError('salesperson_disabled', `salespersonId: the user ${c.salespersonId} is disabled`, 400);
  if (c.warehouseId !== null && !c.facts.warehouseFound) throw new DomainError('warehouse_not_found', `warehouseId: no warehouse ${c.warehouseId}`, 400);
  if (!c.facts.currency) throw new DomainError('currency_unknown', 'the company has no base currency (BaseCurrencyID): targets are kept in it', 400);
  const amount = new Decimal(c.amount);
  const current = s.amount === null ? null : new Decimal(s.amount);
  if ((current === null && amount.isZero()) || (current !== null && current.equals(amount))) return [];
  return [
    {
      type: 'SalesTargetSet',
      data: { month: c.month, salespersonId: c.salespersonId, warehouseId: c.warehouseId, amount: amount.toFixed(), previousAmount: s.amount, currency: c.facts.currency },
    },
  ];
}
