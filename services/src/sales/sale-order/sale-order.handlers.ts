import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PURCHASE_NUMBER_PREFIX, type PurchaseOrderDrafted, purchaseOrderStreamId } from '@tradedesk/contracts/purchasing/purchase-order';
import { SALE_NUMBER_PREFIX, type SaleLineInput, saleOrderStreamId } from '@tradedesk/contracts/sales/sale-order';
import { appendOptions, type CommandEnvelope, CommandRuntime, metadataOf } from '../../platform/cqrs/command-runtime.js';
import type { AppendRequest } from '../../platform/event-store/event-store.js';
import { NumberedDocumentWriter } from '../../platform/documents/numbered-document.writer.js';
import { notFound } from '../../platform/http/errors.js';
import type { SaleFacts } from './sale-facts.js';
import { type FactsWanted, SaleFactsLoader } from './sale-facts.loader.js';
import {
  CreateSaleOrderCommand,
  DuplicateSaleOrderCommand,
  HangSaleOrdersCommand,
  type SaleOrderAction,
  SaleOrderActionCommand,
  TransformToPurchaseCommand,
} from './sale-order.commands.js';
import { type SaleOrderCommand, saleOrderDecider, type SaleOrderState } from './sale-order.decider.js';
import { SaleOrderReader } from './sale-order.reader.js';

const SALE_STREAM_PREFIX = 'sale-order-';
export const orderIdOfStream = (streamId: string) => streamId.slice(SALE_STREAM_PREFIX.length);

/** Which facts an action needs (none for hang, memo, prices...). */
function wanted(action: SaleOrderAction, order: SaleOrderState): FactsWanted | null {
  switch (action.type) {
    case 'Sequence': {
      const parts = action.commands.map((c) => wanted(c, order)).filter((w): w is FactsWanted => w !== null);
      if (!parts.length) return null;
      return {
        order,
        lines: parts.flatMap((p) => p.lines ?? []),
        warehouseIds: parts.flatMap((p) => p.warehouseIds ?? []),
        customerIds: parts.flatMap((p) => p.customerIds ?? []),
      };
    }
    case 'ChangeHeader':
      return { order, warehouseIds: [action.header.warehouseId], customerIds: [action.header.customerId] };
    case 'ReplaceContent':
      return { order, lines: action.lines, warehouseIds: [action.header.warehouseId], customerIds: [action.header.customerId] };
    case 'AddLines':
      return { order, lines: action.lines };
    case 'ChangeQuantity':
    case 'Commit':
    case 'Pick':
    case 'StockOut':
    case 'AssignShelves':
      return { order };
    default:
      return null;
  }
}

function withFacts(action: SaleOrderAction, facts: SaleFacts | null): SaleOrderCommand {
  if (action.type === 'Sequence') return { type: 'Sequence', commands: action.commands.map((c) => withFacts(c, facts)) };
  return ('facts' in action || !needsFacts(action) ? action : { ...action, facts: facts! }) as SaleOrderCommand;
}

const needsFacts = (a: SaleOrderAction) => ['ChangeHeader', 'ReplaceContent', 'AddLines', 'ChangeQuantity', 'Commit', 'Pick', 'StockOut', 'AssignShelves'].includes(a.type);

/** Every change of an existing order: load it, look up what the change needs, decide, append. */
@CommandHandler(SaleOrderActionCommand)
export class SaleOrderActionHandler implements ICommandHandler<SaleOrderActionCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: SaleFactsLoader,
    private readonly reader: SaleOrderReader,
  ) {}

  async execute({ orderId, expectedVersion, action, env }: SaleOrderActionCommand) {
    const r = await this.runtime.run(
      saleOrderDecider,
      saleOrderStreamId(orderId),
      async (state) => {
        const want = wanted(action, state);
        return withFacts(action, want && state.exists ? await this.facts.load(want) : null);
      },
      env,
      { expectedVersion },
    );
    if (!r.state.exists) throw notFound(`No sale order ${orderId}.`, 'order_not_found');
    return this.reader.answer(r);
  }
}

/** A new order (a draft, or committed at once with its payments: save-commit without an id). */
@CommandHandler(CreateSaleOrderCommand)
export class CreateSaleOrderHandler implements ICommandHandler<CreateSaleOrderCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: SaleFactsLoader,
    private readonly writer: NumberedDocumentWriter,
    private readonly reader: SaleOrderReader,
  ) {}

  async execute({ body, env, commit }: CreateSaleOrderCommand) {
    const orderId = env.commandId ?? this.runtime.newId();
    const written = await this.writer.create(
      SALE_NUMBER_PREFIX[body.kind],
      saleOrderStreamId(orderId),
      orderId,
      env,
      async (number) => {
        const facts = await this.facts.load({ warehouseIds: [body.warehouseId], customerIds: [body.customerId], lines: body.lines });
        const { kind, source, lines, ...header } = body;
        const create: SaleOrderCommand = { type: 'CreateSaleOrder', orderId, number, kind, source, header, lines, duplicatedFrom: null, importId: null, facts };
        const cmd: SaleOrderCommand = commit ? { type: 'Sequence', commands: [create, { type: 'Commit', payments: commit.payments, facts }] } : create;
        return saleOrderDecider.decide(cmd, saleOrderDecider.initialState(), this.runtime.context(env));
      },
      { idOf: orderIdOfStream },
    );
    return this.reader.answerFor(written.id, written);
  }
}

