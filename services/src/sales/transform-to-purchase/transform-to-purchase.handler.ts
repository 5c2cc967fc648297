import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PURCHASE_NUMBER_PREFIX, purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import { saleOrderStreamId, type TransformToPurchaseAnswer } from '@tradedesk/contracts/sales/sale-order';
import { CommandRuntime } from '../../platform/cqrs/command-runtime.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { saleOrderDecider } from '../sale-order.decider.js';
import { SaleOrderReader } from '../sale-order.reader.js';
import { TransformToPurchaseCommand } from './transform-to-purchase.command.js';
import { purchaseDraftOf } from './transform-to-purchase.decide.js';

/** Two streams in one transaction: the sale order marked, the purchase order drafted with the next purchase number. */
@CommandHandler(TransformToPurchaseCommand)
export class TransformToPurchaseHandler implements ICommandHandler<TransformToPurchaseCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
    private readonly reader: SaleOrderReader,
  ) {}

  async execute({ body, env }: TransformToPurchaseCommand): Promise<TransformToPurchaseAnswer> {
    const orderId = body.id;
    const prior = await this.writer.prior(env, undefined, (s) => s);
    if (prior) return this.answer(orderId, prior);
    const { doc, version } = await this.reader.load(orderId);
    const purchaseOrderId = this.runtime.newId();
    const { results } = await this.writer.appendNumbered(PURCHASE_NUMBER_PREFIX, 1, env, async ([number]) => [
      {
        streamId: saleOrderStreamId(orderId),
        expectedVersion: version,
        events: saleOrderDecider.decide({ type: 'TransformToPurchase', purchaseOrderId, purchaseNumber: number }, doc, this.runtime.context(env)),
      },
      { streamId: purchaseOrderStreamId(purchaseOrderId), expectedVersion: 'no_stream', events: [purchaseDraftOf(doc, purchaseOrderId, number)] },
    ]);
    return this.answer(orderId, results.find((r) => r.streamId === saleOrderStreamId(orderId))!);
  }

  private async answer(orderId: string, written: { globalPosition: string; duplicate: boolean }): Promise<TransformToPurchaseAnswer> {
    const answer = await this.reader.answerFor(orderId, written);
    return { ...answer, purchaseOrder: answer.order.purchaseOrder! };
  }
}
