import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PURCHASE_NUMBER_PREFIX, type PurchaseOrderAnswer, purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { PurchaseFactsLoader } from '../purchase-facts.loader.js';
import { purchaseOrderDecider } from '../purchase-order.decider.js';
import { PurchaseOrderReader } from '../purchase-order.reader.js';
import { DraftPurchaseOrderCommand } from './draft-purchase-order.command.js';

@CommandHandler(DraftPurchaseOrderCommand)
export class DraftPurchaseOrderHandler implements ICommandHandler<DraftPurchaseOrderCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
    private readonly facts: PurchaseFactsLoader,
    private readonly reader: PurchaseOrderReader,
  ) {}

  async execute({ body, env }: DraftPurchaseOrderCommand): Promise<PurchaseOrderAnswer> {
    // The order id derives from the command id, so a retried request targets the same stream.
    const id = body.commandId ?? this.runtime.newId();
    const commandEnv = { ...env, commandId: body.commandId ?? env.commandId };
    const { commandId: _c, ...header } = body;
    const r = await this.writer.create(PURCHASE_NUMBER_PREFIX, purchaseOrderStreamId(id), id, commandEnv, async (number) =>
      purchaseOrderDecider.decide(
        { type: 'DraftPurchaseOrder', purchaseOrderId: id, number, ...header, facts: await this.facts.forDraft(body) },
        purchaseOrderDecider.initialState(),
        this.runtime.context(commandEnv),
      ),
      { idOf: (streamId) => streamId.slice(purchaseOrderStreamId('').length) },
    );
    return this.reader.answer(r.id, r.number, r);
  }
}
