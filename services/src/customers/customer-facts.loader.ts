import { Inject, Injectable } from '@nestjs/common';
import { customerGroupStreamId } from '@tradedesk/contracts/customers/customer-groups';
import { type CustomerFields, customerStreamId } from '@tradedesk/contracts/customers/customers';
import { customerGroupStatuses, customerGroupsByName } from '@tradedesk/projections/customers/customer-groups/customer-groups.query';
import { takenCustomerCodes } from '@tradedesk/projections/customers/customers/customers.query';
import { getMembershipLevel, membershipLevelsByName } from '@tradedesk/projections/customers/membership-levels/membership-levels.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { readCompanySetting } from '@tradedesk/projections/settings/company-settings/company-settings.query';
import { CommandRuntime } from '../platform/cqrs/command-runtime.js';
import { DATABASE } from '../platform/tokens.js';
import type { AccountEntryFacts } from './accounts/record-account-entry/record-account-entry.decide.js';
import { evolveCustomerGroup, initialCustomerGroupState } from './customer-group.state.js';
import { type CustomerReferenceFacts, evolveCustomer, type GroupFacts, initialCustomerState } from './customer.state.js';
import { readCustomerSheet } from './import/customer-sheet.js';
import type { ImportCustomers } from './import/import-customers/import-customers.decide.js';

/**
 * The facts customer decisions need from outside their stream, one method per command: read
 * through the read models' query modules (inline: current when a command answers) or from the
 * other aggregate's stream. The decisions check them (customer.state.ts, the decide functions).
 */
@Injectable()
export class CustomerFactsLoader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
  ) {}

  /** The level, groups and code a new customer is given. */
  forCreateCustomer(fields: CustomerFields): Promise<CustomerReferenceFacts> {
    return this.references(fields);
  }

  /** The level, groups and code a change gives (the customer's own code does not count as taken). */
  forChangeCustomer(customerId: string, changes: Partial<CustomerFields>): Promise<CustomerReferenceFacts> {
    return this.references(changes, customerId);
  }

  /** The group customers are added to, as its stream says. */
  forAddGroupMembers(groupId: string): Promise<GroupFacts> {
    return this.group(groupId);
  }

  /** The group customers are removed from, as its stream says. */
  forRemoveGroupMembers(groupId: string): Promise<GroupFacts> {
    return this.group(groupId);
  }

  /** Whether the customer exists, its currency and the company's base currency. */
  async forRecordAccountEntry(customerId: string): Promise<AccountEntryFacts> {
    const customer = await this.runtime.load({ initialState: initialCustomerState, evolve: evolveCustomer }, customerStreamId(customerId));
    return { customerExists: customer.exists, customerCurrency: customer.fields?.currency ?? '', baseCurrency: await readCompanySetting(this.db, 'BaseCurrencyID') };
  }

  /**
   * ImportCustomers: the sheet read (streamed), and what its rows name: every membership level
   * and customer group by name, and which of its codes are already a customer's. A file that
   * cannot be read, or has no rows, is only that.
   */
  async forCustomerSheet(file: string): Promise<Omit<ImportCustomers, 'mode'>> {
    const { rows, errors } = await readCustomerSheet(file);
    if (errors.length || rows.length === 0) return { rows, fileErrors: errors, levels: new Map(), groups: new Map(), takenCodes: new Set() };
    const [levels, groups] = await Promise.all([membershipLevelsByName(this.db), customerGroupsByName(this.db)]);
    const takenCodes = await takenCustomerCodes(this.db, [...new Set(rows.map((r) => r.cells.code).filter((c): c is string => !!c))]);
    return { rows, fileErrors: [], levels, groups, takenCodes };
  }

  private async references(wanted: Partial<CustomerFields>, customerId?: string): Promise<CustomerReferenceFacts> {
    const levels = new Map<string, { name: string; disabled: boolean }>();
    if (wanted.membershipLevelId) {
      const level = await getMembershipLevel(this.db, wanted.membershipLevelId);
      if (level) levels.set(level.id, { name: level.name, disabled: level.status === 'disabled' });
    }
    const groups = new Map<string, { disabled: boolean }>();
    if (wanted.groupIds?.length) for (const [id, status] of await customerGroupStatuses(this.db, wanted.groupIds)) groups.set(id, { disabled: status === 'disabled' });
    const codeTaken = wanted.code ? (await takenCustomerCodes(this.db, [wanted.code], customerId)).size > 0 : false;
    return { levels, groups, codeTaken };
  }

  private async group(groupId: string): Promise<GroupFacts> {
    const g = await this.runtime.load({ initialState: initialCustomerGroupState, evolve: evolveCustomerGroup }, customerGroupStreamId(groupId));
    return { groupId, exists: g.exists, disabled: g.disabled };
  }
}
