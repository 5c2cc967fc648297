import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CustomerAccountsController } from './accounts/customer-accounts.controller.js';
import { RecordAccountEntryHandler } from './accounts/record-account-entry/record-account-entry.handler.js';
import { CustomerFactsLoader } from './customer-facts.loader.js';
import { ChangeCustomerHandler } from './customers/change-customer/change-customer.handler.js';
import { CreateCustomerHandler } from './customers/create-customer/create-customer.handler.js';
import { CustomersController } from './customers/customers.controller.js';
import { SetCustomerStatusHandler } from './customers/set-customer-status/set-customer-status.handler.js';
import { AddGroupMembersHandler } from './groups/add-group-members/add-group-members.handler.js';
import { ChangeCustomerGroupHandler } from './groups/change-customer-group/change-customer-group.handler.js';
import { CreateCustomerGroupHandler } from './groups/create-customer-group/create-customer-group.handler.js';
import { CustomerGroupsController } from './groups/customer-groups.controller.js';
import { RemoveGroupMembersHandler } from './groups/remove-group-members/remove-group-members.handler.js';
import { SetCustomerGroupStatusHandler } from './groups/set-customer-group-status/set-customer-group-status.handler.js';
import { CustomerImportController } from './import/customer-import.controller.js';
import { ImportCustomersHandler } from './import/import-customers/import-customers.handler.js';
import { ChangeMembershipLevelHandler } from './membership/change-membership-level/change-membership-level.handler.js';
import { CreateMembershipLevelHandler } from './membership/create-membership-level/create-membership-level.handler.js';
import { MembershipLevelsController } from './membership/membership-levels.controller.js';
import { SetMembershipLevelStatusHandler } from './membership/set-membership-level-status/set-membership-level-status.handler.js';

/**
 * Customers: the customer list and form, Excel import, groups and members, membership levels, and
 * customer accounts (receivables). The fixed paths (groups, membership-levels, accounts, import)
 * are registered before /customers/:id so that they are not taken for a customer id.
 */
@Module({
  imports: [CqrsModule],
  controllers: [CustomerGroupsController, MembershipLevelsController, CustomerAccountsController, CustomerImportController, CustomersController],
  providers: [
    CustomerFactsLoader,
    CreateCustomerHandler,
    ChangeCustomerHandler,
    SetCustomerStatusHandler,
    CreateCustomerGroupHandler,
    ChangeCustomerGroupHandler,
    SetCustomerGroupStatusHandler,
    AddGroupMembersHandler,
    RemoveGroupMembersHandler,
    CreateMembershipLevelHandler,
    ChangeMembershipLevelHandler,
    SetMembershipLevelStatusHandler,
    RecordAccountEntryHandler,
    ImportCustomersHandler,
  ],
})
export class CustomersModule {}
