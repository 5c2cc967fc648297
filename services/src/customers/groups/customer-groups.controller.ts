import { CUSTOMERS_READ_MODEL } from '@tradedesk/contracts/customers/customers';
import { CUSTOMER_GROUPS_READ_MODEL } from '@tradedesk/contracts/customers/customer-groups';
import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import {
  type CreateCustomerGroupBody,
  createCustomerGroupBody,
  customerGroupListSchema,
  customerGroupSchema,
  customerGroupStreamId,
  type GroupMembersBody,
  groupMembersBody,
  type ListCustomerGroupsQuery,
  listCustomerGroupsQuery,
  type ListGroupMembersQuery,
  listGroupMembersQuery,
  type UpdateCustomerGroupBody,
  updateCustomerGroupBody,
} from '@tradedesk/contracts/customers/customer-groups';
import { customerListSchema, customerStreamId } from '@tradedesk/contracts/customers/customers';
import { historySchema } from '@tradedesk/contracts/platform/history';
import { getCustomerGroup, listCustomerGroups } from '@tradedesk/projections/customers/customer-groups/customer-groups.query';
import { listCustomers } from '@tradedesk/projections/customers/customers/customers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { pathId } from '../../identity/actor.js';
import { appendOptions, type CommandEnvelope, CommandRuntime, metadataOf } from '../../platform/cqrs/command-runtime.js';
import { fold } from '../../platform/cqrs/decider.js';
import { DomainError } from '../../platform/event-store/errors.js';
import type { AppendRequest } from '../../platform/event-store/event-store.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { CUSTOMER_ACCESS } from '../access.js';
import { customerGroupDecider } from '../customer-group.decider.js';
import { type CustomerCommand, customerDecider } from '../customer.decider.js';
import { withCustomerUniques } from '../customers-errors.js';
import { commandAnswer } from '../customers/customers.controller.js';

/**
 * Customer groups (/customer group) and their members (/customer group/:id/member). Membership is
 * kept on each customer's stream; adding or removing several customers is one transaction over
 * their streams (all or none, each at the version read: a concurrent change answers 409).
 */
@Controller('api/customers/groups')
export class CustomerGroupsController {
  constructor(
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
    private readonly runtime: CommandRuntime,
  ) {}

  @Get()
  @Endpoint({ summary: 'List customer groups with their member counts', access: CUSTOMER_ACCESS.groupsRead, readModels: [CUSTOMER_GROUPS_READ_MODEL], query: listCustomerGroupsQuery, response: customerGroupListSchema })
  list(@ValidQuery() q: ListCustomerGroupsQuery) {
    return listCustomerGroups(this.db, q);
  }

  @Get(':id')
  @Endpoint({ summary: 'One customer group', access: CUSTOMER_ACCESS.groupsRead, readModels: [CUSTOMER_GROUPS_READ_MODEL], response: customerGroupSchema })
  async get(@Param('id') id: string) {
    const g = await getCustomerGroup(this.db, pathId(id));
    if (!g) throw notFound(`No customer group ${id}.`, 'group_not_found');
    return g;
  }

  @Get(':id/history')
  @Endpoint({ summary: "A customer group's history", access: CUSTOMER_ACCESS.groupsRead, response: historySchema })
  history(@Param('id') id: string) {
    return this.histories.of(customerGroupStreamId(pathId(id)), 'customer group');
  }

  @Post()
  @Endpoint({ summary: 'Create a customer group (409 when the name is taken)', access: CUSTOMER_ACCESS.groupsWrite, body: createCustomerGroupBody })
  async create(@ValidBody() b: CreateCustomerGroupBody, @CurrentSession() s: Session) {
    const groupId = b.commandId ?? this.runtime.newId();
    const r = await withCustomerUniques(() =>
      this.runtime.run(customerGroupDecider, customerGroupStreamId(groupId), { type: 'CreateCustomerGroup', groupId, name: b.name, memo: b.memo }, { ...envelopeOf(s), commandId: b.commandId }),
    );
    return commandAnswer(groupId, r);
  }