/** A new draft with the lines, prices and terms of another order (optionally of another kind: a quote becomes a sale). */
@CommandHandler(DuplicateSaleOrderCommand)
export class DuplicateSaleOrderHandler implements ICommandHandler<DuplicateSaleOrderCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly facts: SaleFactsLoader,
    private readonly writer: NumberedDocumentWriter,
    private readonly reader: SaleOrderReader,
  ) {}

  async execute({ body, env }: DuplicateSaleOrderCommand) {
    const { doc: source } = await this.reader.load(body.id);
    const kind = body.kind ?? source.kind;
    const orderId = env.commandId ?? this.runtime.newId();
    const h = source.header;
    const lines: SaleLineInput[] = source.lines.map((l) => ({ productId: l.productId, unit: l.unit, quantity: l.quantity, price: l.price, discount: l.discount, gift: l.gift, memo: l.memo }));
    const header = {
      warehouseId: h.warehouseId, customerId: h.customer?.id ?? null, currency: h.currency, rate: h.rate, packingType: h.packingType, priceType: h.priceType,
      taxRate: h.taxRate, memo: h.memo, deliveryMode: h.deliveryMode, paymentTermsDays: h.paymentTermsDays,
    };
    const written = await this.writer.create(
      SALE_NUMBER_PREFIX[kind],
      saleOrderStreamId(orderId),
      orderId,
      env,
      async (number) => {
        const facts = await this.facts.load({ warehouseIds: [h.warehouseId], customerIds: [h.customer?.id], lines });
        return saleOrderDecider.decide(
          { type: 'CreateSaleOrder', orderId, number, kind, source: 'duplicate', header, lines, duplicatedFrom: source.id, importId: null, facts },
          saleOrderDecider.initialState(),
          this.runtime.context(env),
        );
      },
      { idOf: orderIdOfStream },
    );
    return this.reader.answerFor(written.id, written);
  }
}

/** Park drafts (hang) or recall them (unhang), several at once, all or none. */
@CommandHandler(HangSaleOrdersCommand)
export class HangSaleOrdersHandler implements ICommandHandler<HangSaleOrdersCommand> {
  constructor(private readonly runtime: CommandRuntime) {}

  execute({ ids, hang, env }: HangSaleOrdersCommand) {
    return this.runtime.once(
      env,
      () => this.apply(ids, hang, env),
      (prior) => ({ changed: prior.map((r) => orderIdOfStream(r.streamId)), globalPosition: prior.at(-1)!.globalPosition }),
    );
  }

  private async apply(ids: string[], hang: boolean, env: CommandEnvelope) {
    const store = this.runtime.store;
    const requests: AppendRequest[] = [];
    const unique = [...new Set(ids)];
    for (const id of unique) {
      const streamId = saleOrderStreamId(id);
      const { version, events } = await store.readStream(streamId);
      const state = events.reduce((s, e) => saleOrderDecider.evolve(s, e as any), saleOrderDecider.initialState());
      if (!state.exists) throw notFound(`No sale order ${id}.`, 'order_not_found');
      const decided = saleOrderDecider.decide({ type: hang ? 'Hang' : 'Unhang' }, state, this.runtime.context(env));
      if (decided.length) requests.push({ streamId, expectedVersion: version, events: decided });
    }
    if (requests.length === 0) return { changed: [] as string[], globalPosition: null };
    const results = await store.appendMany(requests, metadataOf(env, this.runtime.newId), appendOptions(env));
    return { changed: results.map((r) => orderIdOfStream(r.streamId)), globalPosition: results.at(-1)!.globalPosition };
  }
}

/** Back-to-back buying: a purchase order draft with the order's lines, linked both ways. */
@CommandHandler(TransformToPurchaseCommand)
export class TransformToPurchaseHandler implements ICommandHandler<TransformToPurchaseCommand> {
  constructor(
    private readonly runtime: CommandRuntime,
    private readonly writer: NumberedDocumentWriter,
    private readonly reader: SaleOrderReader,
  ) {}

  async execute({ orderId, env }: TransformToPurchaseCommand) {
    const prior = await this.writer.prior(env, undefined, (s) => s);
    if (prior) return { ...(await this.reader.answerFor(orderId, prior)), purchaseOrder: (await this.reader.load(orderId)).doc.purchaseOrder };
    const { doc, version } = await this.reader.load(orderId);
    const purchaseOrderId = this.runtime.newId();
    const { results } = await this.writer.appendNumbered(PURCHASE_NUMBER_PREFIX, 1, env, async ([number]) => {
      const marked = saleOrderDecider.decide({ type: 'MarkTransformed', purchaseOrderId, purchaseNumber: number }, doc, this.runtime.context(env));
      const drafted: PurchaseOrderDrafted = {
        type: 'PurchaseOrderDrafted',
        data: {
          purchaseOrderId, number, supplierId: null, warehouseId: doc.header.warehouseId, currency: doc.header.currency,
          source: { type: 'sale', id: doc.id, number: doc.number },
          lines: doc.lines.map((l, i) => ({ line: i + 1, productId: l.productId, code: l.code, name: l.name, unit: l.unit, quantity: l.quantity, baseQuantity: l.baseQuantity })),
        },
      };
      return [
        { streamId: saleOrderStreamId(orderId), expectedVersion: version, events: marked },
        { streamId: purchaseOrderStreamId(purchaseOrderId), expectedVersion: 'no_stream', events: [drafted] },
      ];
    });
    const sale = results.find((r) => r.streamId === saleOrderStreamId(orderId))!;
    const answer = await this.reader.answerFor(orderId, sale);
    return { ...answer, purchaseOrder: answer.order.purchaseOrder };
  }
}
