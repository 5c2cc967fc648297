import { ROLE_ADMIN, ROLE_INVOICE } from '@tradedesk/contracts/identity/identity';
import type { RouteName } from '@tradedesk/contracts/platform/route-names';

/** Root, Admin and the Invoice role, or the page privilege of the screens named (docs/invoicing.md "Access"). */
export const invoiceAccess = (...page: RouteName[]) => ({ roles: [ROLE_ADMIN, ROLE_INVOICE], page }) as const;

/** The screens that list and open issued documents: the generic list and the country lists (docs/invoicing-variants.md). */
export const DOCUMENT_PAGES = ['InvoiceList', 'PlInvoice', 'ChlInvoice', 'PerInvoice'] as const satisfies readonly RouteName[];
