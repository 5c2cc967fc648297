import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStreamId } from '@tradedesk/contracts/customers/customers';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { customerDecider } from '../../customer.decider.js';
import { CustomerFactsLoader } from '../../customer-facts.loader.js';
import { membersAnswer } from '../members-answer.js';
import { AddGroupMembersCommand } from './add-group-members.command.js';

/**
 * Membership is kept on each customer's stream: adding several customers is one transaction over
 * their streams (all or none; customers already in the group are left as they are).
 */
@CommandHandler(AddGroupMembersCommand)
export class AddGroupMembersHandler implements ICommandHandler<AddGroupMembersCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CustomerFactsLoader,
  ) {}

  async execute({ groupId, body, env }: AddGroupMembersCommand) {
    const group = await this.facts.forAddGroupMembers(groupId);
    const customerOf = new Map(body.customerIds.map((id) => [customerStreamId(id), id]));
    const r = await this.runtime.runEach(customerDecider, [...customerOf.keys()], (_, streamId) => ({ type: 'AddCustomerToGroup' as const, customerId: customerOf.get(streamId)!, group }), {
      ...env,
      commandId: body.commandId ?? env.commandId,
    });
    return membersAnswer(groupId, r);
  }
}
