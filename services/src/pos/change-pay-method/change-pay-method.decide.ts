import type { PayMethodAccount, PayMethodChanged, PayMethodEvent } from '@tradedesk/contracts/pos/pay-methods';
import { type AccountFacts, type PayMethodState, requireAccounts, requirePayMethod } from '../pay-method.state.js';

export interface ChangePayMethod {
  type: 'ChangePayMethod';
  payMethodId: string;
  name?: string;
  accounts?: PayMethodAccount[];
  position?: number;
  facts: { accounts: AccountFacts };
}

/** Rename, re-account or re-order a method; only what differs is recorded (nothing differs: nothing recorded). */
export function decideChangePayMethod(c: ChangePayMethod, s: PayMethodState): PayMethodEvent[] {
  requirePayMethod(s, c.payMethodId);
  const data: PayMethodChanged['data'] = { payMethodId: c.payMethodId };
  if (c.name !== undefined && c.name !== s.name) data.name = c.name;
  if (c.position !== undefined && c.position !== s.position) data.position = c.position;
  if (c.accounts !== undefined && JSON.stringify(c.accounts) !== JSON.stringify(s.accounts)) {
    requireAccounts(c.accounts, c.facts.accounts);
    data.accounts = c.accounts;
  }
  return Object.keys(data).length > 1 ? [{ type: 'PayMethodChanged', data }] : [];
}
