import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tableStreamId } from '@tradedesk/contracts/sales/table-orders';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { SaleFactsLoader } from '../sale-facts.loader.js';
import { tableDecider } from '../table.decider.js';
import { MoveTableOrderCommand } from './move-table-order.command.js';

/** Move a table's open order to another free table: both tables' events in one transaction (a race on the table taken: one wins, 409 for the other). */
@CommandHandler(MoveTableOrderCommand)
export class MoveTableOrderHandler implements ICommandHandler<MoveTableOrderCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: SaleFactsLoader,
  ) {}

  async execute({ fromDeskId, body: b, env }: MoveTableOrderCommand) {
    const facts = await this.facts.forMoveTable(fromDeskId, b.toDeskId);
    const deskOf = (streamId: string) => (streamId === tableStreamId(fromDeskId) ? fromDeskId : b.toDeskId);
    const r = await this.runtime.runEach(
      tableDecider,
      [tableStreamId(fromDeskId), tableStreamId(b.toDeskId)],
      (_state, streamId) => ({ type: 'MoveTableOrder' as const, deskId: deskOf(streamId), fromDeskId, toDeskId: b.toDeskId, facts }),
      { ...env, commandId: b.commandId ?? env.commandId },
    );
    const last = r.results.at(-1);
    return { orderId: facts.fromOccupancy.orderId, fromDeskId, toDeskId: b.toDeskId, globalPosition: last?.globalPosition ?? '0', duplicate: r.duplicate };
  }
}
