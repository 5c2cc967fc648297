import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SEA_WAYBILL_PREFIX, seaWaybillStreamId } from '@tradedesk/contracts/purchasing/sea-waybill';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../../platform/documents/numbered-document.writer.js';
import { waybillDecider } from '../waybill.decider.js';
import { withUniqueBl } from '../waybill-errors.js';
import { CreateWaybillCommand } from './create-waybill.command.js';

@CommandHandler(CreateWaybillCommand)
export class CreateWaybillHandler implements ICommandHandler<CreateWaybillCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
  ) {}

  async execute({ body, env }: CreateWaybillCommand) {
    // The waybill id derives from the command id, so a retried request targets the same stream.
    const waybillId = body.commandId ?? this.runtime.newId();
    const { commandId, ...fields } = body;
    const commandEnv = { ...env, commandId: commandId ?? env.commandId };
    const r = await withUniqueBl(() =>
      this.writer.create(SEA_WAYBILL_PREFIX, seaWaybillStreamId(waybillId), waybillId, commandEnv, async (number) =>
        waybillDecider.decide({ type: 'CreateWaybill', waybillId, number, fields }, waybillDecider.initialState(), this.runtime.context(commandEnv)),
        { idOf: (streamId) => streamId.slice(seaWaybillStreamId('').length) },
      ),
    );
    return { id: r.id, number: r.number, streamVersion: r.streamVersion, globalPosition: r.globalPosition, changed: !r.duplicate };
  }
}