  @Put(':id')
  @Endpoint({ summary: 'Rename a customer group or change its memo (409 on a stale version or a taken name)', access: CUSTOMER_ACCESS.groupsWrite, body: updateCustomerGroupBody })
  async update(@Param('id') id: string, @ValidBody() b: UpdateCustomerGroupBody, @CurrentSession() s: Session) {
    const groupId = pathId(id);
    const { version, ...changes } = b;
    const r = await withCustomerUniques(() =>
      this.runtime.run(customerGroupDecider, customerGroupStreamId(groupId), { type: 'ChangeCustomerGroup', groupId, changes }, envelopeOf(s), { expectedVersion: version }),
    );
    return commandAnswer(groupId, r);
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a customer group (its members stay; no one can be added)', access: CUSTOMER_ACCESS.groupsWrite })
  async disable(@Param('id') id: string, @CurrentSession() s: Session) {
    const groupId = pathId(id);
    return commandAnswer(groupId, await this.runtime.run(customerGroupDecider, customerGroupStreamId(groupId), { type: 'DisableCustomerGroup', groupId }, envelopeOf(s)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled customer group', access: CUSTOMER_ACCESS.groupsWrite })
  async enable(@Param('id') id: string, @CurrentSession() s: Session) {
    const groupId = pathId(id);
    return commandAnswer(groupId, await this.runtime.run(customerGroupDecider, customerGroupStreamId(groupId), { type: 'EnableCustomerGroup', groupId }, envelopeOf(s)));
  }

  @Get(':id/members')
  @Endpoint({ summary: "A group's members (search, page, limit)", access: CUSTOMER_ACCESS.members, readModels: [CUSTOMERS_READ_MODEL], query: listGroupMembersQuery, response: customerListSchema })
  async members(@Param('id') id: string, @ValidQuery() q: ListGroupMembersQuery) {
    const groupId = pathId(id);
    if (!(await getCustomerGroup(this.db, groupId))) throw notFound(`No customer group ${id}.`, 'group_not_found');
    return listCustomers(this.db, { ...q, groupId, status: 'all' });
  }

  @Post(':id/members')
  @HttpCode(200)
  @Endpoint({ summary: 'Add customers to a group (all or none; customers already in it are left as they are)', access: CUSTOMER_ACCESS.members, body: groupMembersBody })
  async add(@Param('id') id: string, @ValidBody() b: GroupMembersBody, @CurrentSession() s: Session) {
    const groupId = pathId(id);
    const group = await this.runtime.load(customerGroupDecider, customerGroupStreamId(groupId));
    if (!group.exists) throw notFound(`No customer group ${id}.`, 'group_not_found');
    const facts = { groupId, exists: true, disabled: group.disabled };
    return this.changeMembers(groupId, b, s, (customerId) => ({ type: 'AddCustomerToGroup', customerId, group: facts }));
  }

  @Delete(':id/members')
  @HttpCode(200)
  @Endpoint({ summary: 'Remove customers from a group (all or none)', access: CUSTOMER_ACCESS.members, body: groupMembersBody })
  async remove(@Param('id') id: string, @ValidBody() b: GroupMembersBody, @CurrentSession() s: Session) {
    const groupId = pathId(id);
    if (!(await this.runtime.load(customerGroupDecider, customerGroupStreamId(groupId))).exists) throw notFound(`No customer group ${id}.`, 'group_not_found');
    return this.changeMembers(groupId, b, s, (customerId) => ({ type: 'RemoveCustomerFromGroup', customerId, groupId }));
  }

  private async changeMembers(groupId: string, b: GroupMembersBody, s: Session, command: (customerId: string) => CustomerCommand) {
    const env = envelopeOf(s, b.commandId);
    return this.runtime.once(
      env,
      () => this.applyMembers(groupId, b, env, command),
      (prior) => ({ groupId, changed: prior.length, globalPosition: prior.at(-1)?.globalPosition ?? '0', duplicate: true }),
    );
  }

  private async applyMembers(groupId: string, b: GroupMembersBody, env: CommandEnvelope, command: (customerId: string) => CustomerCommand) {
    const ctx = this.runtime.context(env);
    const requests: AppendRequest[] = [];
    for (const customerId of [...new Set(b.customerIds)]) {
      const streamId = customerStreamId(customerId);
      const { version, events: history } = await this.runtime.store.readStream(streamId);
      let events;
      try {
        events = customerDecider.decide(command(customerId), fold(customerDecider, history as any), ctx);
      } catch (e) {
        if (e instanceof DomainError && e.code === 'customer_not_found') throw new DomainError('unknown_customer', `customerIds: no customer ${customerId}.`, 400, { field: 'customerIds' });
        throw e;
      }
      if (events.length) requests.push({ streamId, expectedVersion: version, events });
    }
    if (requests.length === 0) return { groupId, changed: 0, globalPosition: '0', duplicate: false };
    const results = await this.runtime.store.appendMany(requests, metadataOf(env, this.runtime.newId), appendOptions(env, { inline: this.runtime.inlineHook }));
    return { groupId, changed: results.length, globalPosition: results.map((r) => r.globalPosition).reduce((a, c) => (BigInt(c) > BigInt(a) ? c : a), '0'), duplicate: results[0].duplicate };
  }
}
