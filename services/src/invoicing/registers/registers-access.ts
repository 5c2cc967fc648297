import { ROLE_ADMIN } from '@tradedesk/contracts/identity/identity';

/** The waybill registers and purchase invoices are Root and Admin only (spec: "purchase, purchase-new, driver and transportCompany are Root and Admin only"); the Invoice role is refused. */
export const ROOT_ADMIN_ONLY = { roles: [ROLE_ADMIN] } as const;
