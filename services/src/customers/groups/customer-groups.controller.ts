import { CUSTOMERS_READ_MODEL } from '@tradedesk/contracts/customers/customers';
import { CUSTOMER_GROUPS_READ_MODEL } from '@tradedesk/contracts/customers/customer-groups';
import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
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
import { customerListSchema } from '@tradedesk/contracts/customers/customers';
import { historySchema } from '@tradedesk/contracts/platform/history';
import { getCustomerGroup, listCustomerGroups } from '@tradedesk/projections/customers/customer-groups/customer-groups.query';
import { listCustomers } from '@tradedesk/projections/customers/customers/customers.query';
import type { Database } from '@tradedesk/projections/platform/sql';
import { pathId } from '../../platform/http/path-id.js';
import { DocumentHistory } from '../../platform/event-store/stream-history.js';
import { envelopeOf } from '../../platform/http/command-envelope.js';
import { CurrentSession, Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.js';
import { notFound } from '../../platform/http/errors.js';
import type { Session } from '../../platform/http/request-context.js';
import { DATABASE } from '../../platform/tokens.js';
import { CUSTOMER_ACCESS } from '../access.js';
import { AddGroupMembersCommand } from './add-group-members/add-group-members.command.js';
import { ChangeCustomerGroupCommand } from './change-customer-group/change-customer-group.command.js';
import { CreateCustomerGroupCommand } from './create-customer-group/create-customer-group.command.js';
import { RemoveGroupMembersCommand } from './remove-group-members/remove-group-members.command.js';
import { SetCustomerGroupStatusCommand } from './set-customer-group-status/set-customer-group-status.command.js';

/**
 * Customer groups (/customer group) and their members (/customer group/:id/member). Membership is
 * kept on each customer's stream; adding or removing several customers is one transaction over
 * their streams, all or none (add-group-members, remove-group-members).
 */
@Controller('api/customers/groups')
export class CustomerGroupsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly histories: DocumentHistory,
    @Inject(DATABASE) private readonly db: Database,
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
  create(@ValidBody() b: CreateCustomerGroupBody, @CurrentSession() s: Session) {
    return this.commands.execute(new CreateCustomerGroupCommand(b, envelopeOf(s)));
  }

  @Put(':id')
  @Endpoint({ summary: 'Rename a customer group or change its memo (409 on a stale version or a taken name)', access: CUSTOMER_ACCESS.groupsWrite, body: updateCustomerGroupBody })
  update(@Param('id') id: string, @ValidBody() b: UpdateCustomerGroupBody, @CurrentSession() s: Session) {
    return this.commands.execute(new ChangeCustomerGroupCommand(pathId(id), b, envelopeOf(s)));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Endpoint({ summary: 'Disable a customer group (its members stay; no one can be added)', access: CUSTOMER_ACCESS.groupsWrite })
  disable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetCustomerGroupStatusCommand(pathId(id), 'disable', envelopeOf(s)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Endpoint({ summary: 'Enable a disabled customer group', access: CUSTOMER_ACCESS.groupsWrite })
  enable(@Param('id') id: string, @CurrentSession() s: Session) {
    return this.commands.execute(new SetCustomerGroupStatusCommand(pathId(id), 'enable', envelopeOf(s)));
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
  add(@Param('id') id: string, @ValidBody() b: GroupMembersBody, @CurrentSession() s: Session) {
    return this.commands.execute(new AddGroupMembersCommand(pathId(id), b, envelopeOf(s)));
  }

  @Delete(':id/members')
  @HttpCode(200)
  @Endpoint({ summary: 'Remove customers from a group (all or none)', access: CUSTOMER_ACCESS.members, body: groupMembersBody })
  remove(@Param('id') id: string, @ValidBody() b: GroupMembersBody, @CurrentSession() s: Session) {
    return this.commands.execute(new RemoveGroupMembersCommand(pathId(id), b, envelopeOf(s)));
  }
}
