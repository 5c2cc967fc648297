import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStreamId } from '@tradedesk/contracts/customers/customers';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { customerDecider } from '../../customer.decider.js';
import { CustomerFactsLoader } from '../../customer-facts.loader.js';
import { membersAnswer } from '../members-answer.js';
import { RemoveGroupMembersCommand } from './remove-group-members.command.js';

/** Removing several customers from a group is one transaction over their streams (all or none). */
@CommandHandler(RemoveGroupMembersCommand)
export class RemoveGroupMembersHandler implements ICommandHandler<RemoveGroupMembersCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: CustomerFactsLoader,
  ) {}

  async execute({ groupId, body, env }: RemoveGroupMembersCommand) {
    const group = await this.facts.forRemoveGroupMembers(groupId);
    const customerOf = new Map(body.customerIds.map((id) => [customerStreamId(id), id]));
    const r = await this.runtime.runEach(customerDecider, [...customerOf.keys()], (_, streamId) => ({ type: 'RemoveCustomerFromGroup' as const, customerId: customerOf.get(streamId)!, group }), {
      ...env,
      commandId: body.commandId ?? env.commandId,
    });
    return membersAnswer(groupId, r);
  }
}
