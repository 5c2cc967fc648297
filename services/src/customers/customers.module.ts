import { Module } from '@nestjs/common';
import { CustomerAccountsController } from './accounts/customer-accounts.controller.js';
import { CustomersController } from './customers/customers.controller.js';
import { CustomerGroupsController } from './groups/customer-groups.controller.js';
import { CustomerImportController } from './import/customer-import.controller.js';
import { MembershipLevelsController } from './membership/membership-levels.controller.js';

/**
 * Customers: the customer list and form, Excel import, groups and members, membership levels, and
 * customer accounts (receivables). The fixed paths (groups, membership-levels, accounts, import)
 * are registered before /customers/:id so that they are not taken for a customer id.
 */
@Module({
  controllers: [CustomerGroupsController, MembershipLevelsController, CustomerAccountsController, CustomerImportController, CustomersController],
})
export class CustomersModule {}
