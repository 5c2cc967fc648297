import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { defectiveLotId, defectiveStreamId } from '@tradedesk/contracts/inventory/defective';
import { type DamageRecorded, damageStreamId } from '@tradedesk/contracts/inventory/stock';
import type { NewEvent } from '@tradedesk/contracts/platform/events';
import { type CommandEnvelope, CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { damageDecider } from '../damage.decider.js';
import { defectiveDecider } from '../defective/defective.decider.js';
import { StockFactsLoader } from '../stock-facts.loader.js';
import { RecordDamageCommand } from './record-damage.command.js';

@CommandHandler(RecordDamageCommand)
export class RecordDamageHandler implements ICommandHandler<RecordDamageCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: StockFactsLoader,
    private readonly writer: NumberedDocumentWriter,
  ) {}

  async execute({ body, env }: RecordDamageCommand) {
    // The damage id derives from the command id, so a retried request targets the same stream.
    const damageId = body.commandId ?? this.runtime.newId();
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    return this.writer.create(
      'DM',
      damageStreamId(damageId),
      damageId,
      commandEnv,
      async (number) =>
        damageDecider.decide(
          {
            type: 'RecordDamage',
            damageId,
            number,
            warehouseId: body.warehouseId,
            zoneId: body.zoneId ?? null,
            reason: body.reason,
            note: body.note,
            lines: body.lines,
            ...(await this.facts.forDamage(body)),
          },
          damageDecider.initialState(),
          this.runtime.context(commandEnv),
        ),
      { extra: (_number, events) => this.defectiveLots(events, commandEnv) },
    );
  }

  /** Goods written off as defective are held in the defective library: one lot per line, in the same transaction. */
  private defectiveLots(events: NewEvent[], env: CommandEnvelope) {
    const recorded = events.find((e): e is DamageRecorded => e.type === 'DamageRecorded');
    if (!recorded || recorded.data.reason !== 'defective') return [];
    const d = recorded.data;
    return d.lines.map((l) => {
      const source = { type: 'damage' as const, id: d.damageId, number: d.number, line: l.line };
      const lotId = defectiveLotId(source);
      const received = defectiveDecider.decide(
        { type: 'ReceiveDefective', lotId, warehouseId: d.warehouseId, productId: l.productId, unit: l.unit, unitQuantity: l.unitQuantity, quantity: l.quantity, unitCost: l.unitCost, source, note: d.note },
        defectiveDecider.initialState(),
        this.runtime.context(env),
      );
      return { streamId: defectiveStreamId(lotId), expectedVersion: 'no_stream' as const, events: received };
    });
  }
}
