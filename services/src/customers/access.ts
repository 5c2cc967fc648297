import type { RouteName } from '@tradedesk/contracts/platform/route-names';
import { CUSTOMER_PAGES, SALE_PAGES_PICKING_CUSTOMERS } from '@tradedesk/contracts/customers/customers';
import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';

/** Root and Admin, or the page privilege of the screen (any of several when screens share a call). */
const rule = (...pages: RouteName[]) => ({ roles: [ROLE_ADMIN], page: pages.length === 1 ? pages[0] : pages }) as const;
const P = CUSTOMER_PAGES;

export const CUSTOMER_ACCESS = {
  /** The customer screens, every sale screen that picks a customer, the finance entry form (its party) and the register form (its default customer), search and read customers. */
  read: rule(P.list, P.groupMembers, P.createAccount, ...SALE_PAGES_PICKING_CUSTOMERS, 'FinanceNew', 'PosMachine'),
  write: rule(P.list),
  import: rule(P.import),
  groupsRead: rule(P.groups, P.groupMembers, P.list),
  groupsWrite: rule(P.groups),
  members: rule(P.groupMembers),
  levelsRead: rule(P.membership, P.list),
  levelsWrite: rule(P.membership),
  balances: rule(P.accounts),
  ledger: rule(P.accounts, P.createAccount),
  recordEntry: rule(P.createAccount),
};
