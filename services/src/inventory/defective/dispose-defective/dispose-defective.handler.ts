import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { defectiveStreamId } from '@tradedesk/contracts/inventory/defective';
import { CommandRuntime } from '../../../platform/cqrs/command-runtime.js';
import { DefectiveFactsLoader } from '../defective-facts.loader.js';
import { defectiveDecider } from '../defective.decider.js';
import { DisposeDefectiveCommand } from './dispose-defective.command.js';

@CommandHandler(DisposeDefectiveCommand)
export class DisposeDefectiveHandler implements ICommandHandler<DisposeDefectiveCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: DefectiveFactsLoader,
  ) {}

  async execute({ lotId, body, env }: DisposeDefectiveCommand) {
    const streamId = defectiveStreamId(lotId);
    // The version a client names is checked only on a lot that exists: an unknown lot is a 404.
    const { received } = await this.runtime.load(defectiveDecider, streamId);
    return this.runtime.run(
      defectiveDecider,
      streamId,
      async (lot) => ({
        type: 'DisposeDefective' as const,
        lotId,
        action: body.action,
        quantity: body.quantity,
        supplierId: body.supplierId ?? null,
        supplierName: body.supplierName ?? '',
        note: body.note,
        facts: await this.facts.forDisposal(lot, body),
      }),
      { ...env, commandId: body.commandId ?? env.commandId },
      { expectedVersion: received ? body.version : undefined },
    );
  }
}
