import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deskStreamId } from '@tradedesk/contracts/pos/desks';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { deskDecider } from '../desk.decider.js';
import { answer, withPosUniques } from '../pos-errors.js';
import { PosFactsLoader } from '../pos-facts.loader.js';
import { CreateDeskCommand } from './create-desk.command.js';

@CommandHandler(CreateDeskCommand)
export class CreateDeskHandler implements ICommandHandler<CreateDeskCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: PosFactsLoader,
  ) {}

  async execute({ body: b, env }: CreateDeskCommand) {
    // The desk's id derives from the command id: a retried request creates it once.
    const deskId = b.commandId ?? this.runtime.newId();
    const r = await withPosUniques(async () =>
      this.runtime.run(
        deskDecider,
        deskStreamId(deskId),
        { type: 'CreateDesk', deskId, warehouseId: b.warehouseId, name: b.name, area: b.area, seats: b.seats, position: b.position, facts: await this.facts.forDesk(b.warehouseId) },
        { ...env, commandId: b.commandId ?? env.commandId },
      ),
    );
    return answer(deskId, r);
  }
}
